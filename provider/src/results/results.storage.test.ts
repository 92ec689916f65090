import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../db/errors.js';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { deleteSubmittedResult, findLiveResult, findOwnResult, insertResult, listResults, type NewResult } from './result-queries.js';
import { setReview } from './review-queries.js';

describe.each(backends)('result queries on $name', (backend) => {
  const state = useBackend(backend);
  const row = (userId: string, resultYear: string, fileName: string, at: string): NewResult => ({
    userId,
    resultYear,
    gpa: 3.5,
    fileName,
    originalName: 'r.pdf',
    fileSize: 10,
    fileType: 'application/pdf',
    uploadedAt: new Date(at),
  });

  it('insert, list newest first, find own only, one live result per year (23505), replace a rejected one', async () => {
    const { db } = state.database;
    const amina = await upsertUserByEmail(db, 'results.a@students.example', {});
    const baraka = await upsertUserByEmail(db, 'results.b@students.example', {});
    await insertResult(db, row(amina.id, 'Y2022_2023', 'a-1.pdf', '2024-01-01T00:00:00Z'));
    await insertResult(db, row(amina.id, 'Y2023_2024', 'a-2.pdf', '2025-01-01T00:00:00Z'));
    await insertResult(db, row(baraka.id, 'Y2023_2024', 'b-1.pdf', '2025-02-01T00:00:00Z'));
    expect((await listResults(db, amina.id)).map((r) => r.fileName)).toEqual(['a-2.pdf', 'a-1.pdf']);
    expect(await findOwnResult(db, amina.id, 'b-1.pdf')).toBeNull();
    expect((await findOwnResult(db, baraka.id, 'b-1.pdf'))?.gpa).toBe(3.5);
    expect((await findLiveResult(db, amina.id, 'Y2023_2024'))?.fileName).toBe('a-2.pdf');

    const duplicate = await insertResult(db, row(amina.id, 'Y2023_2024', 'a-3.pdf', '2025-03-01T00:00:00Z')).catch((e: unknown) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);

    expect((await setReview(db, 'a-2.pdf', { status: 'REJECTED', comment: 'Blurred', reviewedBy: baraka.id })).reviewedAt).toBeInstanceOf(
      Date,
    );
    expect(await findLiveResult(db, amina.id, 'Y2023_2024')).toBeNull();
    const { row: replacement, replacedFiles } = await insertResult(db, row(amina.id, 'Y2023_2024', 'a-3.pdf', '2025-03-01T00:00:00Z'));
    expect(replacedFiles).toEqual(['a-2.pdf']);
    expect(replacement.status).toBe('SUBMITTED');
    expect((await listResults(db, amina.id)).map((r) => r.fileName)).toEqual(['a-3.pdf', 'a-1.pdf']);
  });

  it('deletes only a submitted result of its owner', async () => {
    const { db } = state.database;
    const owner = await upsertUserByEmail(db, 'results.c@students.example', {});
    const stranger = await upsertUserByEmail(db, 'results.d@students.example', {});
    await insertResult(db, row(owner.id, 'Y2022_2023', 'c-1.pdf', '2024-01-01T00:00:00Z'));
    await insertResult(db, row(owner.id, 'Y2023_2024', 'c-2.pdf', '2024-01-01T00:00:00Z'));
    await setReview(db, 'c-2.pdf', { status: 'APPROVED', comment: null, reviewedBy: owner.id });
    expect(await deleteSubmittedResult(db, stranger.id, 'c-1.pdf')).toBe(false);
    expect(await deleteSubmittedResult(db, owner.id, 'c-2.pdf')).toBe(false);
    expect(await deleteSubmittedResult(db, owner.id, 'c-1.pdf')).toBe(true);
    expect((await listResults(db, owner.id)).map((r) => r.fileName)).toEqual(['c-2.pdf']);
  });
});
