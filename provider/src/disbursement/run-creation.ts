import { sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { disbursementItems, disbursementRuns } from '../db/schema.js';
import { scholarFacts } from './eligibility-queries.js';
import { blockingReasons } from './eligibility-rules.js';
import { audited, runAfter, type ChangeOptions } from './run-changes.js';
import { periodKey } from '../programme/period-rules.js';
import { readProgrammeSettings } from '../programme/programme-queries.js';
import { lockYear } from './run-queries.js';
import { transferReference } from './run-rules.js';

// A bulk insert's rows per statement: 8 values a row stays far below PostgreSQL's 65,535 parameters.
const INSERT_CHUNK = 1000;

/** A run to create: the period's label (periodLabel of the year and a listed instalment), its year and batch. */
export interface RunPlan {
  period: string;
  academicYear: string;
  batchNo: number | null;
  amountTzs: number;
}

/**
 * Creates a DRAFT run of every scholar of the batch (or all batches), each included or excluded by the eligibility
 * rules, under the year's lock and the programme's cap of stipends per scholar per academic year as it stands.
 */
export function createRun(db: Db, input: RunPlan, actor: AuditActor, { now = new Date() }: ChangeOptions = {}) {
  return db.transaction(async (tx) => {
    const key = periodKey(input.period);
    await lockYear(tx, input.academicYear);
    // Runs typed before the instalments list may share a period across years: the period takes turns too.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`disbursement:${key}`}))`);
    const { maxStipendsPerYear } = await readProgrammeSettings(tx);
    const scholars = await scholarFacts(tx, { year: input.academicYear, periodKey: key, batchNo: input.batchNo });
    const [run] = await tx
      .insert(disbursementRuns)
      .values({ ...input, periodKey: key, createdBy: actor.id, createdAt: now })
      .returning({ id: disbursementRuns.id, seq: disbursementRuns.seq });
    const rows = scholars.map((scholar, index) => {
      const reasons = blockingReasons(scholar, maxStipendsPerYear);
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
