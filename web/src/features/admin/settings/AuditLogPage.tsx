import { History } from 'lucide-react';
import { Suspense } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const messages = defineMessages({
  loading: { id: 'admin.settings.auditLogPage.loading', defaultMessage: 'Loading the audit log...' },
  title: { id: 'admin.settings.auditLogPage.title', defaultMessage: 'Audit log' },
});

export function AuditLogPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <AdminSettingsTabs />
      <Card aria-labelledby="audit-log-title">
        <CardHeader
          titleId="audit-log-title"
          title={intl.formatMessage(messages.title)}
          description={
            <FormattedMessage id="admin.settings.auditLogPage.description" defaultMessage="Every administrator's action, newest first." />
          }
        />
        <AuditFilters />
        <Suspense fallback={<LoadingState>{intl.formatMessage(messages.loading)}</LoadingState>}>
          <AuditLogEntries />
        </Suspense>
      </Card>
    </div>
  );
}

function AuditLogEntries() {
  const { data, error, waiting } = useRouteQuery(auditLogRoute);
  const { refresh, refreshing } = useRouteRefresh(auditLogRoute);
  const intl = useIntl();
  return (
    <div aria-busy={refreshing || waiting || undefined} className="border-t border-slate-100">
      <DataView
        value={data?.auditLog}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.settings.auditLogPage.failed', defaultMessage: 'The audit log could not be loaded' }),
          fallback: ADMIN_FAILED.audit,
        }}
        isEmpty={(page) => page.nodes.length === 0}
        empty={
          <EmptyState
            icon={History}
            title={intl.formatMessage({ id: 'admin.settings.auditLogPage.emptyTitle', defaultMessage: 'No actions found' })}
          >
            <FormattedMessage id="admin.settings.auditLogPage.empty" defaultMessage="No administrator’s action matches these filters." />
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <AuditTable entries={page.nodes} />
            <Pagination
              pageInfo={page.pageInfo}
              label={intl.formatMessage({ id: 'admin.settings.auditLogPage.pages', defaultMessage: 'Audit log pages' })}
            />
          </>
        )}
      </DataView>
    </div>
  );
}
