import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Fetches the code of the page at `path` (its lazy parts: the page and its query's module) without running
 * anything, so a click finds it there. Each part is asked once: a table's rows all link to one page, and a pointer
 * crosses many of them. A part the router has loaded already is not asked again; a failure is left for the click to
 * meet and report, and the next pointer over a link asks again.
 */
export function routePreloader(routes: RouteObject[]): (path: string) => void {
  const asked = new WeakSet<() => Promise<unknown>>();
  const ask = (part: () => Promise<unknown>) => {
    if (asked.has(part)) return;
    asked.add(part);
    part().catch(() => asked.delete(part));
  };
  return (path) => {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      const lazy = route.lazy;
      const parts = typeof lazy === 'function' ? [lazy] : Object.values(lazy ?? {});
      for (const part of parts) ask(part as () => Promise<unknown>);
    }
  };
}
