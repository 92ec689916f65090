import type { MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router';

/**
 * Title and subtitle of a page, declared on its route's `handle` and shown by the layout's top bar; messages,
 * so they are said in the reader's language where they are shown.
 */
export type PageMeta = { title: MessageDescriptor; subtitle?: MessageDescriptor };

function isPageMeta(handle: unknown): handle is PageMeta {
  const title: unknown = typeof handle === 'object' && handle !== null ? (handle as { title?: unknown }).title : undefined;
  return typeof title === 'object' && title !== null && typeof (title as MessageDescriptor).id === 'string';
}

/** The meta of the deepest matched route that declares one. */
export function usePageMeta(): PageMeta | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isPageMeta);
}
