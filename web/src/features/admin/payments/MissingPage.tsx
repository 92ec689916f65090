import { PAYMENT_DESK_FAILED } from '@nuru/rules/payments';
import { UserCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { useSendReminders } from '../components/SendReminders';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { DeskFilters } from './DeskFilters';
import { missingRoute } from './missing-route';
import { missingArgs } from './payment-desk-params';
import { PaymentDeskTabs } from './PaymentDeskTabs';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const LOADING = 'Loading scholars...';

export function MissingPage() {
  return (
    <div className="space-y-6">
      <PaymentDeskTabs />
      <SuspenseCard loading={LOADING}>
        <MissingContent />
      </SuspenseCard>
    </div>
  );
}

function MissingContent() {
  const { data, error } = useRouteQuery(missingRoute);
  const { refresh, refreshing } = useRouteRefresh(missingRoute);
  const [params] = useSearchParams();
  const { type, year: chosenYear, batchNo } = missingArgs(params);
  const reminders = useSendReminders(type, refresh);
  const settings = data?.programmeSettings;
  const page = data?.scholarsWithoutControlNumber;
  return (
    <Card aria-busy={refreshing || undefined}>
      <CardHeader
        title="Scholars without a control number"
        description={page ? `${page.pageInfo.totalCount} active scholar(s) have not submitted one of this type for the year.` : undefined}
        action={reminders.button(chosenYear ?? settings?.currentAcademicYear, batchNo, !page?.pageInfo.totalCount)}
      />
      {settings && <DeskFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} variant="missing" />}
      {reminders.notice}
      <DataView
        value={page}
        error={error}
        onRetry={refresh}
        loading={LOADING}
        failure={{ title: 'The scholars could not be loaded', fallback: PAYMENT_DESK_FAILED.missing }}
        isEmpty={(scholars) => scholars.nodes.length === 0}
        empty={
          <EmptyState icon={UserCheck} title="Every active scholar has submitted one">
            No active scholar is missing a control number of this type for the year.
          </EmptyState>
        }
      >
        {(scholars) => (
          <>
            <TableFrame caption="Scholars without a control number">
              <TableHead columns={['Scholar', 'Batch', 'University']} />
              <tbody className="divide-y divide-slate-100 bg-white">
                {scholars.nodes.map((scholar) => (
                  <tr key={scholar.id}>
                    <td className={bodyCell}>
                      <Link to={`/admin/students/${scholar.id}`} className="font-medium text-brand-800 hover:underline">
                        {scholar.name || scholar.email}
                      </Link>
                      <div className="text-xs break-all text-slate-500">{scholar.email}</div>
                    </td>
                    <td className={bodyCell}>{scholar.batchNo ?? '—'}</td>
                    <td className={`${bodyCell} min-w-48`}>{scholar.universityName ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pagination pageInfo={scholars.pageInfo} label="Missing scholars pages" />
          </>
        )}
      </DataView>
    </Card>
  );
}
