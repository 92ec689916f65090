import { useMutation } from '@apollo/client/react';
import { CalendarPlus, Clock, MapPin, UserRound, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/Toast';
import { MentorshipSessionsQuery } from './sessions-query';
import { seatsBadge } from './seats';
import { durationLabel, sessionWhen } from './session-time';
import { CANCEL_FAILED, REGISTER_FAILED } from '@nuru/rules/mentorship';

export const SessionCard_SessionFragment = graphql(`
  fragment SessionCard_session on MentorshipSession {
    id
    title
    description
    startsAt
    endsAt
    durationMinutes
    mode
    link
    place
    seatsLeft
    full
    batchNo
    registered
    started
    mentor {
      id
      name
      field
      organisation
    }
  }
`);

const RegisterMutation = graphql(`
  mutation RegisterForSession($id: ID!) {
    registerForSession(id: $id) {
      id
      ...SessionCard_session
    }
  }
`);

const CancelMutation = graphql(`
  mutation CancelSessionRegistration($id: ID!) {
    cancelSessionRegistration(id: $id) {
      id
      ...SessionCard_session
    }
  }
`);

/** One session: when, where, who, seats; register or cancel before it starts, and add it to a calendar. */
// The calendar file's code comes when a scholar reaches for Add to calendar, not with the page.
const loadCalendarFile = () => import('./download-ics');

export function SessionCard({ session }: { session: FragmentType<typeof SessionCard_SessionFragment> }) {
  const intl = useIntl();
  const s = getFragmentData(SessionCard_SessionFragment, session);
  const titleId = useId();
  // The updated session lands in the cache by id; the lists whose membership changes are fetched again.
  const refetch = { refetchQueries: [MentorshipSessionsQuery], awaitRefetchQueries: true };
  const [register, registering] = useMutation(RegisterMutation, refetch);
  const [cancel, cancelling] = useMutation(CancelMutation, refetch);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const seats = seatsBadge(s.seatsLeft, intl);

  async function change(action: 'register' | 'cancel') {
    setProblem(null);
    try {
      if (action === 'register') await register({ variables: { id: s.id } });
      else await cancel({ variables: { id: s.id } });
      toast(
        action === 'register'
          ? intl.formatMessage({ id: 'mentorship.session.registered', defaultMessage: 'You are registered for this session.' })
          : intl.formatMessage({ id: 'mentorship.session.cancelled', defaultMessage: 'Your registration has been cancelled.' }),
      );
    } catch (error) {
      setProblem(errorMessage(error, action === 'register' ? REGISTER_FAILED : CANCEL_FAILED));
    }
  }

  return (
    <li>
      <article aria-labelledby={titleId} className="px-5 py-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              {/* h2: the page's h1 is in the top bar and the tabs carry no heading of their own. */}
              <h2 id={titleId} className="font-semibold text-slate-900">
                {s.title}
              </h2>
              {s.registered && (
                <Badge tone="info">
                  <FormattedMessage id="mentorship.session.registeredBadge" defaultMessage="Registered" />
                </Badge>
              )}
              {s.batchNo !== null && s.batchNo !== undefined && (
                <Badge tone="neutral">
                  <FormattedMessage id="mentorship.session.batch" defaultMessage="Batch {batch}" values={{ batch: s.batchNo }} />
                </Badge>
              )}
            </div>
            <ul className="mt-2 space-y-1 text-sm text-slate-600">
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span>
                  {sessionWhen(s.startsAt, s.endsAt, intl)}{' '}
                  <span className="text-slate-500">({durationLabel(s.durationMinutes, intl)})</span>
                </span>
              </li>
              <li className="flex items-center gap-2">
                {s.mode === 'ONLINE' ? (
                  <>
                    <Video aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <span>
                      <FormattedMessage id="mentorship.session.online" defaultMessage="Online" />
                      {s.link && !s.started && (
                        <>
                          {' · '}
                          <a
                            href={s.link}
                            target="_blank"
                            rel="noreferrer"
                            className="font-medium text-brand-700 underline hover:text-brand-800"
                          >
                            <FormattedMessage id="mentorship.session.joinLink" defaultMessage="Join link" />
                          </a>
                        </>
                      )}
                    </span>
                  </>
                ) : (
                  <>
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <span>
                      <FormattedMessage id="mentorship.session.inPerson" defaultMessage="In person · {place}" values={{ place: s.place }} />
                    </span>
                  </>
                )}
              </li>
              {s.mentor && (
                <li className="flex items-center gap-2">
                  <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                  <span>
                    <span className="sr-only">
                      <FormattedMessage id="mentorship.session.mentor" defaultMessage="Mentor:" />{' '}
                    </span>
                    {s.mentor.name} · {s.mentor.field}, {s.mentor.organisation}
                  </span>
                </li>
              )}
            </ul>
            {s.description && <p className="mt-2 text-sm text-slate-700">{s.description}</p>}
          </div>
          {!s.started && <Badge tone={seats.tone}>{seats.label}</Badge>}
        </div>
        {!s.started && (
          <div className="mt-3 flex flex-wrap gap-2">
            {s.registered ? (
              <Button variant="secondary" busy={cancelling.loading} onClick={() => void change('cancel')}>
                <FormattedMessage id="mentorship.session.cancel" defaultMessage="Cancel registration" />
              </Button>
            ) : (
              <Button busy={registering.loading} disabled={s.full} onClick={() => void change('register')}>
                {s.full ? (
                  <FormattedMessage id="mentorship.session.full" defaultMessage="Session full" />
                ) : (
                  <FormattedMessage id="mentorship.session.register" defaultMessage="Register" />
                )}
              </Button>
            )}
            <Button
              variant="ghost"
              onPointerEnter={loadCalendarFile}
              onFocus={loadCalendarFile}
              onClick={() =>
                void loadCalendarFile().then(({ downloadSessionIcs }) =>
                  downloadSessionIcs({
                    id: s.id,
                    title: s.title,
                    description: s.description,
                    startsAt: s.startsAt,
                    endsAt: s.endsAt,
                    mentorName: s.mentor?.name ?? null,
                    link: s.link ?? null,
                    place: s.place ?? null,
                  }),
                )
              }
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              <FormattedMessage id="mentorship.session.addToCalendar" defaultMessage="Add to calendar" />
            </Button>
          </div>
        )}
        {problem && (
          <Alert tone="error" className="mt-3" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
      </article>
    </li>
  );
}
