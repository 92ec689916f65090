import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import { csvLine } from '../csv/csv.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pagedSchema, pageRequest } from '../http/paging.js';
import { answers, idParams, ref } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { maskAccountNumber } from '../users/account-number-rules.js';
import { shownEmail } from '../users/email-rules.js';
import { parseStatusChange, STATUS_CHANGE_MESSAGES, storedStatus, wireStatus } from './enrollment-rules.js';
import { parseStudentQuery, type StudentQuery } from './student-filter-rules.js';
import { eachStudent, findStudentRow, listStudents, lockScholar, setEnrollmentStatus, studentDetail } from './student-queries.js';
import { describedStatusChange, studentDetailSchema, studentFilterQuery, studentListQuery, studentRowSchema } from './student-schemas.js';

const EXPORT_COLUMNS = [
  'name',
  'email',
  'batchNo',
  'universityName',
  'courseProgrammeName',
  'universityRegistrationId',
  'enrollmentStatus',
  'resultStatus',
  'universityFeeStatus',
  'nhifStatus',
  'createdAt',
] as const;

/** The scholars' table, its CSV export, a scholar's page and their enrollment status (ADMIN, see admin-routes.ts). */
export async function studentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addSchema(studentRowSchema);
  app.addSchema(studentDetailSchema);

  async function filterOf(query: StudentQuery) {
    const parsed = parseStudentQuery(query, (await readProgrammeSettings(db)).currentAcademicYear);
    if ('problem' in parsed) throw badRequest(parsed.problem);
    return parsed.filter;
  }

  app.get<{ Querystring: StudentQuery & { page?: string; pageSize?: string } }>(
    '/admin/students',
    { schema: { querystring: studentListQuery, response: answers({ 200: pagedSchema('AdminStudentRow') }) } },
    async (request) => {
      const paging = pageRequest(request.query);
      if ('problem' in paging) throw badRequest(paging.problem);
      return listStudents(db, await filterOf(request.query), paging.page);
    },
  );

  app.get<{ Querystring: StudentQuery }>(
    '/admin/students/export.csv',
    {
      schema: {
        querystring: studentFilterQuery,
        produces: ['text/csv'],
        response: answers({ 200: { type: 'string', description: `text/csv: ${EXPORT_COLUMNS.join(',')}` } }),
      },
    },
    async (request, reply) => {
      const filter = await filterOf(request.query);
      async function* lines() {
        yield csvLine(EXPORT_COLUMNS);
        for await (const row of eachStudent(db, filter)) yield csvLine(EXPORT_COLUMNS.map((column) => row[column]));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="scholars-${filter.year}.csv"`)
        .send(Readable.from(lines()));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/admin/students/:id',
    { schema: { params: idParams, response: answers({ 200: ref('AdminStudent') }) } },
    async (request) => {
      const found = isUuid(request.params.id) ? await studentDetail(db, request.params.id) : null;
      if (!found) throw notFound(STATUS_CHANGE_MESSAGES.notFound);
      const { user, accountNumberChangedAt, ...records } = found;
      const { accountNumber, ...shown } = user;
      return {
        profile: {
          ...shown,
          maskedAccountNumber: maskAccountNumber(accountNumber),
          accountNumberChangedAt: accountNumberChangedAt?.toISOString() ?? null,
          email: shownEmail(user),
          enrollmentStatus: wireStatus(user.enrollmentStatus),
          createdAt: user.createdAt.toISOString(),
        },
        ...records,
      };
    },
  );

  app.put<{ Params: { id: string }; Body: { status?: unknown; reason?: unknown; expectedStatus?: unknown } }>(
    '/admin/students/:id/status',
    {
      schema: {
        params: idParams,
        body: { type: 'object' },
        describedBody: describedStatusChange,
        response: answers({
          200: { type: 'object', required: ['message', 'data'], properties: { message: { type: 'string' }, data: ref('AdminStudentRow') } },
        }),
      },
    },
    async (request) => {
      const change = parseStatusChange(request.body ?? {});
      if ('problem' in change) throw badRequest(change.problem);
      if (!isUuid(request.params.id)) throw notFound(STATUS_CHANGE_MESSAGES.notFound);
      const id = request.params.id;
      const { user: actor } = authOf(request);
      await db.transaction(async (tx) => {
        const scholar = await lockScholar(tx, id);
        if (!scholar) throw notFound(STATUS_CHANGE_MESSAGES.notFound);
        const current = wireStatus(scholar.enrollmentStatus);
        if (change.expected && change.expected !== current) throw conflict(STATUS_CHANGE_MESSAGES.stale);
        if (current === change.status) throw conflict(STATUS_CHANGE_MESSAGES.sameStatus);
        await setEnrollmentStatus(tx, id, storedStatus(change.status));
        await recordAudit(tx, actor, {
          action: 'student.status_changed',
          entity: 'student',
          entityId: id,
          before: { enrollmentStatus: current },
          after: { enrollmentStatus: change.status, reason: change.reason },
        });
      });
      const { currentAcademicYear } = await readProgrammeSettings(db);
      return { message: STATUS_CHANGE_MESSAGES.changed, data: await findStudentRow(db, id, currentAcademicYear) };
    },
  );
}
