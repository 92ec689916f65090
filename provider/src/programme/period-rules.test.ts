import { describe, expect, it } from 'vitest';
import { chosenInstalment, periodKey, periodLabel } from './period-rules.js';

describe('periodKey: labels that name the same period have one key', () => {
  const same = '2024 2025 semester 1';
  it.each([
    ['the label itself', '2024-2025 semester 1'],
    ['upper case', '2024-2025 SEMESTER 1'],
    ['a double space', '2024-2025  semester 1'],
    ['a trailing zero-width space', '2024-2025 semester 1\u200b'],
    ['a zero-width space inside a word', '2024-2025 seme\u200bster 1'],
    ['a non-breaking space', '2024-2025\u00a0semester 1'],
    ['an en dash', '2024\u20132025 semester 1'],
    ['an em dash with spaces', '2024 \u2014 2025 semester 1'],
    ['a slash', '2024/2025 semester 1'],
    ['a Roman numeral', '2024-2025 semester I'],
    ['the Roman numeral character', '2024-2025 semester \u2160'],
    ['a leading zero', '2024-2025 semester 01'],
    ['full-width digits', '\uff12\uff10\uff12\uff14-\uff12\uff10\uff12\uff15 semester 1'],
    ['punctuation around it', ' 2024-2025, semester 1. '],
  ])('%s', (_name, label) => expect(periodKey(label)).toBe(same));

  it.each([
    ['another semester', '2024-2025 semester 2'],
    ['semester II', '2024-2025 semester II'],
    ['another year', '2025-2026 semester 1'],
    ['another word', '2024-2025 instalment 1'],
    ['a number more', '2024-2025 semester 11'],
  ])('keeps %s apart', (_name, label) => expect(periodKey(label)).not.toBe(same));
});

describe('a period of the vocabulary', () => {
  const instalments = ['Semester 1', 'Semester 2', 'January top-up'];
  it.each([
    ['the listed name', 'Semester 2', 'Semester 2'],
    ['a look-alike of a listed name', ' semester\u00a0II\u200b', 'Semester 2'],
    ['another listed name', 'january TOP UP', 'January top-up'],
    ['a name not in the list', 'Semester 3', null],
    ['nothing but punctuation', '--', null],
    ['nothing', '', null],
  ])('chosenInstalment: %s', (_name, asked, chosen) => expect(chosenInstalment(instalments, asked)).toBe(chosen));

  it('labels a run by its year and instalment, with the key of the label officers used to type', () => {
    expect(periodLabel('Y2024_2025', 'Semester 1')).toBe('2024-2025 Semester 1');
    expect(periodKey(periodLabel('Y2024_2025', 'Semester 1'))).toBe(periodKey('2024-2025 semester 1'));
  });
});
