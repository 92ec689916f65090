import { useCallback, useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { wordsKey } from './words/rule-words';

/**
 * A shared sentence of @nuru/rules (the gateway's answers and the forms' checks) in the language of `intl`: a
 * sentence the catalogue knows is translated, any other (a provider's own reason) is shown as it came.
 */
export function serverWords(intl: IntlShape | null, text: string): string {
  const translated = intl?.messages[wordsKey(text)];
  return typeof translated === 'string' ? translated : text;
}

/** serverWords in the reader's language. */
export function useServerWords(): (text: string) => string {
  // Outside a provider (a component rendered on its own) the words stay English.
  const intl: IntlShape | null = useContext(IntlContext);
  return useCallback((text: string) => serverWords(intl, text), [intl]);
}
