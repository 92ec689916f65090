import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { fieldErrorMessage } from '@/shared/api/errors';
import { useViewer } from '@/shared/session/viewer';
import { DataView } from '@/shared/ui/DataView';
import { ProfileOverview } from './ProfileOverview';
import { RecentAnnouncementsCard } from './RecentAnnouncementsCard';
import { RecentPaymentsCard } from './RecentPaymentsCard';
import { RecentResultsCard } from './RecentResultsCard';
import { TodoCard } from './TodoCard';
import { WelcomeCard } from './WelcomeCard';

// One request for the whole screen, composed from each card's fragment. Results, payments and the
// to-do list are a scholar's own (spec 6): other roles do not ask for them.
const DashboardPageQuery = graphql(`
  query DashboardPage($student: Boolean!) {
    me {
      id
      ...WelcomeCard_profile
      ...ProfileOverview_profile
      ...TodoCard_profile
    }
    ...TodoCard_query
    ...RecentResultsCard_query
    ...RecentPaymentsCard_query
    ...RecentAnnouncementsCard_query
  }
`);

export function DashboardPage() {
  const viewer = useViewer();
  const student = viewer?.isScholar ?? false;
  // errorPolicy 'all': a failed list leaves its card with an error while the rest of the screen renders.
  const { data, error, refetch } = useQuery(DashboardPageQuery, { variables: { student }, skip: !viewer, errorPolicy: 'all' });
  const failure = (field: string) => {
    const message = fieldErrorMessage(error, field);
    return message === undefined ? undefined : { message, onRetry: () => void refetch() };
  };
  return (
    <DataView
      value={data?.me && data}
      error={error}
      onRetry={refetch}
      loading="Loading your dashboard..."
      failure={{ title: 'Dashboard unavailable', fallback: 'Failed to load your data' }}
      blocking
    >
      {(answer) => (
        <div className="space-y-6">
          <WelcomeCard profile={answer.me} />
          <div className="grid gap-6 lg:grid-cols-3">
            <ProfileOverview profile={answer.me} />
            <TodoCard query={answer} profile={answer.me} failure={failure('todo')} />
          </div>
          {student && (
            <div className="grid gap-6 lg:grid-cols-2">
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
