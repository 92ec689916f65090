import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathPattern } from './path-pattern.js';

const UUID = '3f2b8c1e-9a4d-4e5f-8b6a-0c1d2e3f4a5b';

describe('pathPattern', () => {
  it.each([
    ['/auth/login', '/auth/login'],
    ['/profile', '/profile'],
    ['/api/auth/reset-password', '/api/auth/reset-password'],
    ['/v2/payment/submit-controlNumber', '/v2/payment/submit-controlNumber'],
    ['/settings/security/2fa/enable', '/settings/security/2fa/enable'],
    [`/mentorship/mentors/${UUID}`, '/mentorship/mentors/:id'],
    [`/announcements/${UUID}/acknowledge`, '/announcements/:id/acknowledge'],
    [`/announcements/admin/${UUID}/acknowledgements`, '/announcements/admin/:id/acknowledgements'],
    [`/settings/sessions/${UUID}/revoke`, '/settings/sessions/:id/revoke'],
    [`/admin/disbursements/${UUID}/cancel/confirm`, '/admin/disbursements/:id/cancel/confirm'],
    [`/admin/disbursements/${UUID}/items/${UUID}/failed/dismiss`, '/admin/disbursements/:id/items/:id/failed/dismiss'],
    ['/results/download/6b1f-Y2024_2025-a1b2c3d4e5f60718.pdf', '/results/download/:id'],
    ['/results/delete/my%20transcript.png', '/results/delete/:id'],
    ['/settings/account/activity?limit=20&offset=40', '/settings/account/activity'],
    // An id the browser made up is still an id, whatever it looks like.
    ['/mentorship/sessions/anything-at-all', '/mentorship/sessions/:id'],
    ['/mentorship/sessions/42', '/mentorship/sessions/:id'],
    ['/mentorship/sessions/a%2Fb%2Fc', '/mentorship/sessions/:id'],
  ])('%s -> %s', (path, pattern) => {
    expect(pathPattern(path)).toBe(pattern);
  });

  // The word list must keep up with the calls: a path built by any domain's service keeps its words.
  it('keeps every word of the paths the gateway calls', () => {
    const root = join(import.meta.dirname, '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('service.ts') || file === join('provider', 'client.ts') || file === join('access', 'viewer.ts'))
      .map((file) => readFileSync(join(root, file), 'utf8'));
    const templates = sources.flatMap((source) => [...source.matchAll(/'(\/[^'\s]*)'|`(\/[^`]*)`/g)].flatMap((m) => m[1] ?? m[2] ?? []));
    expect(templates.length).toBeGreaterThan(40);
    for (const written of templates) {
      // A placeholder that does not follow a slash is the call's query string (`/admin/students${query}`).
      const template = written.replace(/(?<!\/)\$\{[^}]*\}$/, '');
      const called = template.replace(/\$\{[^}]*\}/g, UUID);
      const expected = template.replace(/\$\{[^}]*\}/g, ':id').split('?')[0];
      expect(pathPattern(called), written).toBe(expected);
    }
  });
});
