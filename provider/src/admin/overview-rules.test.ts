import { describe, expect, it } from 'vitest';
import { emptyFigures, overviewBatches, totalFigures } from './overview-rules.js';

const batch = (batchNo: number | null, total: number, uploaded: number) => {
  const figures = emptyFigures();
  figures.scholars.total = total;
  figures.scholars.ACTIVE = total;
  figures.results.uploaded = uploaded;
  figures.results.missing = total - uploaded;
  figures.nhif.paid = 1;
  return { batchNo, ...figures };
};

describe('overview figures', () => {
  it('adds every figure of every batch', () => {
    const { batchNo: _one, ...one } = batch(1, 10, 4);
    const { batchNo: _two, ...two } = batch(2, 5, 5);
    const total = totalFigures([one, two]);
    expect(total.scholars).toEqual({ total: 15, ACTIVE: 15, SUSPENDED: 0, GRADUATED: 0, WITHDRAWN: 0 });
    expect(total.results).toEqual({ uploaded: 9, missing: 6, awaitingReview: 0, approved: 0, rejected: 0 });
    expect(total.nhif).toEqual({ submitted: 0, missing: 0, paid: 2 });
  });

  it('answers zeros for no batch at all', () => {
    expect(totalFigures([])).toEqual(emptyFigures());
  });

  it('shows each active batch, even one without scholars, in order, with scholars of no batch last', () => {
    const shown = overviewBatches([batch(null, 1, 0), batch(2, 5, 1)], [1, 2, 3]);
    expect(shown.map((b) => [b.batchNo, b.scholars.total])).toEqual([
      [1, 0],
      [2, 5],
      [3, 0],
      [null, 1],
    ]);
  });
});
