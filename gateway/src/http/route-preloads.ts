// The web build's route-preloads.json names the files each route's first visit needs beyond what index.html loads
// (web/build/route-preloads.ts). Naming them in the index.html answered for that route lets the browser fetch them
// beside the app's own code instead of after it has started: a round trip less before the page can draw.

type Preloads = Record<string, string[]>;

/** Finds the route pattern ('/admin/students/:id') a path belongs to; a route without parameters wins over one with. */
export function routeMatcher(patterns: string[]): (path: string) => string | undefined {
  const parameters = (pattern: string) => pattern.split('/:').length;
  // Sorted once, not on every page request.
  const ordered = [...patterns].sort((a, b) => parameters(a) - parameters(b)).map((pattern) => [pattern, pattern.split('/')] as const);
  return (path) => {
    const segments = (path.replace(/\/+$/, '') || '/').split('/');
    return ordered.find(
      ([, parts]) => parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]),
    )?.[0];
  };
}

/** index.html for a path: with its route's files named as module preloads, each route's page made once. */
export function pagesWithPreloads(indexHtml: string, preloads: Preloads): (path: string) => string {
  const pages = new Map<string, string>();
  const routeOf = routeMatcher(Object.keys(preloads));
  return (path) => {
    const route = routeOf(path);
    if (!route) return indexHtml;
    let page = pages.get(route);
    if (page === undefined) {
      const links = preloads[route]!.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
      page = indexHtml.replace('</head>', `${links}</head>`);
      pages.set(route, page);
    }
    return page;
  };
}
