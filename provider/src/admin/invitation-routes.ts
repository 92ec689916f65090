import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit/audit-log.js';
import { parseCsv } from '../csv/csv.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors.js';
import { pagedSchema, pageRequest } from '../http/paging.js';
import { answers, idParams, ref, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import {
  awaitsConfirmation,
  createInvitations,
  findInvitationById,
  INVITATION_STATES,
  knownEmails,
  listInvitations,
  markInvitationResent,
  undoInvitationResent,
  revokeInvitation,
  type Invitation,
  type InvitationState,
  type NewInvitation,
} from '../users/invitation-queries.js';
import { ADMIN_INVITATION_MESSAGES } from './admin-invitation-rules.js';
import { invitationMail } from './invitation-mail.js';
import { importQuery, importSchema, invitationListQuery, inviteBody, invitedSchema } from './invitation-schemas.js';
import { parseInviteList } from './invite-rules.js';
import { alreadyInvited, MAX_ROSTER_ROWS, readRoster, ROSTER_MESSAGES, rosterOutcomes, type RosterRow } from './roster-rules.js';

/** A resend within this time of the last e-mail is refused: a double click does not send two. */
export const RESEND_INTERVAL_MS = 60_000;
const ROSTER_BYTES = 2 * 1024 * 1024;

export const INVITATION_MESSAGES = {
  notFound: 'Invitation not found',
  used: 'This invitation was used: the person has signed up',
  resendTooSoon: 'This invitation was sent less than a minute ago',
  resent: (email: string) => `Invitation sent again to ${email}`,
  revoked: (email: string) => `Invitation of ${email} revoked`,
} as const;

export const invitationView = (row: Invitation) => ({
  id: row.id,
  email: row.email,
  batchNo: row.batchNo,
  role: row.role,
  name: row.name,
  status: row.usedAt ? 'USED' : 'PENDING',
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt.toISOString(),
  sendCount: row.sendCount,
  usedAt: row.usedAt?.toISOString() ?? null,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

const invitationAudit = (action: string, row: Invitation, before: Invitation | null, after: Invitation | null): AuditEntry => ({
  action,
  entity: 'invitation',
  entityId: row.id,
  before: before && invitationView(before),
  after: after && invitationView(after),
});

/** Adds the invitations not yet there, each with its audit entry, in one transaction; answers the ones added. */
function inviteAudited(db: Db, actor: AuditActor, wanted: NewInvitation[]): Promise<Invitation[]> {
  return db.transaction(async (tx) => {
    const rows = await createInvitations(tx, wanted, actor.id);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => invitationAudit('invitation.created', row, null, row)),
    );
    return rows;
  });
}

/** Sends each new invitation's e-mail; answers the addresses it could not reach (the invitations stand). */
async function sendInvitations(mailer: Mailer, rows: Invitation[], log: FastifyBaseLogger): Promise<string[]> {
  const sent = await Promise.allSettled(rows.map((row) => mailer.send({ to: row.email, code: null, ...invitationMail(row) })));
  const unsent = rows.filter((_, i) => sent[i]?.status === 'rejected').map((row) => row.email);
  if (unsent.length) log.warn({ unsent: unsent.length }, 'invitation e-mails not sent');
  return unsent;
}

async function activeBatch(db: Db, batchNo: number) {
  const { activeBatches } = await readProgrammeSettings(db);
  if (!activeBatches.includes(batchNo)) throw badRequest(ROSTER_MESSAGES.inactiveBatch(batchNo));
}

/** Inviting scholars (a pasted list or a roster CSV) and the pending invitations (ADMIN, see admin-routes.ts). */
export async function invitationRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: ROSTER_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: { emails: string[]; batchNo: number } }>(
    '/admin/students/invite',
    { schema: { body: inviteBody, response: answers({ 200: invitedSchema }) } },
    async (request) => {
      const parsed = parseInviteList(request.body.emails);
      if ('invalid' in parsed) throw badRequest(`Invalid e-mail address: ${parsed.invalid}`);
      const { batchNo } = request.body;
      await activeBatch(db, batchNo);
      const added = await inviteAudited(
        db,
        authOf(request).user,
        parsed.emails.map((email) => ({ email, batchNo })),
      );
      const unsent = await sendInvitations(mailer, added, request.log);
      const skipped = parsed.emails.length - added.length;
      const message =
        `${added.length} e-mail(s) invited to batch ${batchNo}` +
        (skipped ? `; ${skipped} already invited or registered` : '') +
        (unsent.length ? `; the invitation e-mail could not be sent to ${unsent.join(', ')}` : '') +
        '.';
      return { message, invited: added.length, ...(unsent.length ? { unsent } : {}) };
    },
  );

  app.post<{ Querystring: { dryRun?: 'true' | 'false' }; Body: unknown }>(
    '/admin/students/import',
    {
      schema: {
        querystring: importQuery,
        consumes: ['text/csv'],
        describedBody: { type: 'string', description: 'text/csv: email,batchNo[,name] per line; a header row is optional' },
        response: answers({ 200: importSchema, 422: importSchema }),
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw badRequest('Send the roster as text/csv');
      const parsed = parseCsv(request.body);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      const { activeBatches } = await readProgrammeSettings(db);
      const lines = readRoster(parsed.rows, activeBatches);
      if (lines.length === 0) throw badRequest(ROSTER_MESSAGES.empty);
      if (lines.length > MAX_ROSTER_ROWS) throw badRequest(ROSTER_MESSAGES.tooMany);
      const outcomes = rosterOutcomes(
        lines,
        await knownEmails(
          db,
          lines.map((line) => line.email),
        ),
      );
      const invalid = outcomes.filter((row) => row.outcome === 'INVALID').length;
      if (invalid) return reply.code(422).send({ message: ROSTER_MESSAGES.hasInvalid(invalid), rows: outcomes, applied: false });
      const toInvite = outcomes.filter((row) => row.outcome === 'INVITE');
      if (request.query.dryRun !== 'false') return { message: ROSTER_MESSAGES.dryRun(toInvite.length), rows: outcomes, applied: false };

      const added = await inviteAudited(
        db,
        authOf(request).user,
        toInvite.map(({ email, batchNo, name }) => ({ email, batchNo, name })),
      );
      const addedEmails = new Set(added.map((row) => row.email));
      // A row invited by someone else between the report and now is told so, not counted twice.
      const rows: RosterRow[] = outcomes.map((row) =>
        row.outcome !== 'INVITE'
          ? row
          : addedEmails.has(row.email)
            ? { ...row, message: ROSTER_MESSAGES.invited(row.batchNo!) }
            : alreadyInvited(row, row.batchNo),
      );
      const unsent = await sendInvitations(mailer, added, request.log);
      return { message: ROSTER_MESSAGES.applied(added.length), rows, applied: true, ...(unsent.length ? { unsent } : {}) };
    },
  );

  app.get<{ Querystring: { status?: string; search?: string; page?: string; pageSize?: string } }>(
    '/admin/invitations',
    { schema: { querystring: invitationListQuery, response: answers({ 200: pagedSchema('Invitation') }) } },
    async (request) => {
      const paging = pageRequest(request.query);
      if ('problem' in paging) throw badRequest(paging.problem);
      const state = request.query.status?.trim() || undefined;
      if (state && !(INVITATION_STATES as readonly string[]).includes(state))
        throw badRequest(`status must be one of ${INVITATION_STATES.join(', ')}`);
      const search = request.query.search?.trim() || undefined;
      const listed = await listInvitations(db, { state: state as InvitationState | undefined, search }, paging.page);
      return { ...listed, items: listed.items.map(invitationView) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/invitations/:id/resend',
    { schema: { params: idParams, response: answers({ 200: written('Invitation') }) } },
    async (request) => {
      const found = isUuid(request.params.id) ? await findInvitationById(db, request.params.id) : null;
      if (!found) throw notFound(INVITATION_MESSAGES.notFound);
      if (found.usedAt) throw conflict(INVITATION_MESSAGES.used);
      // Sent before its confirmation, it would let the invitee sign up as an administrator on one officer's word.
      if (awaitsConfirmation(found)) throw conflict(ADMIN_INVITATION_MESSAGES.unconfirmed);
      const resent = await markInvitationResent(db, found.id, new Date(Date.now() - RESEND_INTERVAL_MS));
      if (!resent) throw tooManyRequests(INVITATION_MESSAGES.resendTooSoon);
      try {
        await mailer.send({ to: found.email, code: null, ...invitationMail(found) });
      } catch (error) {
        await undoInvitationResent(db, found);
        throw error;
      }
      await recordAudit(db, authOf(request).user, invitationAudit('invitation.resent', resent, found, resent));
      return { message: INVITATION_MESSAGES.resent(resent.email), data: invitationView(resent) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/admin/invitations/:id',
    { schema: { params: idParams, response: answers({ 200: ref('Message') }) } },
    async (request) => {
      const found = isUuid(request.params.id) ? await findInvitationById(db, request.params.id) : null;
      if (!found) throw notFound(INVITATION_MESSAGES.notFound);
      const revoked = await revokeInvitation(db, found.id);
      if (!revoked) throw conflict(INVITATION_MESSAGES.used);
      await recordAudit(db, authOf(request).user, invitationAudit('invitation.revoked', revoked, revoked, null));
      return { message: INVITATION_MESSAGES.revoked(revoked.email) };
    },
  );
}
