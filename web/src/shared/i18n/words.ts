import { useCallback, useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { wordsKey } from './words/rule-words';

/**
 * The shared sentences of @nuru/rules (the gateway's answers and the forms' checks) in the reader's language: a
 * sentence the catalogue knows is translated, any other (a provider's own reason) is shown as it came.
 */
export function useServerWords(): (text: string) => string {
  // Outside a provider (a component rendered on its own) the words stay English.
  const intl: IntlShape | null = useContext(IntlContext);
  const messages = intl?.messages;
  return useCallback(
    (text: string) => {
      const translated = messages?.[wordsKey(text)];
      return typeof translated === 'string' ? translated : text;
    },
    [messages],
  );
}
