import { describe, expect, it } from 'vitest';
import { batchWords, changesWords, changeWords } from './disbursement-words';

describe('the desk in words', () => {
  it.each([
    [{ amountBefore: 450_000, amountAfter: 500_000, includedBefore: true, includedAfter: true }, 'TZS 450,000 → TZS 500,000'],
    [{ amountBefore: 450_000, amountAfter: 450_000, includedBefore: true, includedAfter: false }, 'Included → Excluded'],
    [
      { amountBefore: 450_000, amountAfter: 400_000, includedBefore: false, includedAfter: true },
      'Excluded → Included; TZS 450,000 → TZS 400,000',
    ],
    [{ amountBefore: 1, amountAfter: 1, includedBefore: true, includedAfter: true }, 'No change'],
  ])('%j reads %j', (change, words) => expect(changeWords(change)).toBe(words));

  it('names the batch and counts changes', () => {
    expect([batchWords(3), batchWords(null)]).toEqual(['Batch 3', 'All batches']);
    expect([changesWords(0), changesWords(1), changesWords(4)]).toEqual(['no changes', '1 change', '4 changes']);
  });
});
