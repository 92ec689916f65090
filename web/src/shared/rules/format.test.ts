import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import { fileKindMessage, formatFileSize, formatShillings } from './format';

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
