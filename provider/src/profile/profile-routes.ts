import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../audit/activity-queries.js';
import type { Db } from '../db/client.js';
import { authOf } from '../http/authenticate.js';
import { badRequest } from '../http/errors.js';
import { answers, nullableEmailText, ref } from '../http/schemas.js';
import { updateUser } from '../users/user-queries.js';
import { profileFieldsInput, profileSchema, profileView } from '../users/user-view.js';
import { profileChanges, type ProfileUpdate } from './profile-rules.js';

const profileUpdateSchema = {
  type: 'object',
  properties: {
    email: nullableEmailText,
    ...profileFieldsInput,
  },
} as const;

// The portal sends the programme's fields back with every save (spec 7); they are ignored, not refused.
const describedUpdate = {
  ...profileUpdateSchema,
  description: 'Absent or null: keep; a blank optional field: clear it. The e-mail must be the current one.',
  properties: {
    ...profileUpdateSchema.properties,
    batchNo: { type: ['integer', 'null'], description: 'Ignored: the programme sets it' },
    enrollmentStatus: { type: ['string', 'null'], description: 'Ignored: the programme sets it' },
  },
} as const;

/** The caller's own profile: there is no way to name another account on these routes. */
export async function profileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', app.authenticate);
  app.addSchema(profileSchema);

  app.get('/profile', { schema: { response: answers({ 200: ref('Profile') }) } }, async (request) => profileView(authOf(request).user));

  app.put<{ Body: ProfileUpdate }>(
    '/profile/info',
    {
      schema: { body: profileUpdateSchema, describedBody: describedUpdate, response: answers({ 200: ref('Message') }) },
    },
    async (request) => {
      const { user } = authOf(request);
      const parsed = profileChanges(request.body, user.email);
      if ('problem' in parsed) throw badRequest(parsed.problem);
      await updateUser(db, user.id, parsed.changes);
      await recordActivity(db, user.id, 'profile_updated', request);
      return { message: 'Profile updated successfully' };
    },
  );
}
