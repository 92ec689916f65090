import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeOf, recordAudit, type AuditEntity } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { rowById } from '../db/rows.js';
import { mentors, mentorshipResources, mentorshipSessions } from '../db/schema.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { answers, idParams, ref } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import { parseMentor, parseResource, parseSession, type Parsed } from './mentorship-input.js';
import { MENTORSHIP_MESSAGES as M } from './mentorship-messages.js';
import {
  deleteMentor,
  deleteResource,
  deleteSession,
  findSessionFacts,
  insertMentor,
  insertResource,
  insertSession,
  mentorExists,
  updateMentor,
  updateResource,
  updateSession,
} from './mentorship-queries.js';
import { mentorView, resourceView, sessionView } from './mentorship-rules.js';
import {
  mentorBody,
  mentorSchema,
  registrationSchema,
  resourceBody,
  resourceSchema,
  sessionBody,
  sessionSchema,
} from './mentorship-schemas.js';
import { listRegistrations } from './registration-queries.js';

type ById = { Params: { id: string } };

function valid<T>(parsed: Parsed<T>): T {
  if ('problem' in parsed) throw badRequest(parsed.problem);
  return parsed.value;
}

/** Not a uuid or no such row: the same 404. */
function found<T>(row: T | null | false, message: string): T {
  if (!row) throw notFound(message);
  return row;
}

/** ADMIN only: managing mentors, sessions and resources, and who registered for a session. */
export async function mentorshipAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));
  for (const schema of [mentorSchema, resourceSchema, sessionSchema]) app.addSchema(schema);
  // A write takes the whole record and answers it as saved; a delete answers a message.
  const create = (body: object, id: string) => ({ schema: { describedBody: body, response: answers({ 200: ref(id) }) } });
  const replace = (body: object, id: string) => ({
    schema: { params: idParams, describedBody: body, response: answers({ 200: ref(id) }) },
  });
  const remove = { schema: { params: idParams, response: answers({ 200: ref('Message') }) } };

  // Every change is audited with the row before and after (an officer's action, like any other).
  const audit = (request: FastifyRequest, entity: AuditEntity, id: string, before: unknown, after: unknown) =>
    recordAudit(db, authOf(request).user, { action: `${entity}.${changeOf(before, after)}`, entity, entityId: id, before, after });
  const current = <T extends typeof mentors | typeof mentorshipSessions | typeof mentorshipResources>(table: T, id: string) =>
    isUuid(id) ? rowById(db, table, id) : Promise.resolve(null);

  app.post('/mentorship/mentors', create(mentorBody, 'Mentor'), async (request) => {
    const row = await insertMentor(db, valid(parseMentor(request.body)));
    await audit(request, 'mentor', row.id, null, row);
    return mentorView(row);
  });
  app.put<ById>('/mentorship/mentors/:id', replace(mentorBody, 'Mentor'), async (request) => {
    const values = valid(parseMentor(request.body));
    const before = found(await current(mentors, request.params.id), M.mentorNotFound);
    const row = found(await updateMentor(db, before.id, values), M.mentorNotFound);
    await audit(request, 'mentor', row.id, before, row);
    return mentorView(row);
  });
  app.delete<ById>('/mentorship/mentors/:id', remove, async (request) => {
    const before = found(await current(mentors, request.params.id), M.mentorNotFound);
    const outcome = await deleteMentor(db, before.id);
    if (outcome === 'in-use') throw conflict(M.mentorHasSessions);
    found(outcome === 'deleted', M.mentorNotFound);
    await audit(request, 'mentor', before.id, before, null);
    return { message: M.deleted };
  });

  const sessionInput = async (body: unknown) => {
    const values = valid(parseSession(body));
    if (!(await mentorExists(db, values.mentorId))) throw badRequest(M.mentorNotFound);
    return values;
  };
  const answerSession = async (id: string, userId: string) => sessionView((await findSessionFacts(db, id, userId))!);
  app.post('/mentorship/sessions', create(sessionBody, 'MentorshipSession'), async (request) => {
    const row = await insertSession(db, await sessionInput(request.body));
    await audit(request, 'mentorship_session', row.id, null, row);
    return answerSession(row.id, authOf(request).user.id);
  });
  app.put<ById>('/mentorship/sessions/:id', replace(sessionBody, 'MentorshipSession'), async (request) => {
    const values = await sessionInput(request.body);
    const before = found(await current(mentorshipSessions, request.params.id), M.sessionNotFound);
    const row = found(await updateSession(db, before.id, values), M.sessionNotFound);
    await audit(request, 'mentorship_session', row.id, before, row);
    return answerSession(row.id, authOf(request).user.id);
  });
  app.delete<ById>('/mentorship/sessions/:id', remove, async (request) => {
    const before = found(await current(mentorshipSessions, request.params.id), M.sessionNotFound);
    found(await deleteSession(db, before.id), M.sessionNotFound);
    await audit(request, 'mentorship_session', before.id, before, null);
    return { message: M.deleted };
  });
  app.get<ById>(
    '/mentorship/sessions/:id/registrations',
    {
      schema: { params: idParams, response: answers({ 200: { type: 'array', items: registrationSchema } }) },
    },
    async (request) => {
      found(isUuid(request.params.id) && (await findSessionFacts(db, request.params.id, authOf(request).user.id)), M.sessionNotFound);
      return (await listRegistrations(db, request.params.id)).map((r) => ({ ...r, registeredAt: r.registeredAt.toISOString() }));
    },
  );

  app.post('/mentorship/resources', create(resourceBody, 'MentorshipResource'), async (request) => {
    const row = await insertResource(db, valid(parseResource(request.body)));
    await audit(request, 'mentorship_resource', row.id, null, row);
    return resourceView(row);
  });
  app.put<ById>('/mentorship/resources/:id', replace(resourceBody, 'MentorshipResource'), async (request) => {
    const values = valid(parseResource(request.body));
    const before = found(await current(mentorshipResources, request.params.id), M.resourceNotFound);
    const row = found(await updateResource(db, before.id, values), M.resourceNotFound);
    await audit(request, 'mentorship_resource', row.id, before, row);
    return resourceView(row);
  });
  app.delete<ById>('/mentorship/resources/:id', remove, async (request) => {
    const before = found(await current(mentorshipResources, request.params.id), M.resourceNotFound);
    found(await deleteResource(db, before.id), M.resourceNotFound);
    await audit(request, 'mentorship_resource', before.id, before, null);
    return { message: M.deleted };
  });
}
