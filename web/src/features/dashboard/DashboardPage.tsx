import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useAskAgainWhen, useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { fieldErrorMessage } from '@/shared/api/errors';
import { InitialLoadState } from '@/shared/ui/overlays/InitialLoadState';
import { DataView } from '@/shared/ui/DataView';
import { dashboardRoute } from './dashboard-route';
import { ProfileOverview } from './ProfileOverview';
import { RecentAnnouncementsCard } from './RecentAnnouncementsCard';
import { RecentPaymentsCard } from './RecentPaymentsCard';
import { RecentResultsCard } from './RecentResultsCard';
import { StipendCard } from './StipendCard';
import { TodoCard } from './TodoCard';
import { WelcomeCard } from './WelcomeCard';

export function DashboardPage() {
  return (
    <Suspense fallback={<InitialLoadState loading />}>
      <Dashboard />
    </Suspense>
  );
}

function Dashboard() {
  const intl = useIntl();
  // errorPolicy 'all': a failed list leaves its card with an error while the rest of the screen renders.
  const { data, error } = useRouteQuery(dashboardRoute);
  const { refresh, refreshing } = useRouteRefresh(dashboardRoute);
  const student = data?.me?.viewerIsScholar ?? false;
  // Asked as the sign-in said; should the answer say otherwise (a role changed since), the loader asks again, now
  // knowing from the cache.
  const askedRight = !data?.me || student === (data.askedAsScholar !== undefined);
  useAskAgainWhen(!askedRight);
  const failure = (field: string) => {
    const message = fieldErrorMessage(error, field);
    return message === undefined ? undefined : { message, onRetry: refresh };
  };
  return (
    <DataView
      value={askedRight ? data?.me && data : undefined}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage({ id: 'dashboard.page.loading', defaultMessage: 'Loading your dashboard...' })}
      failure={{
        title: intl.formatMessage({ id: 'dashboard.page.unavailable', defaultMessage: 'Dashboard unavailable' }),
        fallback: intl.formatMessage({ id: 'dashboard.page.failed', defaultMessage: 'Failed to load your data' }),
      }}
      blocking
    >
      {(answer) => (
        <div className="space-y-6">
          <WelcomeCard profile={answer.me} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <ProfileOverview profile={answer.me} />
            <TodoCard query={answer} profile={answer.me} failure={failure('todo')} />
          </div>
          {student && <StipendCard query={answer} failure={failure('myStipend')} refreshing={refreshing} />}
          {student && (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <RecentResultsCard query={answer} failure={failure('recentResults')} />
              <RecentPaymentsCard query={answer} failure={failure('recentPayments')} />
            </div>
          )}
          <RecentAnnouncementsCard query={answer} failure={failure('recentAnnouncements')} />
        </div>
      )}
    </DataView>
  );
}
