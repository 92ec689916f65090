import { describe, expect, it } from 'vitest';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { findSessionFacts, insertMentor, insertSession, listSessionFacts } from './mentorship-queries.js';
import { cancel, listRegistrations, register } from './registration-queries.js';

describe.each(backends)('mentorship registrations on $name', (backend) => {
  const state = useBackend(backend);

  it('concurrent registrations fill the capacity exactly; a cancelled seat can be taken again', async () => {
    const { db } = state.database;
    const mentor = await insertMentor(db, { name: 'M', field: 'F', organisation: 'O', bio: '' });
    const session = await insertSession(db, {
      title: 'Three seats',
      description: '',
      mentorId: mentor.id,
      startsAt: new Date(Date.now() + 86_400_000),
      durationMinutes: 60,
      mode: 'ONLINE',
      link: 'https://meet.example/3',
      place: null,
      capacity: 3,
      batchNo: null,
    });
    const students = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upsertUserByEmail(db, `seat.${i}@students.example`, { role: 'STUDENT', batchNo: 1 })),
    );

    const refusals = await Promise.all(students.map((student) => register(db, session.id, student)));
    expect(refusals.filter((r) => r === null)).toHaveLength(3);
    expect(refusals.filter((r) => r !== null)).toEqual(Array(5).fill({ status: 409, message: 'This session is full.' }));
    const seated = await listRegistrations(db, session.id);
    expect(seated).toHaveLength(3);

    const leaving = students.find((s) => s.id === seated[0]!.userId)!;
    const waiting = students.filter((s) => !seated.some((r) => r.userId === s.id));
    expect(await cancel(db, session.id, leaving)).toBeNull();
    const second = await Promise.all(waiting.map((student) => register(db, session.id, student)));
    expect(second.filter((r) => r === null)).toHaveLength(1);
    expect(await findSessionFacts(db, session.id, leaving.id)).toMatchObject({ taken: 3, registered: false });
    expect(
      (await listSessionFacts(db, { id: leaving.id, role: 'STUDENT', batchNo: 1 })).find((f) => f.session.id === session.id),
    ).toMatchObject({ taken: 3, registered: false });
  });
});
