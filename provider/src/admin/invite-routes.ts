import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/schemas.js';
import type { Mailer } from '../notify/mailer.js';
import { inviteEmails } from '../users/invitation-queries.js';
import { MAX_INVITES_PER_REQUEST, parseInviteList } from './invite-rules.js';

const invitationMail = (batchNo: number) => ({
  subject: 'You are invited to the Nuru Yangu Scholarship Portal',
  text:
    `You have been selected for batch ${batchNo} of the Nuru Yangu scholarship programme.\n\n` +
    'Sign up on the Scholarship Portal with this e-mail address: we will send you a verification code to continue.',
});

const invitedSchema = {
  type: 'object',
  required: ['message', 'invited'],
  properties: {
    message: { type: 'string' },
    invited: { type: 'integer', description: 'New invitations (an e-mail already invited or registered is skipped)' },
    unsent: { type: 'array', items: { type: 'string' }, description: 'Invited, but the invitation e-mail could not be sent' },
  },
} as const;

export async function inviteRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('ADMIN'));

  app.post<{ Body: { emails: string[]; batchNo: number } }>(
    '/admin/students/invite',
    {
      schema: {
        body: {
          type: 'object',
          required: ['emails', 'batchNo'],
          properties: {
            emails: { type: 'array', items: { type: 'string', maxLength: 320 }, maxItems: MAX_INVITES_PER_REQUEST },
            batchNo: { type: 'integer', minimum: 1 },
          },
        },
        response: answers({ 200: invitedSchema }),
      },
    },
    async (request) => {
      const parsed = parseInviteList(request.body.emails);
      if ('invalid' in parsed) throw badRequest(`Invalid e-mail address: ${parsed.invalid}`);
      const { batchNo } = request.body;
      const invited = await inviteEmails(db, parsed.emails, batchNo, authOf(request).user.id);
      // The invitations stand even when their e-mail fails: the scholar can still sign up, and the
      // administrator is told which notices did not go out instead of seeing the whole call fail.
      const results = await Promise.allSettled(invited.map((to) => mailer.send({ to, code: null, ...invitationMail(batchNo) })));
      const unsent = invited.filter((_, i) => results[i]?.status === 'rejected');
      const skipped = parsed.emails.length - invited.length;
      const message =
        `${invited.length} e-mail(s) invited to batch ${batchNo}` +
        (skipped ? `; ${skipped} already invited or registered` : '') +
        (unsent.length ? `; the invitation e-mail could not be sent to ${unsent.join(', ')}` : '') +
        '.';
      return { message, invited: invited.length, ...(unsent.length ? { unsent } : {}) };
    },
  );
}
