import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { swahili } from '@/shared/i18n/sw-catalogue';
import { durationLabel, sessionWhen } from './session-time';

const english = (timeZone = 'Africa/Dar_es_Salaam') => createIntl({ locale: 'en-GB', defaultLocale: 'en-GB', timeZone });
const kiswahili = createIntl({ locale: 'sw-TZ', defaultLocale: 'en-GB', timeZone: 'Africa/Dar_es_Salaam', messages: swahili });

describe('sessionWhen', () => {
  it.each([
    ['2026-03-12T13:00:00Z', '2026-03-12T14:30:00Z', 'Africa/Dar_es_Salaam', 'Thu, 12 Mar 2026, 16:00–17:30'],
    ['2026-03-12T13:00:00Z', '2026-03-12T14:30:00Z', 'UTC', 'Thu, 12 Mar 2026, 13:00–14:30'],
    ['2026-03-12T20:00:00Z', '2026-03-12T22:00:00Z', 'Africa/Dar_es_Salaam', 'Thu, 12 Mar 2026, 23:00 – Fri, 13 Mar 2026, 01:00'],
  ])('%s to %s in %s', (start, end, zone, expected) => expect(sessionWhen(start, end, english(zone))).toBe(expected));

  it('names the day and month in Kiswahili for a reader of Kiswahili', () => {
    expect(sessionWhen('2026-03-12T13:00:00Z', '2026-03-12T14:30:00Z', kiswahili)).toBe('Alhamisi, 12 Mac 2026, 16:00–17:30');
  });
});

describe('durationLabel', () => {
  it.each([
    [45, '45 min', 'dakika 45'],
    [60, '1 h', 'saa 1'],
    [90, '1 h 30 min', 'saa 1 dakika 30'],
    [180, '3 h', 'saa 3'],
  ])('%i -> %s, in Kiswahili %s', (minutes, label, swahiliLabel) => {
    expect(durationLabel(minutes, english())).toBe(label);
    expect(durationLabel(minutes, kiswahili)).toBe(swahiliLabel);
  });
});
