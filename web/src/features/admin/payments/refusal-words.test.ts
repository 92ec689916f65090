import { createIntl, type IntlShape } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import type { ControlNumberFlag } from '@/gql/graphql';
import { serverWords } from '@/shared/i18n/words';
import { conflictWords, lineProblemWords, refusalWords } from './refusal-words';

// The desk's refusals from their codes: in English as the provider words them (provider/src/payments), in Kiswahili
// for a Kiswahili reader, and in the provider's own words where the code is null.
const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
let swahili: IntlShape;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw-TZ', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});
const enWords = (text: string) => serverWords(english, text);
const swWords = (text: string) => serverWords(swahili, text);

const asked = { type: 'UNIVERSITY_FEE', year: '2024-2025' } as const;
const payment = (flags: ControlNumberFlag[] = [], amountDueTzs: number | null = 1_250_000) =>
  ({ type: 'NHIF', year: '2023-2024', flags, amountDueTzs }) as const;
const provider = 'the provider’s own words';

describe('lineProblemWords', () => {
  it.each([
    [{ problem: 'HEADER' }, 'The first line must be the header controlNumber,amount,paidAt'],
    [{ problem: 'UNCLOSED_QUOTE' }, 'a quoted field is not closed'],
    [{ problem: 'CONTROL_CHARACTERS' }, 'The line contains control characters'],
    [{ problem: 'VALUE_COUNT', valueCount: 2 }, 'Expected 3 values (controlNumber,amount,paidAt), found 2'],
    [{ problem: 'CONTROL_NUMBER' }, 'controlNumber must be exactly 12 digits'],
    [{ problem: 'REPEATED', firstLine: 4321 }, 'The control number is already on line 4321'],
    [{ problem: 'AMOUNT' }, 'amount must be a whole number of TZS of at least 1, without decimals or separators'],
    [{ problem: 'PAID_AT' }, 'paidAt must be a date such as 2025-03-14 or 2025-03-14T10:30:00+03:00'],
    [{ problem: 'FUTURE_PAID_AT' }, 'paidAt is in the future'],
    [{ problem: null }, provider],
  ] as const)('%j reads %j', (code, words) => {
    expect(lineProblemWords(english, enWords, { message: provider, ...code })).toBe(words);
  });

  it.each([
    [{ problem: 'AMOUNT' }, 'amount lazima iwe kiasi kamili cha TZS kisichopungua 1, bila desimali wala alama za kutenganisha tarakimu'],
    [{ problem: 'VALUE_COUNT', valueCount: 4 }, 'Thamani 3 zilitarajiwa (controlNumber,amount,paidAt), zimepatikana 4'],
    [{ problem: 'REPEATED', firstLine: 2 }, 'Namba hii ya malipo tayari iko kwenye mstari 2'],
    [{ problem: null }, provider],
  ] as const)('in Kiswahili, %j reads %j', (code, words) => {
    expect(lineProblemWords(swahili, swWords, { message: provider, ...code })).toBe(words);
  });
});

describe('conflictWords', () => {
  it.each([
    [{ conflict: 'OTHER_PAYMENT', payment: payment() }, 'The control number is for NHIF 2023-2024, not University fee 2024-2025'],
    [
      { conflict: 'FLAGGED', payment: payment(['DUPLICATE', 'REUSED']) },
      'This control number is flagged (submitted by another scholar and used in another academic year): resolve the flag before marking it PAID.',
    ],
    [{ conflict: 'SHARED', payment: payment() }, 'More than one scholar submitted it for University fee 2024-2025'],
    [{ conflict: 'AMOUNT_MISMATCH', payment: payment() }, 'The bank paid TZS 1 but the bill is for TZS 1,250,000'],
    // Another provider's mismatch without the amount due: its own words.
    [{ conflict: 'AMOUNT_MISMATCH', payment: payment([], null) }, provider],
    [{ conflict: null, payment: payment() }, provider],
  ] as const)('%j reads %j', (line, words) => {
    expect(conflictWords(english, enWords, { amount: 1, reason: provider, ...line }, asked)).toBe(words);
  });

  it.each([
    [{ conflict: 'OTHER_PAYMENT', payment: payment() }, 'Namba hii ya malipo ni ya NHIF 2023-2024, si ya Ada ya chuo 2024-2025'],
    [
      { conflict: 'FLAGGED', payment: payment(['REUSED']) },
      'Namba hii ya malipo ina alama ya tahadhari (imetumika katika mwaka mwingine wa masomo): tatua alama hiyo kwanza kabla ya kuiweka kuwa imelipwa.',
    ],
    [{ conflict: 'SHARED', payment: payment() }, 'Wanafunzi zaidi ya mmoja wameiwasilisha namba hii kwa Ada ya chuo 2024-2025'],
    [{ conflict: 'AMOUNT_MISMATCH', payment: payment() }, 'Benki ililipa TZS 1 lakini bili ni ya TZS 1,250,000'],
  ] as const)('in Kiswahili, %j reads %j', (line, words) => {
    expect(conflictWords(swahili, swWords, { amount: 1, reason: provider, ...line }, asked)).toBe(words);
  });
});

describe('refusalWords', () => {
  it.each([
    [
      { outcome: 'REFUSED', refusal: 'FLAGGED', flags: ['DUPLICATE'] },
      'This control number is flagged (submitted by another scholar): resolve the flag before marking it PAID.',
    ],
    [
      { outcome: 'REFUSED', refusal: 'STALE', flags: null },
      'The payment status was changed by someone else since you loaded it. Reload and try again.',
    ],
    [{ outcome: 'REFUSED', refusal: null, flags: null }, provider],
    [{ outcome: 'NOT_FOUND', refusal: null, flags: null }, 'Payment not found'],
  ] as const)('%j reads %j', (item, words) => {
    expect(refusalWords(english, enWords, { message: provider, ...item })).toBe(words);
  });

  it.each([
    [
      { outcome: 'REFUSED', refusal: 'FLAGGED', flags: ['DUPLICATE', 'REUSED'] },
      'Namba hii ya malipo ina alama ya tahadhari (imewasilishwa na mwanafunzi mwingine na imetumika katika mwaka mwingine wa masomo): tatua alama hiyo kwanza kabla ya kuiweka kuwa imelipwa.',
    ],
    [
      { outcome: 'REFUSED', refusal: 'STALE', flags: null },
      'Hali ya malipo imebadilishwa na mtu mwingine tangu ulipoyapakia. Pakia upya kisha ujaribu tena.',
    ],
    [{ outcome: 'NOT_FOUND', refusal: null, flags: null }, 'Malipo hayakupatikana'],
  ] as const)('in Kiswahili, %j reads %j', (item, words) => {
    expect(refusalWords(swahili, swWords, { message: provider, ...item })).toBe(words);
  });
});
