import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './display-preferences';

/** A language's messages: strings in development and tests, ASTs in the build (web/build/precompiled-messages.ts). */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;
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
