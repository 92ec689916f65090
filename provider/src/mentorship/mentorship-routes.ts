import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { HttpError, notFound } from '../http/errors.js';
import { answers, idParams, listOf, ref } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import { MENTORSHIP_MESSAGES } from './mentorship-messages.js';
import { findSessionFacts, listMentors, listResources, listSessionFacts } from './mentorship-queries.js';
import { mentorView, resourceView, sessionView } from './mentorship-rules.js';
import { mentorSchema, resourceSchema, sessionSchema } from './mentorship-schemas.js';
import { cancel, register } from './registration-queries.js';

type SessionRequest = FastifyRequest<{ Params: { id: string } }>;

/** What every signed-in person reads, and a student's own registrations (answering the session as it now stands). */
export async function mentorshipRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  for (const schema of [mentorSchema, resourceSchema, sessionSchema]) app.addSchema(schema);
  const list = (id: string) => ({ schema: { response: answers({ 200: listOf(id) }) } });

  app.get('/mentorship/mentors', list('Mentor'), async () => (await listMentors(db)).map(mentorView));
  app.get('/mentorship/resources', list('MentorshipResource'), async () => (await listResources(db)).map(resourceView));
  app.get('/mentorship/sessions', list('MentorshipSession'), async (request) =>
    (await listSessionFacts(db, authOf(request).user)).map(sessionView),
  );

  const change = (action: typeof register) => async (request: SessionRequest) => {
    const { user } = authOf(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(MENTORSHIP_MESSAGES.sessionNotFound);
    const refusal = await action(db, id, user);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    return sessionView((await findSessionFacts(db, id, user.id))!);
  };
  const students = {
    onRequest: requireRole('STUDENT'),
    schema: { params: idParams, response: answers({ 200: ref('MentorshipSession') }) },
  };
  app.post<{ Params: { id: string } }>('/mentorship/sessions/:id/register', students, change(register));
  app.post<{ Params: { id: string } }>('/mentorship/sessions/:id/cancel', students, change(cancel));
}
