// DEVELOPMENT DEFAULTS: the demo programme's stipend runs, the same on every first start. Never in production.
import type { AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { approveRun, markPaid } from '../disbursement/run-changes.js';
import { createRun } from '../disbursement/run-creation.js';
import { confirmTransferFailed, reportTransferFailed } from '../disbursement/transfer-failures.js';

/**
 * The periods are the default instalments of the programme settings (Semester 1 and 2) of the demo's year.
 * Semester 1 was paid, three transfers of it came back from the bank (the officer reported each, the first
 * administrator confirmed it); semester 2 is a draft the first administrator made, so approving it in the demo takes
 * the second one (DEMO_OFFICER).
 */
export const DEMO_DISBURSEMENTS = {
  paid: {
    period: '2024-2025 Semester 1',
    academicYear: 'Y2024_2025',
    createdAt: '2025-01-13T08:00:00Z',
    approvedAt: '2025-01-14T10:30:00Z',
    paidAt: '2025-01-17T09:00:00Z',
    failedAt: '2025-01-21T11:15:00Z',
    /** The first included rows, in reference order, failed for these reasons. */
    failures: [
      'The bank reports the account as closed',
      'The account name does not match the account number',
      'The account is dormant: the scholar must reactivate it at the bank',
    ],
  },
  draft: { period: '2024-2025 Semester 2', academicYear: 'Y2024_2025', createdAt: '2025-06-16T08:00:00Z' },
} as const;

/** Runs through the same changes the officers make (eligibility rules, versions, audit entries), dated in the past. */
export async function seedDisbursements(db: Db, admin: AuditActor, officer: AuditActor, amountTzs: number) {
  const { paid, draft } = DEMO_DISBURSEMENTS;
  const created = await createRun(db, { period: paid.period, academicYear: paid.academicYear, batchNo: null, amountTzs }, admin, {
    now: new Date(paid.createdAt),
  });
  const approved = await approveRun(db, created.id, created.version, officer, { now: new Date(paid.approvedAt) });
  await markPaid(db, created.id, { version: approved.version, paidAt: new Date(paid.paidAt) }, officer, { now: new Date(paid.paidAt) });
  for (const [index, reason] of paid.failures.entries()) {
    const transfer = { runId: created.id, studentId: created.included[index]!.studentId };
    await reportTransferFailed(db, transfer, reason, officer, { now: new Date(paid.failedAt) });
    await confirmTransferFailed(db, transfer, admin, { now: new Date(paid.failedAt) });
  }
  await createRun(db, { period: draft.period, academicYear: draft.academicYear, batchNo: null, amountTzs }, admin, {
    now: new Date(draft.createdAt),
  });
}
