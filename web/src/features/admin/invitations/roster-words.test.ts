import { describe, expect, it } from 'vitest';
import { importLabel, outcomeBadge, outcomeSummary } from './roster-words';

const rows = (...outcomes: ('INVITE' | 'ALREADY_INVITED' | 'ALREADY_REGISTERED' | 'INVALID')[]) => outcomes.map((outcome) => ({ outcome }));

describe('a roster report in words', () => {
  it('names each outcome, and an applied invitation as done', () => {
    expect(outcomeBadge('INVITE', false)).toEqual({ label: 'Will be invited', tone: 'success' });
    expect(outcomeBadge('INVITE', true)).toEqual({ label: 'Invited', tone: 'success' });
    expect(outcomeBadge('ALREADY_REGISTERED', true)).toEqual({ label: 'Already registered', tone: 'neutral' });
    expect(outcomeBadge('INVALID', false)).toEqual({ label: 'Invalid', tone: 'danger' });
  });

  it('counts the outcomes present, in a fixed order', () => {
    expect(outcomeSummary(rows('INVALID', 'INVITE', 'INVITE', 'ALREADY_INVITED'), false)).toBe(
      '2 will be invited · 1 already invited · 1 invalid',
    );
    expect(outcomeSummary(rows('INVITE', 'ALREADY_REGISTERED'), true)).toBe('1 invited · 1 already registered');
    expect(outcomeSummary([], false)).toBe('');
  });

  it('labels the import button with the count', () => {
    expect(importLabel(1)).toBe('Import 1 scholar');
    expect(importLabel(12)).toBe('Import 12 scholars');
  });
});
