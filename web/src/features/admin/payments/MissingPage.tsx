import { PAYMENT_DESK_FAILED } from '@nuru/rules/payments';
import { UserCheck } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { useSendReminders } from '../components/SendReminders';
import { bodyCell, ScholarLink, TableFrame, TableHead } from '../components/TableFrame';
import { DeskFilters } from './DeskFilters';
import { missingRoute } from './missing-route';
import { missingArgs } from './payment-desk-params';
import { PaymentDeskTabs } from './PaymentDeskTabs';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  loading: { id: 'admin.payments.missingPage.loading', defaultMessage: 'Loading scholars...' },
  title: { id: 'admin.payments.missingPage.title', defaultMessage: 'Scholars without a control number' },
  caption: { id: 'admin.payments.missingPage.caption', defaultMessage: 'Scholars without a control number' },
  failed: { id: 'admin.payments.missingPage.failed', defaultMessage: 'The scholars could not be loaded' },
  empty: { id: 'admin.payments.missingPage.empty', defaultMessage: 'Every active scholar has submitted one' },
  scholar: { id: 'admin.payments.missingPage.scholar', defaultMessage: 'Scholar' },
  batch: { id: 'admin.payments.missingPage.batch', defaultMessage: 'Batch' },
  university: { id: 'admin.payments.missingPage.university', defaultMessage: 'University' },
  pages: { id: 'admin.payments.missingPage.pages', defaultMessage: 'Missing scholars pages' },
});

export function MissingPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <PaymentDeskTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <MissingContent />
      </SuspenseCard>
    </div>
  );
}

function MissingContent() {
  const { data, error, waiting } = useRouteQuery(missingRoute);
  const { refresh, refreshing } = useRouteRefresh(missingRoute);
  const [params] = useSearchParams();
  const { type, year: chosenYear, batchNo } = missingArgs(params);
  const reminders = useSendReminders(type, refresh);
  const settings = data?.programmeSettings;
  const page = data?.scholarsWithoutControlNumber;
  const intl = useIntl();
  return (
    <Card aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        title={intl.formatMessage(messages.title)}
        description={
          page ? (
            <FormattedMessage
              id="admin.payments.missingPage.count"
              defaultMessage="{count, plural, other {# active scholar(s) have not submitted one of this type for the year.}}"
              values={{ count: page.pageInfo.totalCount }}
            />
          ) : undefined
        }
        action={reminders.button(chosenYear ?? settings?.currentAcademicYear, batchNo, !page?.pageInfo.totalCount)}
      />
      {settings && <DeskFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} variant="missing" />}
      {reminders.notice}
      <DataView
        value={page}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{ title: intl.formatMessage(messages.failed), fallback: PAYMENT_DESK_FAILED.missing }}
        isEmpty={(scholars) => scholars.nodes.length === 0}
        empty={
          <EmptyState icon={UserCheck} title={intl.formatMessage(messages.empty)}>
            <FormattedMessage
              id="admin.payments.missingPage.emptyHint"
              defaultMessage="No active scholar is missing a control number of this type for the year."
            />
          </EmptyState>
        }
      >
        {(scholars) => (
          <>
            <TableFrame caption={intl.formatMessage(messages.caption)}>
              <TableHead columns={[messages.scholar, messages.batch, messages.university].map((column) => intl.formatMessage(column))} />
              <tbody className="divide-y divide-slate-100 bg-white">
                {scholars.nodes.map((scholar) => (
                  <tr key={scholar.id}>
                    <td className={bodyCell}>
                      <ScholarLink id={scholar.id}>{scholar.name || scholar.email}</ScholarLink>
                      <div className="text-xs break-all text-slate-500">{scholar.email}</div>
                    </td>
                    <td className={bodyCell}>{scholar.batchNo ?? '—'}</td>
                    <td className={`${bodyCell} min-w-48`}>{scholar.universityName ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pagination pageInfo={scholars.pageInfo} label={intl.formatMessage(messages.pages)} />
          </>
        )}
      </DataView>
    </Card>
  );
}
