import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { importLabel, outcomeBadge, outcomeSummary } from './roster-words';

// The words in English, as the app says them when no other language is chosen.
const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
const rows = (...outcomes: ('INVITE' | 'ALREADY_INVITED' | 'ALREADY_REGISTERED' | 'INVALID')[]) => outcomes.map((outcome) => ({ outcome }));
const badge = (...args: Parameters<typeof outcomeBadge>) => {
  const { message, tone } = outcomeBadge(...args);
  return { words: intl.formatMessage(message), tone };
};

describe('a roster report in words', () => {
  it('names each outcome, and an applied invitation as done', () => {
    expect(badge('INVITE', false)).toEqual({ words: 'Will be invited', tone: 'success' });
    expect(badge('INVITE', true)).toEqual({ words: 'Invited', tone: 'success' });
    expect(badge('ALREADY_REGISTERED', true)).toEqual({ words: 'Already registered', tone: 'neutral' });
    expect(badge('INVALID', false)).toEqual({ words: 'Invalid', tone: 'danger' });
  });

  it('counts the outcomes present, in a fixed order', () => {
    expect(outcomeSummary(intl, rows('INVALID', 'INVITE', 'INVITE', 'ALREADY_INVITED'), false)).toBe(
      '2 will be invited · 1 already invited · 1 invalid',
    );
    expect(outcomeSummary(intl, rows('INVITE', 'ALREADY_REGISTERED'), true)).toBe('1 invited · 1 already registered');
    expect(outcomeSummary(intl, [], false)).toBe('');
  });

  it('labels the import button with the count', () => {
    expect(importLabel(intl, 1)).toBe('Import 1 scholar');
    expect(importLabel(intl, 12)).toBe('Import 12 scholars');
  });
});
