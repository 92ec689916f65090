import type { Locale } from './display-preferences';

export type Catalogue = Record<string, string>;
type Translated = Exclude<Locale, 'en'>;

const loading = new Map<Translated, Promise<Catalogue>>();
const loaded = new Map<Translated, Catalogue>();

/** A language's messages, fetched once; only a reader of that language downloads them. */
export function loadCatalogue(locale: Translated): Promise<Catalogue> {
  let catalogue = loading.get(locale);
  if (!catalogue) {
    catalogue = import('./sw-catalogue').then(({ swahili }) => {
      loaded.set(locale, swahili);
      return swahili;
    });
    loading.set(locale, catalogue);
  }
  return catalogue;
}

/** The messages when they have arrived, so a screen already showing can change language without waiting. */
export function loadedCatalogue(locale: Translated): Catalogue | undefined {
  return loaded.get(locale);
}
