import { Suspense } from 'react';
import { CalendarDays, type LucideIcon } from 'lucide-react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { MentorshipScope } from '@/gql/graphql';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { LoadingState } from '@/shared/ui/LoadingState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { sessionsRoute } from './mentorship-route';
import { SessionCard } from './SessionCard';
import { SESSIONS_LOAD_FAILED } from '@nuru/rules/mentorship';

const MESSAGES = defineMessages({
  loading: { id: 'mentorship.sessions.loading', defaultMessage: 'Loading sessions...' },
  upcomingTitle: { id: 'mentorship.sessions.upcomingEmptyTitle', defaultMessage: 'No upcoming sessions' },
  upcomingText: { id: 'mentorship.sessions.upcomingEmptyText', defaultMessage: 'New mentorship sessions for your batch will appear here.' },
  mineTitle: { id: 'mentorship.sessions.mineEmptyTitle', defaultMessage: 'You have not registered for any session' },
  mineText: { id: 'mentorship.sessions.mineEmptyText', defaultMessage: 'Register for an upcoming session and it will be listed here.' },
  pastTitle: { id: 'mentorship.sessions.pastEmptyTitle', defaultMessage: 'No past sessions yet' },
  pastText: { id: 'mentorship.sessions.pastEmptyText', defaultMessage: 'Sessions that have taken place will be listed here.' },
});

const EMPTY: Record<MentorshipScope, { title: MessageDescriptor; text: MessageDescriptor }> = {
  UPCOMING: { title: MESSAGES.upcomingTitle, text: MESSAGES.upcomingText },
  MINE: { title: MESSAGES.mineTitle, text: MESSAGES.mineText },
  PAST: { title: MESSAGES.pastTitle, text: MESSAGES.pastText },
};

/** The sessions of one tab, with their loading, empty and error faces. */
export function SessionsPanel(props: { scope: MentorshipScope; icon?: LucideIcon }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<LoadingState>{intl.formatMessage(MESSAGES.loading)}</LoadingState>}>
      <SessionList {...props} />
    </Suspense>
  );
}

function SessionList({ scope, icon = CalendarDays }: { scope: MentorshipScope; icon?: LucideIcon }) {
  const intl = useIntl();
  const { data, error } = useRouteQuery(sessionsRoute);
  const { refresh } = useRouteRefresh(sessionsRoute);

  return (
    <DataView
      value={data?.mentorshipSessions}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(MESSAGES.loading)}
      failure={{
        title: intl.formatMessage({ id: 'mentorship.sessions.failed', defaultMessage: 'Could not load the sessions' }),
        fallback: SESSIONS_LOAD_FAILED,
      }}
      empty={
        <EmptyState icon={icon} title={intl.formatMessage(EMPTY[scope].title)}>
          {intl.formatMessage(EMPTY[scope].text)}
        </EmptyState>
      }
    >
      {(sessions) => (
        <ul className="divide-y divide-slate-100">
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </ul>
      )}
    </DataView>
  );
}
