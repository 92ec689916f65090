import type { Locale } from './display-preferences';

type Catalogue = Record<string, string>;
const loading = new Map<Locale, Promise<Catalogue>>();

/** A language's messages, fetched once; only a reader of that language downloads them. */
export function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  let catalogue = loading.get(locale);
  if (!catalogue) {
    catalogue = import('./sw-catalogue').then((module) => module.swahili);
    loading.set(locale, catalogue);
  }
  return catalogue;
}
