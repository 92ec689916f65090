import { ADMIN_FAILED } from '@nuru/rules/admin';
import { Download, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
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

const messages = defineMessages({
  loading: { id: 'admin.scholars.scholarsPage.loading', defaultMessage: 'Loading scholars...' },
  title: { id: 'admin.scholars.scholarsPage.title', defaultMessage: 'Scholars' },
  invite: { id: 'admin.scholars.scholarsPage.invite', defaultMessage: 'Invite scholars' },
  export: { id: 'admin.scholars.scholarsPage.export', defaultMessage: 'Export CSV' },
  failed: { id: 'admin.scholars.scholarsPage.failed', defaultMessage: 'The scholars could not be loaded' },
  noMatch: { id: 'admin.scholars.scholarsPage.noMatch', defaultMessage: 'No scholar matches these filters' },
  changeFilters: { id: 'admin.scholars.scholarsPage.changeFilters', defaultMessage: 'Change or clear the filters to see more scholars.' },
  pages: { id: 'admin.scholars.scholarsPage.pages', defaultMessage: 'Scholars pages' },
});

const matching = defineMessage<{ count: number }>({
  id: 'admin.scholars.scholarsPage.count',
  defaultMessage: '{count} match these filters.',
});

export function ScholarsPage() {
  const intl = useIntl();
  return (
    <SuspenseCard loading={intl.formatMessage(messages.loading)}>
      <ScholarsContent />
    </SuspenseCard>
  );
}

function ExportButton() {
  const intl = useIntl();
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
        {intl.formatMessage(messages.export)}
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}

function ScholarsContent() {
  const { data, error, waiting } = useRouteQuery(scholarsRoute);
  const { refresh, refreshing } = useRouteRefresh(scholarsRoute);
  const settings = data?.programmeSettings;
  const [params] = useSearchParams();
  const intl = useIntl();
  return (
    <Card aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        title={intl.formatMessage(messages.title)}
        description={data?.scholars ? intl.formatMessage(matching, { count: data.scholars.pageInfo.totalCount }) : undefined}
        action={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/students/invitations" className={buttonClasses('primary', 'min-h-11')}>
              <UserPlus className="size-4" aria-hidden />
              {intl.formatMessage(messages.invite)}
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
        loading={intl.formatMessage(messages.loading)}
        failure={{ title: intl.formatMessage(messages.failed), fallback: ADMIN_FAILED.scholars }}
        isEmpty={(scholars) => scholars.nodes.length === 0}
        empty={
          <EmptyState icon={Users} title={intl.formatMessage(messages.noMatch)}>
            {intl.formatMessage(messages.changeFilters)}
          </EmptyState>
        }
      >
        {(scholars) => (
          <>
            <ScholarTable scholars={scholars.nodes} year={params.get('year') ?? settings?.currentAcademicYear ?? ''} />
            <Pagination pageInfo={scholars.pageInfo} label={intl.formatMessage(messages.pages)} />
          </>
        )}
      </DataView>
    </Card>
  );
}
