import { describe, expect, it } from 'vitest';
import { adminEmailDomains } from './admin-email-domains.js';

describe('adminEmailDomains', () => {
  it.each<[string | undefined, string[] | undefined]>([
    [undefined, undefined],
    ['', undefined],
    [' , ', undefined],
    ['nuruyangu.org', ['nuruyangu.org']],
    [' NuruYangu.org, @nuruyangu.or.tz ,nuruyangu.org', ['nuruyangu.org', 'nuruyangu.or.tz']],
    ['xn--nruyangu-u2a.org', ['xn--nruyangu-u2a.org']],
  ])('%j -> %j', (setting, domains) => {
    expect(adminEmailDomains(setting)).toEqual(domains);
  });

  it.each(['nuruyangu', 'rehema@nuruyangu.org', 'nuru yangu.org', '*.nuruyangu.org', '-nuru.org', 'nuruyangu.org.'])(
    'refuses %j',
    (setting) => {
      expect(() => adminEmailDomains(setting)).toThrow(`ADMIN_EMAIL_DOMAINS must be a comma list of e-mail domains`);
    },
  );
});
