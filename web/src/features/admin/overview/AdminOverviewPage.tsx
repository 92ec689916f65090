import { ADMIN_FAILED } from '@nuru/rules/admin';
import { Link } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { adminOverviewRoute } from './admin-overview-route';
import { OverviewFigures } from './OverviewFigures';
import { AuditEntries } from '../components/AuditEntries';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

export function AdminOverviewPage() {
  return (
    <SuspenseCard loading="Loading the overview...">
      <AdminOverviewContent />
    </SuspenseCard>
  );
}

function AdminOverviewContent() {
  const { data, error } = useRouteQuery(adminOverviewRoute);
  const { refresh } = useRouteRefresh(adminOverviewRoute);
  return (
    <DataView
      value={data?.programmeOverview}
      error={error}
      onRetry={refresh}
      loading="Loading the overview..."
      failure={{ title: 'The overview could not be loaded', fallback: ADMIN_FAILED.overview }}
      frame={(face) => <Card>{face}</Card>}
    >
      {(overview) => {
        const { year } = overview;
        return (
          <div className="space-y-6">
            <Card aria-labelledby="programme-totals">
              <CardHeader
                titleId="programme-totals"
                title={`The programme in ${year}`}
                description="Every figure opens the list behind it."
                action={
                  <Link to="/admin/students/invitations" className={buttonClasses('secondary', 'min-h-11')}>
                    Invite scholars
                  </Link>
                }
              />
              <div className="p-5">
                <OverviewFigures figures={overview.totals} scope={{ year }} />
              </div>
            </Card>
            {overview.batches.map(({ batchNo, figures }) => (
              <Card key={batchNo ?? 'none'} aria-labelledby={`batch-${batchNo ?? 'none'}`}>
                <CardHeader titleId={`batch-${batchNo ?? 'none'}`} title={batchNo ? `Batch ${batchNo}` : 'Without a batch'} />
                <div className="p-5">
                  <OverviewFigures figures={figures} scope={{ year, batchNo }} />
                </div>
              </Card>
            ))}
            <Card>
              <CardHeader
                title="Recent activity"
                action={
                  <Link to="/admin/settings/audit" className={buttonClasses('ghost', 'min-h-11')}>
                    Audit log
                  </Link>
                }
              />
              <AuditEntries entries={overview.recentActivity} empty="No administrator has acted yet." />
            </Card>
          </div>
        );
      }}
    </DataView>
  );
}
