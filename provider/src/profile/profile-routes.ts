import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { updateUser } from '../users/user-queries.js';
import { profileView } from '../users/user-view.js';
import { profileChanges, type ProfileUpdate } from './profile-rules.js';

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
    const parsed = profileChanges(request.body, user.email);
    if ('problem' in parsed) throw badRequest(parsed.problem);
    await updateUser(db, user.id, parsed.changes);
    await recordActivity(db, user.id, 'profile_updated', request);
    return { message: 'Profile updated successfully' };
  });
}
