// Tests only: scholars written straight into the database with exactly the records a test needs (enrollment,
// the year's results, control numbers, bank account), each fact a test's choice rather than the demo's.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { payments, results, type RESULT_STATUSES } from '../db/schema.js';
import { upsertUserByEmail } from '../users/user-queries.js';

export interface ScholarSpec {
  email: string;
  batchNo: number;
  name?: string;
  /** Default 'Active'. */
  enrollmentStatus?: string;
  /** The year's results; default APPROVED, null for none. */
  result?: (typeof RESULT_STATUSES)[number] | null;
  /** Control numbers of the year submitted; default both. */
  universityFee?: boolean;
  nhif?: boolean;
  /** Default a number made from the e-mail; null for none. */
  accountNumber?: string | null;
  /** Default Y2024_2025. */
  year?: string;
}

let serial = 0;

/** Writes the year's results of a scholar (replacing them): what an upload and a review would leave. */
export async function giveResult(db: Db, userId: string, year: string, status: (typeof RESULT_STATUSES)[number]) {
  await db
    .insert(results)
    .values({
      userId,
      resultYear: year,
      gpa: 3.5,
      fileName: `fixture-${randomUUID()}.pdf`,
      originalName: 'results.pdf',
      fileSize: 1,
      fileType: 'application/pdf',
      status,
    })
    .onConflictDoUpdate({ target: [results.userId, results.resultYear], set: { status } });
}

export async function insertScholar(db: Db, spec: ScholarSpec) {
  const year = spec.year ?? 'Y2024_2025';
  serial++;
  const user = await upsertUserByEmail(db, spec.email, {
    role: 'STUDENT',
    name: spec.name ?? spec.email.split('@')[0]!,
    batchNo: spec.batchNo,
    enrollmentStatus: spec.enrollmentStatus ?? 'Active',
    accountNumber: spec.accountNumber === undefined ? `0150${String(900_000_000 + serial)}` : spec.accountNumber,
    completedAt: new Date(),
  });
  const result = spec.result === undefined ? 'APPROVED' : spec.result;
  if (result) await giveResult(db, user.id, year, result);
  const numbers = (
    [
      ['UNIVERSITY_FEE', spec.universityFee ?? true],
      ['NHIF', spec.nhif ?? true],
    ] as const
  ).filter(([, submitted]) => submitted);
  if (numbers.length)
    await db
      .insert(payments)
      .values(numbers.map(([paymentType], i) => ({ userId: user.id, paymentType, paymentYear: year, controlNumber: `98${serial}${i}` })));
  return user;
}
