import { sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { disbursementItems, disbursementRuns } from '../db/schema.js';
import { scholarFacts } from './eligibility-queries.js';
import { blockingReasons } from './eligibility-rules.js';
import { audited, runAfter, type ChangeOptions } from './run-changes.js';
import { periodKey } from './period-rules.js';
import type { NewRun } from './run-input-rules.js';
import { transferReference } from './run-rules.js';

// A bulk insert's rows per statement: 8 values a row stays far below PostgreSQL's 65,535 parameters.
const INSERT_CHUNK = 1000;

/**
 * Creates a DRAFT run of every scholar of the batch (or all batches), each included or excluded by the eligibility
 * rules. A lock per period makes two officers creating runs of one period at once take turns, so the second sees
 * the first's scholars as already in the period; the database's one-row-per-period index refuses the rest.
 */
export function createRun(db: Db, input: NewRun & { amountTzs: number }, actor: AuditActor, { now = new Date() }: ChangeOptions = {}) {
  return db.transaction(async (tx) => {
    const key = periodKey(input.period);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`disbursement:${key}`}))`);
    const scholars = await scholarFacts(tx, { year: input.academicYear, periodKey: key, batchNo: input.batchNo });
    const [run] = await tx
      .insert(disbursementRuns)
      .values({ ...input, periodKey: key, createdBy: actor.id, createdAt: now })
      .returning({ id: disbursementRuns.id, seq: disbursementRuns.seq });
    const rows = scholars.map((scholar, index) => {
      const reasons = blockingReasons(scholar);
      return {
        runId: run!.id,
        studentId: scholar.studentId,
        included: reasons.length === 0,
        holdsPeriod: reasons.length === 0,
        periodKey: key,
        amountTzs: input.amountTzs,
        reasons,
        accountNumber: scholar.accountNumber?.trim() || null,
        accountName: scholar.name,
        reference: transferReference(run!.seq, index + 1),
      };
    });
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await tx.insert(disbursementItems).values(rows.slice(start, start + INSERT_CHUNK));
    const created = await runAfter(tx, run!.id);
    await recordAudit(tx, actor, {
      action: 'disbursement.created',
      entity: 'disbursement',
      entityId: run!.id,
      after: audited(created),
      at: now,
    });
    return created;
  });
}
