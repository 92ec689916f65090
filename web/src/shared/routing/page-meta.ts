import { useMatches } from 'react-router';

/** Title and subtitle of a page, declared on its route's `handle` and shown by the layout's top bar. */
export type PageMeta = { title: string; subtitle?: string };

function isPageMeta(handle: unknown): handle is PageMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageMeta).title === 'string';
}

/** The meta of the deepest matched route that declares one. */
export function usePageMeta(): PageMeta | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isPageMeta);
}
