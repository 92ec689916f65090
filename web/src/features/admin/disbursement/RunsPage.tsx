import { DISBURSEMENT_FAILED } from '@nuru/rules/disbursement';
import { Banknote, Plus } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
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
import { useQueryChanger } from '@/shared/routing/use-query-changer';

const messages = defineMessages({
  loading: { id: 'admin.disbursement.runsPage.loading', defaultMessage: 'Loading the stipend runs...' },
});

export function RunsPage() {
  const intl = useIntl();
  return (
    <SuspenseCard loading={intl.formatMessage(messages.loading)}>
      <RunsContent />
    </SuspenseCard>
  );
}

function RunsContent() {
  const { data, error, waiting } = useRouteQuery(runsRoute);
  const { refresh, refreshing } = useRouteRefresh(runsRoute);
  const [params, changeQuery] = useQueryChanger();
  const filtered = params.has('status');
  const intl = useIntl();
  const totalCount = data?.disbursementRuns?.pageInfo.totalCount;
  return (
    <Card aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        title={intl.formatMessage({ id: 'admin.disbursement.runsPage.title', defaultMessage: 'Stipend runs' })}
        description={
          totalCount === undefined ? undefined : (
            <FormattedMessage
              id="admin.disbursement.runsPage.count"
              defaultMessage="{count, plural, one {# run} other {# runs}}, newest first."
              values={{ count: totalCount }}
            />
          )
        }
        action={
          <Link to="/admin/disbursement/new" className={buttonClasses('primary', 'min-h-11')}>
            <Plus className="size-4" aria-hidden />
            <FormattedMessage id="admin.disbursement.runsPage.newRun" defaultMessage="New run" />
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-3 px-5 py-4 sm:grid-cols-3">
        <Select
          label={intl.formatMessage({ id: 'admin.disbursement.runsPage.status', defaultMessage: 'Status' })}
          value={params.get('status') ?? ''}
          onChange={(event) => changeQuery((current) => withFilter(current, 'status', event.target.value))}
        >
          <option value="">{intl.formatMessage({ id: 'admin.disbursement.runsPage.anyStatus', defaultMessage: 'Any status' })}</option>
          {Object.values(DisbursementRunStatus).map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(RUN_STATUS[status].label)}
            </option>
          ))}
        </Select>
      </div>
      <DataView
        value={data?.disbursementRuns}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.disbursement.runsPage.failed', defaultMessage: 'The stipend runs could not be loaded' }),
          fallback: DISBURSEMENT_FAILED.runs,
        }}
        isEmpty={(page) => page.nodes.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={Banknote}
              title={intl.formatMessage({ id: 'admin.disbursement.runsPage.noneWithStatus', defaultMessage: 'No run has this status' })}
            >
              <FormattedMessage id="admin.disbursement.runsPage.otherStatus" defaultMessage="Choose another status to see other runs." />
            </EmptyState>
          ) : (
            <EmptyState
              icon={Banknote}
              title={intl.formatMessage({ id: 'admin.disbursement.runsPage.noRunYet', defaultMessage: 'No stipend run yet' })}
            >
              <FormattedMessage
                id="admin.disbursement.runsPage.createFirst"
                defaultMessage="Create the first run with New run: the eligible scholars are selected for you."
              />
            </EmptyState>
          )
        }
      >
        {(page) => (
          <>
            <RunsTable runs={page.nodes} />
            <Pagination
              pageInfo={page.pageInfo}
              label={intl.formatMessage({ id: 'admin.disbursement.runsPage.pages', defaultMessage: 'Stipend run pages' })}
            />
          </>
        )}
      </DataView>
    </Card>
  );
}
