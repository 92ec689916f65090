import { useQuery } from '@apollo/client/react';
import { History } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { ACTIVITY_PAGE_SIZE, activityPager } from '../activity-paging';
import { settingsFailed } from '../settings-failures';
import { ActivityQuery } from './activity-query';
import { DayTimeText } from '@/shared/i18n/use-dates';
import { activityKindMessage } from '@/shared/status/activity-kind';
import { deviceWords } from './device-words';

const words = defineMessages({
  title: { id: 'settings.activity.title', defaultMessage: 'Recent activity' },
  description: { id: 'settings.activity.description', defaultMessage: 'Sign-ins and changes to your account.' },
  loading: { id: 'settings.activity.loading', defaultMessage: 'Loading your account activity...' },
  unavailable: { id: 'settings.activity.unavailable', defaultMessage: 'Activity unavailable' },
  empty: { id: 'settings.activity.empty', defaultMessage: 'No activity yet' },
  unknownAddress: { id: 'settings.activity.unknownAddress', defaultMessage: 'unknown address' },
});

/** The account's activity log, newest first, a page of 50 at a time. */
export function ActivityCard() {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(ActivityQuery, { variables: { limit: ACTIVITY_PAGE_SIZE, offset } });
  // While the next page loads the last one stays; a page that failed shows the failure, not the page before.
  const page = error && !data ? undefined : (data ?? previousData)?.accountActivity;

  return (
    <Card aria-labelledby="activity-title">
      <CardHeader titleId="activity-title" title={intl.formatMessage(words.title)} description={intl.formatMessage(words.description)} />
      <DataView
        value={page}
        error={error}
        onRetry={refetch}
        loading={intl.formatMessage(words.loading)}
        failure={{ title: intl.formatMessage(words.unavailable), fallback: settingsFailed(intl) }}
        isEmpty={(shown) => shown.items.length === 0}
        empty={<EmptyState icon={History} title={intl.formatMessage(words.empty)} />}
      >
        {(shown) => {
          const pager = activityPager(intl, shown.total, shown.limit, shown.offset, shown.items.length);
          return (
            <>
              <ul aria-busy={loading || undefined} className="divide-y divide-slate-100">
                {shown.items.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-2.5">
                    <span className="text-sm text-slate-900">{intl.formatMessage(activityKindMessage(entry.kind))}</span>
                    <span className="text-xs text-slate-500">
                      {deviceWords(intl, entry.device)} · {entry.ip ?? intl.formatMessage(words.unknownAddress)} ·{' '}
                      <DayTimeText value={entry.createdAt} />
                    </span>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3">
                <p className="text-sm text-slate-500">{pager.label}</p>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    disabled={pager.previousOffset === null || loading}
                    onClick={() => setOffset(pager.previousOffset ?? 0)}
                  >
                    <FormattedMessage id="settings.activity.newer" defaultMessage="Newer" />
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={pager.nextOffset === null || loading}
                    onClick={() => setOffset(pager.nextOffset ?? offset)}
                  >
                    <FormattedMessage id="settings.activity.older" defaultMessage="Older" />
                  </Button>
                </div>
              </div>
            </>
          );
        }}
      </DataView>
    </Card>
  );
}
