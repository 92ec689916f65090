import { ADMIN_FAILED } from '@nuru/rules/admin';
import { Download, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { downloadFile } from '@/shared/api/download-file';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Alert } from '@/shared/ui/Alert';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { exportHref } from './scholar-filters';
import { ScholarFilters } from './ScholarFilters';
import { ScholarTable } from './ScholarTable';
import { scholarsRoute } from './scholars-route';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

export function ScholarsPage() {
  return (
    <SuspenseCard loading="Loading scholars...">
      <ScholarsContent />
    </SuspenseCard>
  );
}

function ExportButton() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function onExport() {
    setBusy(true);
    setFailure(null);
    const outcome = await downloadFile(exportHref(params), 'scholars.csv', ADMIN_FAILED.export);
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.message);
  }
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" className="min-h-11" busy={busy} onClick={() => void onExport()}>
        <Download className="size-4" aria-hidden />
        Export CSV
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}

function ScholarsContent() {
  const { data, error } = useRouteQuery(scholarsRoute);
  const { refresh, refreshing } = useRouteRefresh(scholarsRoute);
  const settings = data?.programmeSettings;
  const [params] = useSearchParams();
  return (
    <Card aria-busy={refreshing || undefined}>
      <CardHeader
        title="Scholars"
        description={data?.scholars ? `${data.scholars.pageInfo.totalCount} match these filters.` : undefined}
        action={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/students/invitations" className={buttonClasses('primary', 'min-h-11')}>
              <UserPlus className="size-4" aria-hidden />
              Invite scholars
            </Link>
            <ExportButton />
          </div>
        }
      />
      {settings && <ScholarFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} />}
      <DataView
        value={data?.scholars}
        error={error}
        onRetry={refresh}
        loading="Loading scholars..."
        failure={{ title: 'The scholars could not be loaded', fallback: ADMIN_FAILED.scholars }}
        isEmpty={(scholars) => scholars.nodes.length === 0}
        empty={
          <EmptyState icon={Users} title="No scholar matches these filters">
            Change or clear the filters to see more scholars.
          </EmptyState>
        }
      >
        {(scholars) => (
          <>
            <ScholarTable scholars={scholars.nodes} year={params.get('year') ?? settings?.currentAcademicYear ?? ''} />
            <Pagination pageInfo={scholars.pageInfo} label="Scholars pages" />
          </>
        )}
      </DataView>
    </Card>
  );
}
