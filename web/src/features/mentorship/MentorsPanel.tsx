import { Suspense } from 'react';
import { Building2, UsersRound } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { initials } from '@/shared/rules/initials';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { LoadingState } from '@/shared/ui/LoadingState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { mentorsRoute } from './mentorship-route';
import { MENTORS_LOAD_FAILED } from '@nuru/rules/mentorship';

const MESSAGES = defineMessages({
  loading: { id: 'mentorship.mentors.loading', defaultMessage: 'Loading mentors...' },
});

/** The programme's mentors and what each of them does. */
export function MentorsPanel() {
  const intl = useIntl();
  return (
    <Suspense fallback={<LoadingState>{intl.formatMessage(MESSAGES.loading)}</LoadingState>}>
      <MentorList />
    </Suspense>
  );
}

function MentorList() {
  const intl = useIntl();
  const { data, error } = useRouteQuery(mentorsRoute);
  const { refresh } = useRouteRefresh(mentorsRoute);

  return (
    <DataView
      value={data?.mentors}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(MESSAGES.loading)}
      failure={{
        title: intl.formatMessage({ id: 'mentorship.mentors.failed', defaultMessage: 'Could not load the mentors' }),
        fallback: MENTORS_LOAD_FAILED,
      }}
      empty={
        <EmptyState icon={UsersRound} title={intl.formatMessage({ id: 'mentorship.mentors.emptyTitle', defaultMessage: 'No mentors yet' })}>
          <FormattedMessage id="mentorship.mentors.emptyText" defaultMessage="The programme's mentors will be introduced here." />
        </EmptyState>
      }
    >
      {(mentors) => (
        <ul className="grid gap-4 p-5 sm:grid-cols-2">
          {mentors.map((mentor) => (
            <li key={mentor.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                >
                  {initials(mentor.name)}
                </span>
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">{mentor.name}</h2>
                  <p className="text-sm text-slate-600">{mentor.field}</p>
                </div>
              </div>
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {mentor.organisation}
              </p>
              {mentor.bio && <p className="mt-2 text-sm text-slate-700">{mentor.bio}</p>}
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}
