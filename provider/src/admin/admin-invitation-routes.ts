import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { authOf, GUARD_MESSAGES } from '../http/authenticate.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { answers, emailText, idParams, MAX_TEXT_LENGTH, nullable, written } from '../http/schemas.js';
import { isUuid } from '../http/uuid.js';
import type { Mailer } from '../notify/mailer.js';
import { mailMoment } from '../notify/mail-language.js';
import { notifyAdministrators } from '../notify/notify-admins.js';
import { isEmail, normalizeEmail, shownEmail } from '../users/email-rules.js';
import { createInvitations, findInvitation, type Invitation } from '../users/invitation-queries.js';
import { findUserByEmail, type User } from '../users/user-queries.js';
import { adminStates, lockAdmins } from '../users/admin-queries.js';
import { ADMIN_ACCOUNT_MESSAGES as M } from './admin-account-rules.js';
import {
  confirmAdminInvitation,
  listPendingAdminInvitations,
  lockPendingAdminInvitation,
  markNoticeSent,
  type PendingAdminInvitation,
} from './admin-invitation-queries.js';
import {
  ADMIN_CONFIRMATION_WAIT_MS,
  ADMIN_INVITATION_MESSAGES as AI,
  CONFIRM_BLOCKS,
  confirmationOf,
  confirmBlockMessage,
  isAdminEmailAllowed,
} from './admin-invitation-rules.js';
import { invitationMail } from './invitation-mail.js';
import { invitationView } from './invitation-routes.js';
import { ADMIN_NOTICE_MAIL, type Person } from './mail-words.js';

const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const officer = {
  type: ['object', 'null'],
  required: ['id', 'name'],
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, email: { type: 'string' } },
} as const;

const adminInvitationSchema = {
  $id: 'AdminInvitation',
  type: 'object',
  required: [
    'id',
    'email',
    'name',
    'invitedAt',
    'invitedBy',
    'confirmedAt',
    'confirmedBy',
    'waitingEndsAt',
    'viewerCanConfirm',
    'confirmBlock',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    name: nullable('string'),
    invitedAt: dateTime,
    invitedBy: officer,
    confirmedAt: nullableDateTime,
    confirmedBy: officer,
    waitingEndsAt: nullableDateTime,
    viewerCanConfirm: { type: 'boolean' },
    confirmBlock: { type: ['string', 'null'], enum: [...CONFIRM_BLOCKS, null] },
  },
} as const;

const personOf = (user: User): Person => ({ name: user.name, email: shownEmail(user) });
const invitee = (invitation: Invitation): Person => ({ name: invitation.name, email: invitation.email });

/** The pending invitation as the viewer sees it: whether they may confirm it, and if not, why. */
function adminInvitationView(pending: PendingAdminInvitation, viewerId: string, activeIds: readonly string[], now: Date) {
  const { invitation, inviter, confirmer } = pending;
  const { block, waitingEndsAt } = confirmationOf({
    viewerId,
    invitedBy: invitation.invitedBy,
    confirmedAt: invitation.confirmedAt,
    noticeSentAt: invitation.noticeSentAt,
    othersActive: activeIds.filter((id) => id !== invitation.invitedBy).length,
    now,
  });
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    invitedAt: invitation.createdAt.toISOString(),
    invitedBy: inviter,
    confirmedAt: invitation.confirmedAt?.toISOString() ?? null,
    confirmedBy: confirmer,
    waitingEndsAt: waitingEndsAt?.toISOString() ?? null,
    viewerCanConfirm: block === null,
    confirmBlock: block,
  };
}

const activeIdsOf = (admins: { id: string; deactivatedAt: Date | null }[]) =>
  admins.filter((admin) => admin.deactivatedAt === null).map((admin) => admin.id);

/**
 * Making another officer (ADMIN, see admin-routes.ts): an invitation every administrator is e-mailed of, sent to the
 * invitee only once an administrator other than the inviter confirms it (or, with no other active administrator,
 * the inviter after ADMIN_CONFIRMATION_WAIT_MS from that notice).
 */
export async function adminInvitationRoutes(
  app: FastifyInstance,
  { db, mailer, adminEmailDomains }: { db: Db; mailer: Mailer; adminEmailDomains?: readonly string[] },
) {
  app.addSchema(adminInvitationSchema);

  app.post<{ Body: { email: string; name: string } }>(
    '/admin/admins/invite',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'name'],
          properties: { email: emailText, name: { type: 'string', maxLength: 1000 } },
        },
        response: answers({ 200: written('Invitation') }),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw badRequest(`Invalid e-mail address: ${request.body.email}`);
      if (!isAdminEmailAllowed(email, adminEmailDomains)) throw badRequest(AI.domain(adminEmailDomains!));
      const name = request.body.name.trim();
      if (!name) throw badRequest(M.nameRequired);
      if (name.length > MAX_TEXT_LENGTH) throw badRequest(M.nameTooLong);
      if (await findUserByEmail(db, email)) throw conflict(M.registered);
      if (await findInvitation(db, email)) throw conflict(M.invited);
      const { user } = authOf(request);
      const { invitation, othersActive } = await db.transaction(async (tx) => {
        const [row] = await createInvitations(tx, [{ email, name, role: 'ADMIN', batchNo: null }], user.id);
        if (!row) throw conflict(M.invited);
        await recordAudit(tx, user, {
          action: 'admin.invited',
          entity: 'invitation',
          entityId: row.id,
          before: null,
          after: invitationView(row),
        });
        const active = activeIdsOf(await adminStates(tx));
        return { invitation: row, othersActive: active.filter((id) => id !== user.id).length };
      });

      // The invitee hears nothing yet; every administrator hears of it now, switched-off ones too when the inviter is
      // the only one active (and so may confirm it alone after the wait).
      const noticeAt = new Date();
      const aloneFrom = othersActive === 0 ? new Date(noticeAt.getTime() + ADMIN_CONFIRMATION_WAIT_MS) : null;
      const notice = await notifyAdministrators(
        db,
        mailer,
        {
          deactivatedToo: othersActive === 0,
          mail: (language, zone) =>
            ADMIN_NOTICE_MAIL[language].invited(personOf(user), invitee(invitation), aloneFrom && mailMoment(aloneFrom, language, zone)),
        },
        request.log,
      );
      // A notice that did not reach everyone starts no waiting period: the inviter alone can never confirm it.
      const noticed = notice.failed === 0 ? await markNoticeSent(db, invitation.id, noticeAt) : null;
      return {
        message: notice.failed ? AI.noticeFailed(email) : AI.invitedAwaiting(email),
        data: invitationView(noticed ?? invitation),
      };
    },
  );

  app.get(
    '/admin/admins/invitations',
    {
      schema: {
        response: answers({
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: { $ref: 'AdminInvitation#' } } },
          },
        }),
      },
    },
    async (request) => {
      const viewer = authOf(request).user.id;
      const [pending, admins] = await Promise.all([listPendingAdminInvitations(db), adminStates(db)]);
      const now = new Date();
      return { items: pending.map((row) => adminInvitationView(row, viewer, activeIdsOf(admins), now)) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/admins/invitations/:id/confirm',
    { schema: { params: idParams, response: answers({ 200: written('AdminInvitation') }) } },
    async (request) => {
      const { user } = authOf(request);
      const { confirmed, activeIds } = await db.transaction(async (tx) => {
        // Locked first, as a switch-off locks them: a confirmation and a deactivation take turns.
        const admins = await lockAdmins(tx);
        if (!admins.some((admin) => admin.id === user.id && admin.deactivatedAt === null)) throw forbidden(GUARD_MESSAGES.forbidden);
        const found = isUuid(request.params.id) ? await lockPendingAdminInvitation(tx, request.params.id) : null;
        if (!found) throw notFound(AI.notFound);
        // The list may have narrowed since the invitation was made.
        if (!isAdminEmailAllowed(found.email, adminEmailDomains)) throw conflict(AI.domain(adminEmailDomains!));
        const active = activeIdsOf(admins);
        const { block, waitingEndsAt } = confirmationOf({
          viewerId: user.id,
          invitedBy: found.invitedBy,
          confirmedAt: found.confirmedAt,
          noticeSentAt: found.noticeSentAt,
          othersActive: active.filter((id) => id !== found.invitedBy).length,
          now: new Date(),
        });
        if (block) throw conflict(confirmBlockMessage(block, waitingEndsAt));
        const after = await confirmAdminInvitation(tx, found.id, user.id);
        await recordAudit(tx, user, {
          action: 'admin.invitation_confirmed',
          entity: 'invitation',
          entityId: found.id,
          before: invitationView(found),
          after: invitationView(after),
        });
        return { confirmed: after, activeIds: active };
      });

      let sent = true;
      try {
        await mailer.send({ to: confirmed.email, code: null, ...invitationMail(confirmed) });
      } catch (error) {
        // Confirmed all the same: the invitation can be sent again from the invitations list.
        sent = false;
        request.log.warn({ err: error }, "administrator's invitation confirmed, its e-mail not sent");
      }
      await notifyAdministrators(
        db,
        mailer,
        { mail: (language) => ADMIN_NOTICE_MAIL[language].confirmed(personOf(user), invitee(confirmed)) },
        request.log,
      );
      const [pending] = await listPendingAdminInvitations(db, confirmed.id);
      // Used within this very moment by a quick invitee: the answer is the invitation as confirmed.
      const view = pending ?? { invitation: confirmed, inviter: null, confirmer: { id: user.id, name: user.name } };
      return {
        message: sent ? AI.confirmedOne(confirmed.email) : AI.confirmedUnsent(confirmed.email),
        data: adminInvitationView(view, user.id, activeIds, new Date()),
      };
    },
  );
}
