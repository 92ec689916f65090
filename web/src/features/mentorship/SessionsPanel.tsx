import { Suspense } from 'react';
import { CalendarDays, type LucideIcon } from 'lucide-react';
import type { MentorshipScope } from '@/gql/graphql';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { LoadingState } from '@/shared/ui/LoadingState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { sessionsRoute } from './mentorship-route';
import { SessionCard } from './SessionCard';
import { SESSIONS_LOAD_FAILED } from '@nuru/rules/mentorship';

const SESSIONS_LOADING = 'Loading sessions...';

const EMPTY: Record<MentorshipScope, { title: string; text: string }> = {
  UPCOMING: { title: 'No upcoming sessions', text: 'New mentorship sessions for your batch will appear here.' },
  MINE: { title: 'You have not registered for any session', text: 'Register for an upcoming session and it will be listed here.' },
  PAST: { title: 'No past sessions yet', text: 'Sessions that have taken place will be listed here.' },
};

/** The sessions of one tab, with their loading, empty and error faces. */
export function SessionsPanel(props: { scope: MentorshipScope; icon?: LucideIcon }) {
  return (
    <Suspense fallback={<LoadingState>{SESSIONS_LOADING}</LoadingState>}>
      <SessionList {...props} />
    </Suspense>
  );
}

function SessionList({ scope, icon = CalendarDays }: { scope: MentorshipScope; icon?: LucideIcon }) {
  const { data, error } = useRouteQuery(sessionsRoute);
  const { refresh } = useRouteRefresh(sessionsRoute);

  return (
    <DataView
      value={data?.mentorshipSessions}
      error={error}
      onRetry={refresh}
      loading={SESSIONS_LOADING}
      failure={{ title: 'Could not load the sessions', fallback: SESSIONS_LOAD_FAILED }}
      empty={
        <EmptyState icon={icon} title={EMPTY[scope].title}>
          {EMPTY[scope].text}
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
