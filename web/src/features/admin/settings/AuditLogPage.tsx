import { History } from 'lucide-react';
import { Suspense } from 'react';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingState } from '@/shared/ui/LoadingState';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { Pagination } from '../components/Pagination';
import { AdminSettingsTabs } from './AdminSettingsTabs';
import { AuditFilters } from './AuditFilters';
import { auditLogRoute } from './audit-log-route';
import { AuditTable } from './AuditTable';

const LOADING = 'Loading the audit log...';

export function AuditLogPage() {
  return (
    <div className="space-y-6">
      <AdminSettingsTabs />
      <Card aria-labelledby="audit-log-title">
        <CardHeader titleId="audit-log-title" title="Audit log" description="Every administrator's action, newest first." />
        <AuditFilters />
        <Suspense fallback={<LoadingState>{LOADING}</LoadingState>}>
          <AuditLogEntries />
        </Suspense>
      </Card>
    </div>
  );
}

function AuditLogEntries() {
  const { data, error } = useRouteQuery(auditLogRoute);
  const { refresh, refreshing } = useRouteRefresh(auditLogRoute);
  return (
    <div aria-busy={refreshing || undefined} className="border-t border-slate-100">
      <DataView
        value={data?.auditLog}
        error={error}
        onRetry={refresh}
        loading={LOADING}
        failure={{ title: 'The audit log could not be loaded', fallback: ADMIN_FAILED.audit }}
        isEmpty={(page) => page.nodes.length === 0}
        empty={
          <EmptyState icon={History} title="No actions found">
            No administrator’s action matches these filters.
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <AuditTable entries={page.nodes} />
            <Pagination pageInfo={page.pageInfo} label="Audit log pages" />
          </>
        )}
      </DataView>
    </div>
  );
}
