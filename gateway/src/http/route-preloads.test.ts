import { describe, expect, it } from 'vitest';
import { pagesWithPreloads, routeMatcher } from './route-preloads.js';

const PATTERNS = ['/', '/home', '/admin/students/:id', '/admin/students/invitations', '/announcements/:id'];

describe('routeMatcher', () => {
  const routeOf = routeMatcher(PATTERNS);
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/home/', '/home'],
    ['/admin/students/42', '/admin/students/:id'],
    ['/admin/students/invitations', '/admin/students/invitations'],
    ['/announcements/a-1', '/announcements/:id'],
    ['/admin/students/42/more', undefined],
    ['/homes', undefined],
    ['/unknown', undefined],
  ])('%s -> %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});

describe('pagesWithPreloads', () => {
  const page = pagesWithPreloads('<html><head><title>Nuru</title></head><body></body></html>', {
    '/home': ['/assets/Home-1.js', '/assets/home-route-2.js'],
    '/': [],
  });

  it("names a route's files as module preloads in the head", () => {
    expect(page('/home')).toBe(
      '<html><head><title>Nuru</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/Home-1.js"><link rel="modulepreload" crossorigin href="/assets/home-route-2.js">' +
        '</head><body></body></html>',
    );
  });

  it('answers index.html as built for a route with nothing of its own or a path of no route', () => {
    expect(page('/')).toBe('<html><head><title>Nuru</title></head><body></body></html>');
    expect(page('/nowhere')).toBe('<html><head><title>Nuru</title></head><body></body></html>');
  });
});
