import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Fetches the code of the page at `path` (its lazy parts: the page and its query's module) without running
 * anything, so a click finds it there. A part the router has loaded already is not asked again; a failure is
 * left for the click to meet and report.
 */
export function routePreloader(routes: RouteObject[]): (path: string) => void {
  return (path) => {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      const lazy = route.lazy;
      const parts = typeof lazy === 'function' ? [lazy] : Object.values(lazy ?? {});
      for (const part of parts) void (part as () => Promise<unknown>)().catch(() => undefined);
    }
  };
}
