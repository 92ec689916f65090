import { describe, expect, it } from 'vitest';
import { isAppPage } from './web-app.js';

describe('isAppPage (SPA fallback)', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/home', true],
    ['GET', '/admin/students?page=2', true],
    ['HEAD', '/profile', true],
    ['POST', '/home', false],
    ['GET', '/graphql', false],
    ['GET', '/graphql/anything', false],
    ['GET', '/healthz', false],
    ['GET', '/readyz', false],
    ['GET', '/metrics', false],
    ['GET', '/assets/missing.js', false],
    ['GET', '/favicon.ico', false],
    ['GET', '/graphqlish', true],
    ['GET', '/files/results/unknown', false],
    ['GET', '/uploads/results', false],
    ['GET', '/filesystem', true],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(isAppPage(method, url)).toBe(expected);
  });
});
