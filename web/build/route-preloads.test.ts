import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeModules, routePreloads, type ChunkFacts } from './route-preloads';

const ROUTER = `
const pages = [
  { path: '/admin', query: () => import('@/features/admin/admin-route'), page: () => import('@/features/admin/AdminPage') },
];
const routes = [
  { path: '/', lazy: () => import('@/features/landing/LandingPage') },
  { Component: Layout, children: [{ path: '/home', handle: meta.home, lazy: pageOf(loading, () => import('@/features/home/HomePage')) }] },
  ...pages.map(({ page }) => page ?? (() => import('@/features/admin/Placeholder'))),
  { path: '*', element: <Navigate to="/" /> },
];`;

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): ChunkFacts => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

describe('routeModules', () => {
  it("lists each route's lazy modules, up to the next route or the end of its list", () => {
    expect(Object.fromEntries(routeModules(ROUTER, '/src'))).toEqual({
      '/admin': ['/src/features/admin/admin-route', '/src/features/admin/AdminPage'],
      '/': ['/src/features/landing/LandingPage'],
      '/home': ['/src/features/home/HomePage'],
    });
  });

  it('finds the pages of the real router, each a module that exists', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const routes = routeModules(readFileSync(`${src}/app/router.tsx`, 'utf8'), src);
    expect(routes.get('/home')).toEqual([`${src}/features/dashboard/DashboardPage`, `${src}/features/dashboard/dashboard-route`]);
    expect(routes.size).toBeGreaterThan(30);
    for (const modules of routes.values())
      for (const module of modules) expect(existsSync(`${module}.tsx`) || existsSync(`${module}.ts`), module).toBe(true);
  });
});

describe('routePreloads', () => {
  const routes = new Map([
    ['/home', ['/src/features/home/HomePage', '/src/features/home/home-route']],
    ['/', ['/src/features/landing/LandingPage']],
  ]);
  const chunks = [
    chunk('assets/index.js', ['/src/app/main.tsx', '/src/features/landing/LandingPage.tsx'], ['assets/common.js'], true),
    chunk('assets/common.js', ['/src/shared/ui/Card.tsx']),
    chunk('assets/HomePage.js', ['/src/features/home/HomePage.tsx'], ['assets/common.js', 'assets/words.js']),
    // A lazily loaded module that shares its chunk with another.
    chunk('assets/words.js', ['/src/features/home/words.ts', '/src/features/home/home-route.ts'], ['assets/common.js']),
  ];

  it("names each route's chunks and what they import, but nothing index.html loads already", () => {
    expect(routePreloads(routes, chunks)).toEqual({ '/home': ['/assets/HomePage.js', '/assets/words.js'], '/': [] });
  });

  it('fails the build when a route loads a module no chunk holds', () => {
    expect(() => routePreloads(new Map([['/gone', ['/src/features/Gone']]]), chunks)).toThrow('/gone loads /src/features/Gone');
  });
});
