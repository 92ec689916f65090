import { describe, expect, it } from 'vitest';
import { durationLabel, sessionWhen } from './session-time';

describe('sessionWhen', () => {
  it.each([
    ['2026-03-12T13:00:00Z', '2026-03-12T14:30:00Z', 'Africa/Dar_es_Salaam', 'Thu, 12 Mar 2026, 16:00–17:30'],
    ['2026-03-12T13:00:00Z', '2026-03-12T14:30:00Z', 'UTC', 'Thu, 12 Mar 2026, 13:00–14:30'],
    ['2026-03-12T20:00:00Z', '2026-03-12T22:00:00Z', 'Africa/Dar_es_Salaam', 'Thu, 12 Mar 2026, 23:00 – Fri, 13 Mar 2026, 01:00'],
  ])('%s to %s in %s', (start, end, zone, expected) => expect(sessionWhen(start, end, zone)).toBe(expected));
});

describe('durationLabel', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [180, '3 h'],
  ])('%i -> %s', (minutes, label) => expect(durationLabel(minutes)).toBe(label));
});
