import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues';
import { english } from '../ui/shared-intl';
import { fileKindMessage, formatFileSize, formatShillings, paymentDescriptionMessage } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [12_800, '12.5 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [null, '—'],
    [-1, '—'],
  ])('%j -> %j', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('fileKindMessage', () => {
  it.each([
    ['application/pdf', 'PDF'],
    ['image/jpeg', 'JPEG image'],
    ['image/png', 'PNG image'],
    ['application/octet-stream', 'Document'],
    ['toString', 'Document'],
    [null, 'Document'],
  ])('%j -> %j', (type, kind) => {
    expect(english.formatMessage(fileKindMessage(type))).toBe(kind);
  });
});

describe('formatShillings', () => {
  it.each([
    [450_000, 'TZS 450,000'],
    [1, 'TZS 1'],
    [10_000_000, 'TZS 10,000,000'],
  ])('%i -> %j', (amount, shown) => {
    expect(formatShillings(amount)).toBe(shown);
  });
});

describe('paymentDescriptionMessage (docs/behaviour.md §3)', () => {
  let swahili: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
  });
  it.each([
    ['UNIVERSITY_FEE', 'University fee payment for 2024-2025', 'Malipo ya ada ya chuo ya mwaka 2024-2025'],
    ['NHIF', 'NHIF payment for 2024-2025', 'Malipo ya NHIF ya mwaka 2024-2025'],
    ['LAPTOP', 'LAPTOP payment for 2024-2025', 'Malipo ya LAPTOP ya mwaka 2024-2025'],
    ['toString', 'toString payment for 2024-2025', 'Malipo ya toString ya mwaka 2024-2025'],
  ])('%s in English and Kiswahili', (type, inEnglish, inSwahili) => {
    const values = { type, year: '2024-2025' };
    expect(english.formatMessage(paymentDescriptionMessage(type), values)).toBe(inEnglish);
    expect(swahili.formatMessage(paymentDescriptionMessage(type), values)).toBe(inSwahili);
  });
});
