import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { HttpError, notFound } from '../http/errors.js';
import { isUuid } from '../http/uuid.js';
import { MENTORSHIP_MESSAGES } from './mentorship-messages.js';
import { findSessionFacts, listMentors, listResources, listSessionFacts } from './mentorship-queries.js';
import { mentorView, resourceView, sessionView } from './mentorship-rules.js';
import { cancel, register } from './registration-queries.js';

type SessionRequest = FastifyRequest<{ Params: { id: string } }>;

/** What every signed-in person reads, and a student's own registrations (answering the session as it now stands). */
export async function mentorshipRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);

  app.get('/mentorship/mentors', async () => (await listMentors(db)).map(mentorView));
  app.get('/mentorship/resources', async () => (await listResources(db)).map(resourceView));
  app.get('/mentorship/sessions', async (request) => (await listSessionFacts(db, authOf(request).user)).map(sessionView));

  const change = (action: typeof register) => async (request: SessionRequest) => {
    const { user } = authOf(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(MENTORSHIP_MESSAGES.sessionNotFound);
    const refusal = await action(db, id, user);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    return sessionView((await findSessionFacts(db, id, user.id))!);
  };
  const students = { onRequest: requireRole('STUDENT') };
  app.post<{ Params: { id: string } }>('/mentorship/sessions/:id/register', students, change(register));
  app.post<{ Params: { id: string } }>('/mentorship/sessions/:id/cancel', students, change(cancel));
}
