import type { Db } from '../db/client.js';
import { insertMentor, insertResource, insertSession } from '../mentorship/mentorship-queries.js';
import { insertRegistration } from '../mentorship/registration-queries.js';
import { findUserByEmail } from '../users/user-queries.js';
import { SEED_MENTORS, SEED_RESOURCES, SEED_SESSIONS, seedSessionStart } from './mentorship-records.js';

/** The demo mentors, sessions (with the demo students' seats) and resources. */
export async function seedMentorship(db: Db, now: Date): Promise<void> {
  const mentors = [];
  for (const mentor of SEED_MENTORS) mentors.push(await insertMentor(db, mentor));
  for (const { mentor, inDays, registered, ...session } of SEED_SESSIONS) {
    const startsAt = seedSessionStart(inDays, now);
    const row = await insertSession(db, { ...session, mentorId: mentors[mentor]!.id, startsAt });
    for (const email of registered) {
      const student = (await findUserByEmail(db, email))!;
      // Registered a week before the session (or at seeding, for the soon ones).
      await insertRegistration(db, row.id, student.id, new Date(Math.min(now.getTime(), startsAt.getTime() - 7 * 86_400_000)));
    }
  }
  for (const resource of SEED_RESOURCES) await insertResource(db, resource);
}
