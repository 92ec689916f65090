import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, fromAccount, rememberLocale, visitorLocale } from './display-preferences';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  } as Storage;
}

describe('display preferences', () => {
  it.each([
    [
      { language: 'sw', timezone: 'Africa/Nairobi', dateFormat: 'YYYY-MM-DD' },
      { locale: 'sw', timeZone: 'Africa/Nairobi', dateFormat: 'YYYY-MM-DD' },
    ],
    [{ language: 'fr', timezone: 'Mars/Olympus', dateFormat: 'D.M.Y' }, DEFAULT_PREFERENCES],
    [{ language: null, timezone: '', dateFormat: undefined }, DEFAULT_PREFERENCES],
  ])('the account’s %o', (saved, expected) => {
    expect(fromAccount(saved, DEFAULT_PREFERENCES)).toEqual(expected);
  });

  it.each([
    [undefined, ['en-US'], 'en'],
    [undefined, ['sw-TZ', 'en'], 'sw'],
    [undefined, ['en-GB', 'sw'], 'sw'],
    ['en', ['sw-TZ'], 'en'],
    ['xx', ['en'], 'en'],
  ] as const)('a visitor who chose %o with a browser asking %o reads %o', (remembered, languages, expected) => {
    const storage = memoryStorage();
    if (remembered) storage.setItem('nuru.locale', remembered);
    expect(visitorLocale(storage, languages)).toBe(expected);
  });

  it('remembers a choice, and a browser that refuses storage still answers', () => {
    const storage = memoryStorage();
    rememberLocale(storage, 'sw');
    expect(visitorLocale(storage, ['en'])).toBe('sw');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberLocale(refusing, 'sw')).not.toThrow();
    expect(visitorLocale(refusing, ['sw'])).toBe('sw');
  });
});
