import { describe, expect, it } from 'vitest';
import { mailFor, mailMoment, mailLanguages, UNKNOWN_VISITOR, type Language, type Reader } from './mail-language.js';

describe('mailLanguages', () => {
  it.each<[string, Reader, Language[]]>([
    ['an account that saved Kiswahili', { account: 'sw' }, ['sw']],
    ['an account that saved English', { account: 'en' }, ['en']],
    ['an account that never saved settings', { account: null }, ['en']],
    ['a visitor using Kiswahili', { visitor: 'sw' }, ['sw']],
    ['a visitor using English', { visitor: 'en' }, ['en']],
    ['a visitor whose language is not known', UNKNOWN_VISITOR, ['sw', 'en']],
    ['a visitor naming another language', { visitor: 'fr' }, ['sw', 'en']],
    ['a visitor naming a language in capitals', { visitor: 'SW' }, ['sw', 'en']],
    ['a visitor naming a language by a number', { visitor: 7 }, ['sw', 'en']],
  ])('%s -> %j', (_who, reader, languages) => expect(mailLanguages(reader)).toEqual(languages));
});

describe('mailFor', () => {
  const write = (language: Language) =>
    language === 'sw' ? { subject: 'Habari', text: 'Karibu.\n\nAsante.' } : { subject: 'Hello', text: 'Welcome.\n\nThank you.' };

  it('writes one language for a reader whose language is known', () => {
    expect(mailFor({ account: 'sw' }, write)).toEqual({ subject: 'Habari', text: 'Karibu.\n\nAsante.' });
    expect(mailFor({ visitor: 'en' }, write)).toEqual({ subject: 'Hello', text: 'Welcome.\n\nThank you.' });
  });

  it('writes Kiswahili, then English under its heading, when the language is not known', () => {
    expect(mailFor(UNKNOWN_VISITOR, write)).toEqual({
      subject: 'Habari / Hello',
      text: 'Karibu.\n\nAsante.\n\n--- English ---\n\nWelcome.\n\nThank you.',
    });
  });
});

describe('mailMoment', () => {
  const at = new Date('2026-03-05T07:30:00Z');
  it.each<[Language, string, string]>([
    ['en', 'Africa/Dar_es_Salaam', '5 March 2026 at 10:30 GMT+3'],
    ['sw', 'Africa/Dar_es_Salaam', '5 Machi 2026, 10:30 GMT +3'],
    ['en', 'UTC', '5 March 2026 at 07:30 UTC'],
  ])('%s in %s -> %s', (language, zone, text) => expect(mailMoment(at, language, zone)).toBe(text));
});
