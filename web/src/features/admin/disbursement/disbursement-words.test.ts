import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { batchWords, changesWords, changeWords, scholarsWords } from './disbursement-words';

// The words in English, as the app says them when no other language is chosen.
const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });

describe('the desk in words', () => {
  it.each([
    [{ amountBefore: 450_000, amountAfter: 500_000, includedBefore: true, includedAfter: true }, 'TZS 450,000 → TZS 500,000'],
    [{ amountBefore: 450_000, amountAfter: 450_000, includedBefore: true, includedAfter: false }, 'Included → Excluded'],
    [
      { amountBefore: 450_000, amountAfter: 400_000, includedBefore: false, includedAfter: true },
      'Excluded → Included; TZS 450,000 → TZS 400,000',
    ],
    [{ amountBefore: 1, amountAfter: 1, includedBefore: true, includedAfter: true }, 'No change'],
  ])('%j reads %j', (change, words) => expect(changeWords(intl, change)).toBe(words));

  it('names the batch and counts changes and scholars', () => {
    expect([batchWords(intl, 3), batchWords(intl, null)]).toEqual(['Batch 3', 'All batches']);
    expect([changesWords(intl, 0), changesWords(intl, 1), changesWords(intl, 4)]).toEqual(['no changes', '1 change', '4 changes']);
    expect([scholarsWords(intl, 0), scholarsWords(intl, 1), scholarsWords(intl, 2)]).toEqual(['0 scholars', '1 scholar', '2 scholars']);
  });
});
