import { useQuery } from '@apollo/client/react';
import { DISBURSEMENT_FAILED } from '@nuru/rules/disbursement';
import { Banknote } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { formatShillings } from '@/shared/rules/format';
import { stipendStatusBadge } from '@/shared/status/stipend-status';
import { Badge } from '@/shared/ui/Badge';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DayText } from '@/shared/i18n/use-dates';

// Asked apart from the payment history: that query's caching and saved copy are docs/behaviour.md §4's, for control numbers only.
export const StipendHistoryQuery = graphql(`
  query StipendHistory {
    myStipend {
      history {
        period
        academicYear
        amountTzs
        status
        date
        failureReason
      }
    }
  }
`);

const words = defineMessages({
  title: { id: 'payments.stipendHistory.title', defaultMessage: 'Stipend history' },
  description: { id: 'payments.stipendHistory.description', defaultMessage: 'The stipends paid to you, or on their way, newest first.' },
  loading: { id: 'payments.stipendHistory.loading', defaultMessage: 'Loading your stipends...' },
  failed: { id: 'payments.stipendHistory.failed', defaultMessage: 'Could not load your stipends' },
  empty: { id: 'payments.stipendHistory.empty', defaultMessage: 'No stipend yet' },
});

/** Every stipend run that included the scholar, newest first: period, amount, where it stands and since when. */
export function StipendHistory() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(StipendHistoryQuery);
  return (
    <Card aria-labelledby="stipend-history-title">
      <CardHeader
        titleId="stipend-history-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
      />
      <DataView
        value={data?.myStipend?.history}
        error={error}
        onRetry={() => refetch().catch(() => undefined)}
        loading={intl.formatMessage(words.loading)}
        failure={{ title: intl.formatMessage(words.failed), fallback: DISBURSEMENT_FAILED.mine }}
        empty={
          <EmptyState icon={Banknote} title={intl.formatMessage(words.empty)}>
            <FormattedMessage
              id="payments.stipendHistory.emptyExplanation"
              defaultMessage="A stipend run that includes you will be listed here. Your dashboard says what you still need for the next one."
            />
          </EmptyState>
        }
      >
        {(history) => (
          <ul className="divide-y divide-slate-100">
            {history.map((entry) => {
              const badge = stipendStatusBadge(entry.status);
              return (
                <li key={`${entry.period}-${entry.date}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{entry.period}</p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {formatShillings(entry.amountTzs)} · <DayText value={entry.date} />
                    </p>
                    {entry.failureReason && (
                      <p className="mt-1 text-sm text-red-700">
                        <FormattedMessage
                          id="payments.stipendHistory.reason"
                          defaultMessage="Reason: {reason}"
                          values={{ reason: entry.failureReason }}
                        />
                      </p>
                    )}
                  </div>
                  <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </DataView>
    </Card>
  );
}
