import { DISBURSEMENT_FAILED } from '@nuru/rules/disbursement';
import { Banknote, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DisbursementRunStatus } from '@/gql/graphql';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Select } from '@/shared/ui/Select';
import { withFilter } from '../components/list-params';
import { Pagination } from '../components/Pagination';
import { RUN_STATUS } from './disbursement-words';
import { runsRoute } from './runs-route';
import { RunsTable } from './RunsTable';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const LOADING = 'Loading the stipend runs...';
const runsWords = (count: number) => `${count} ${count === 1 ? 'run' : 'runs'}, newest first.`;

export function RunsPage() {
  return (
    <SuspenseCard loading={LOADING}>
      <RunsContent />
    </SuspenseCard>
  );
}

function RunsContent() {
  const { data, error } = useRouteQuery(runsRoute);
  const { refresh, refreshing } = useRouteRefresh(runsRoute);
  const [params, setParams] = useSearchParams();
  const filtered = params.has('status');
  return (
    <Card aria-busy={refreshing || undefined}>
      <CardHeader
        title="Stipend runs"
        description={data?.disbursementRuns ? runsWords(data.disbursementRuns.pageInfo.totalCount) : undefined}
        action={
          <Link to="/admin/disbursement/new" className={buttonClasses('primary', 'min-h-11')}>
            <Plus className="size-4" aria-hidden />
            New run
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-3 px-5 py-4 sm:grid-cols-3">
        <Select
          label="Status"
          value={params.get('status') ?? ''}
          onChange={(event) => setParams(withFilter(params, 'status', event.target.value))}
        >
          <option value="">Any status</option>
          {Object.values(DisbursementRunStatus).map((status) => (
            <option key={status} value={status}>
              {RUN_STATUS[status].label}
            </option>
          ))}
        </Select>
      </div>
      <DataView
        value={data?.disbursementRuns}
        error={error}
        onRetry={refresh}
        loading={LOADING}
        failure={{ title: 'The stipend runs could not be loaded', fallback: DISBURSEMENT_FAILED.runs }}
        isEmpty={(page) => page.nodes.length === 0}
        empty={
          <EmptyState icon={Banknote} title={filtered ? 'No run has this status' : 'No stipend run yet'}>
            {filtered
              ? 'Choose another status to see other runs.'
              : 'Create the first run with New run: the eligible scholars are selected for you.'}
          </EmptyState>
        }
      >
        {(page) => (
          <>
            <RunsTable runs={page.nodes} />
            <Pagination pageInfo={page.pageInfo} label="Stipend run pages" />
          </>
        )}
      </DataView>
    </Card>
  );
}
