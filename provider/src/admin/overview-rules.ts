import type { Figures } from './overview-queries.js';

/** The programme's figures: every batch's added up (the same shape as one batch's, without its number). */
export function totalFigures(batches: readonly Omit<Figures, 'batchNo'>[]): Omit<Figures, 'batchNo'> {
  const zero = emptyFigures();
  return batches.reduce((sum, batch) => addInto(sum, batch) as Omit<Figures, 'batchNo'>, zero);
}

/** A batch with no scholars yet (an active batch nobody was invited to). */
export function emptyFigures(): Omit<Figures, 'batchNo'> {
  return {
    scholars: { total: 0, ACTIVE: 0, SUSPENDED: 0, GRADUATED: 0, WITHDRAWN: 0 },
    results: { uploaded: 0, missing: 0, awaitingReview: 0, approved: 0, rejected: 0 },
    universityFee: { submitted: 0, missing: 0, paid: 0 },
    nhif: { submitted: 0, missing: 0, paid: 0 },
  };
}

type Tree = { [key: string]: number | Tree };

function addInto(sum: Tree, part: Tree): Tree {
  for (const [key, value] of Object.entries(part)) {
    if (typeof value === 'number') sum[key] = ((sum[key] as number | undefined) ?? 0) + value;
    else sum[key] = addInto((sum[key] as Tree | undefined) ?? {}, value);
  }
  return sum;
}

/** The batches the overview shows: each with scholars, and each active batch even without any, in order. */
export function overviewBatches(found: readonly Figures[], activeBatches: readonly number[]): Figures[] {
  const byBatch = new Map(found.map((figures) => [figures.batchNo, figures]));
  for (const batchNo of activeBatches) if (!byBatch.has(batchNo)) byBatch.set(batchNo, { batchNo, ...emptyFigures() });
  return [...byBatch.values()].sort((a, b) => (a.batchNo ?? Infinity) - (b.batchNo ?? Infinity));
}
