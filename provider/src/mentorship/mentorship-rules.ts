import type { mentors, mentorshipResources, mentorshipSessions } from '../db/schema.js';
import type { User } from '../users/user-queries.js';
import { MENTORSHIP_MESSAGES } from './mentorship-messages.js';

export type MentorRow = typeof mentors.$inferSelect;
export type SessionRow = typeof mentorshipSessions.$inferSelect;
export type ResourceRow = typeof mentorshipResources.$inferSelect;

/** A session with what the caller sees of its registrations. */
export interface SessionFacts {
  session: SessionRow;
  /** Live (not cancelled) registrations. */
  taken: number;
  /** The caller holds one of them. */
  registered: boolean;
}

/** Seats never read negative, even after an administrator lowers the capacity below the registrations. */
export function seatsLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** An administrator sees every session; anyone else those for everyone (batchNo null) and for their own batch. */
export function canSeeSession(viewer: Pick<User, 'role' | 'batchNo'>, session: Pick<SessionRow, 'batchNo'>): boolean {
  return viewer.role === 'ADMIN' || session.batchNo === null || session.batchNo === viewer.batchNo;
}

/** Once a session has started, its list of registrations is what happened: it no longer changes. */
export function hasStarted(session: Pick<SessionRow, 'startsAt'>, now: Date): boolean {
  return session.startsAt.getTime() <= now.getTime();
}

export type Refusal = { status: 404 | 409; message: string };

/** Why a registration is refused (checked in this order), or null when it may go ahead. */
export function registrationRefusal(facts: SessionFacts | null, visible: boolean, now: Date): Refusal | null {
  if (!facts || !visible) return { status: 404, message: MENTORSHIP_MESSAGES.sessionNotFound };
  if (hasStarted(facts.session, now)) return { status: 409, message: MENTORSHIP_MESSAGES.sessionPast };
  if (facts.registered) return { status: 409, message: MENTORSHIP_MESSAGES.alreadyRegistered };
  if (seatsLeft(facts.session.capacity, facts.taken) === 0) return { status: 409, message: MENTORSHIP_MESSAGES.sessionFull };
  return null;
}

/** Why a cancellation is refused, or null when it may go ahead. */
export function cancellationRefusal(facts: SessionFacts | null, visible: boolean, now: Date): Refusal | null {
  if (!facts || !visible) return { status: 404, message: MENTORSHIP_MESSAGES.sessionNotFound };
  if (hasStarted(facts.session, now)) return { status: 409, message: MENTORSHIP_MESSAGES.sessionPast };
  if (!facts.registered) return { status: 409, message: MENTORSHIP_MESSAGES.notRegistered };
  return null;
}

export function mentorView(row: MentorRow) {
  return { id: row.id, name: row.name, field: row.field, organisation: row.organisation, bio: row.bio };
}

/** GET /mentorship/sessions item; the mentor is referenced by id (GET /mentorship/mentors has them all). */
export function sessionView({ session, taken, registered }: SessionFacts) {
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    mentorId: session.mentorId,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    mode: session.mode,
    link: session.link,
    place: session.place,
    capacity: session.capacity,
    batchNo: session.batchNo,
    seatsLeft: seatsLeft(session.capacity, taken),
    registered,
  };
}

export function resourceView(row: ResourceRow) {
  return { id: row.id, title: row.title, kind: row.kind, url: row.url, description: row.description };
}
