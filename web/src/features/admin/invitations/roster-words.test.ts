import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { importLabel, outcomeBadge, outcomeSummary, rowDetails } from './roster-words';

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

describe("a roster row's details", () => {
  let swahili: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
  });
  // The gateway's own words, marked so a test sees when they are shown instead of the web's.
  const words = (text: string) => `[${text}]`;
  const invalid = (changes: Partial<Parameters<typeof rowDetails>[2]>) => ({
    outcome: 'INVALID' as const,
    batchNo: 7,
    message: 'The provider says why',
    ...changes,
  });
  const invited = (invitedBatchNo: number | null) => ({
    outcome: 'ALREADY_INVITED' as const,
    batchNo: 1,
    message: 'Already invited',
    invitedBatchNo,
  });

  // The English is the provider's, word for word.
  it.each([
    [invalid({ problem: 'SHAPE' }), 'Expected email,batchNo[,name]', 'Mstari unapaswa kuwa email,batchNo[,name]'],
    [invalid({ problem: 'EMAIL' }), 'Not an e-mail address', 'Hii si anwani ya barua pepe'],
    [invalid({ problem: 'BATCH' }), 'batchNo must be a whole number of at least 1', 'batchNo lazima iwe namba kamili isiyopungua 1'],
    [
      invalid({ problem: 'INACTIVE_BATCH' }),
      'Batch 7 is not an active batch: add it in the programme settings first',
      'Kundi 7 si kundi linaloendelea: kwanza liongeze kwenye mipangilio ya programu',
    ],
    [invalid({ problem: 'NAME_TOO_LONG' }), 'The name must be at most 200 characters', 'Jina lisizidi herufi 200'],
    [
      invalid({ problem: 'DUPLICATE', firstLine: 4 }),
      'Listed twice: the same e-mail is on line 4',
      'Imeandikwa mara mbili: barua pepe hii iko pia kwenye mstari wa 4',
    ],
    [invited(3), 'Already invited to batch 3', 'Ameshaalikwa kundi la 3'],
    [invited(null), 'Already invited as an administrator', 'Ameshaalikwa kama msimamizi'],
    // No reason the web knows, or not the value it needs: the gateway's words.
    [invalid({ problem: null }), '[The provider says why]', '[The provider says why]'],
    [invalid({ problem: 'DUPLICATE', firstLine: null }), '[The provider says why]', '[The provider says why]'],
    [invalid({ problem: 'INACTIVE_BATCH', batchNo: null }), '[The provider says why]', '[The provider says why]'],
  ] as const)('%j: %s', (row, english, kiswahili) => {
    expect(rowDetails(intl, words, row, false)).toBe(english);
    expect(rowDetails(swahili, words, row, false)).toBe(kiswahili);
  });
});
