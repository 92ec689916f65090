import { ADMIN_FAILED } from '@nuru/rules/admin';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { adminOverviewRoute } from './admin-overview-route';
import { OverviewFigures } from './OverviewFigures';
import { AuditEntries } from '../components/AuditEntries';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  loading: { id: 'admin.overview.adminOverviewPage.loading', defaultMessage: 'Loading the overview...' },
  failed: { id: 'admin.overview.adminOverviewPage.failed', defaultMessage: 'The overview could not be loaded' },
});

export function AdminOverviewPage() {
  const intl = useIntl();
  return (
    <SuspenseCard loading={intl.formatMessage(messages.loading)}>
      <AdminOverviewContent />
    </SuspenseCard>
  );
}

function AdminOverviewContent() {
  const { data, error } = useRouteQuery(adminOverviewRoute);
  const { refresh } = useRouteRefresh(adminOverviewRoute);
  const intl = useIntl();
  return (
    <DataView
      value={data?.programmeOverview}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(messages.loading)}
      failure={{ title: intl.formatMessage(messages.failed), fallback: ADMIN_FAILED.overview }}
      frame={(face) => <Card>{face}</Card>}
    >
      {(overview) => {
        const { year } = overview;
        return (
          <div className="space-y-6">
            <Card aria-labelledby="programme-totals">
              <CardHeader
                titleId="programme-totals"
                title={intl.formatMessage(
                  { id: 'admin.overview.adminOverviewPage.programmeTitle', defaultMessage: 'The programme in {year}' },
                  { year },
                )}
                description={
                  <FormattedMessage
                    id="admin.overview.adminOverviewPage.programmeDescription"
                    defaultMessage="Every figure opens the list behind it."
                  />
                }
                action={
                  <Link to="/admin/students/invitations" className={buttonClasses('secondary', 'min-h-11')}>
                    <FormattedMessage id="admin.overview.adminOverviewPage.inviteScholars" defaultMessage="Invite scholars" />
                  </Link>
                }
              />
              <div className="p-5">
                <OverviewFigures figures={overview.totals} scope={{ year }} />
              </div>
            </Card>
            {overview.batches.map(({ batchNo, figures }) => (
              <Card key={batchNo ?? 'none'} aria-labelledby={`batch-${batchNo ?? 'none'}`}>
                <CardHeader
                  titleId={`batch-${batchNo ?? 'none'}`}
                  title={
                    batchNo
                      ? intl.formatMessage({ id: 'admin.overview.adminOverviewPage.batch', defaultMessage: 'Batch {batchNo}' }, { batchNo })
                      : intl.formatMessage({ id: 'admin.overview.adminOverviewPage.noBatch', defaultMessage: 'Without a batch' })
                  }
                />
                <div className="p-5">
                  <OverviewFigures figures={figures} scope={{ year, batchNo }} />
                </div>
              </Card>
            ))}
            <Card>
              <CardHeader
                title={intl.formatMessage({ id: 'admin.overview.adminOverviewPage.recentActivity', defaultMessage: 'Recent activity' })}
                action={
                  <Link to="/admin/settings/audit" className={buttonClasses('ghost', 'min-h-11')}>
                    <FormattedMessage id="admin.overview.adminOverviewPage.auditLog" defaultMessage="Audit log" />
                  </Link>
                }
              />
              <AuditEntries
                entries={overview.recentActivity}
                empty={intl.formatMessage({
                  id: 'admin.overview.adminOverviewPage.noActivity',
                  defaultMessage: 'No administrator has acted yet.',
                })}
              />
            </Card>
          </div>
        );
      }}
    </DataView>
  );
}
