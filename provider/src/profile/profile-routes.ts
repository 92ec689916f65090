import type { FastifyInstance } from 'fastify';
import { findUserByEmail, updateUser } from '../auth/user-queries.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { authOf } from '../http/authenticate.js';
import { badRequest, conflict } from '../http/errors.js';
import { recordActivity } from '../settings/activity-queries.js';
import { profileChanges, profileView, type ProfileUpdate } from './profile-rules.js';

const EMAIL_TAKEN = 'Another account already uses this e-mail.';
const nullableText = { type: ['string', 'null'], maxLength: 200 } as const;

/** The caller's own profile: there is no way to name another account on these routes. */
export async function profileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);

  app.get('/profile', async (request) => profileView(authOf(request).user));

  app.put<{ Body: ProfileUpdate }>('/profile/info', {
    schema: {
      body: {
        type: 'object',
        properties: {
          name: nullableText, email: { type: ['string', 'null'], maxLength: 320 }, sex: nullableText, phoneNumber: nullableText,
          universityName: nullableText, universityRegistrationId: nullableText, courseProgrammeName: nullableText,
          enrolledYear: nullableText, accountNumber: nullableText,
        },
      },
    },
  }, async (request) => {
    const { user } = authOf(request);
    const parsed = profileChanges(request.body);
    if ('problem' in parsed) throw badRequest(parsed.problem);
    const { changes } = parsed;
    if (changes.email && changes.email !== user.email && await findUserByEmail(db, changes.email)) throw conflict(EMAIL_TAKEN);
    try {
      await updateUser(db, user.id, changes);
    } catch (error) {
      // Two people claiming one e-mail at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    await recordActivity(db, user.id, 'profile_updated', request);
    return { message: 'Profile updated successfully' };
  });
}
