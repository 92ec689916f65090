import { useCallback, useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { BLANKS, TEMPLATE_PREFIX, wordsKey } from './words/keys';

type Template = { pattern: RegExp; translation: string };
const compiled = new WeakMap<object, Template[]>();

/** A catalogue's sentences with blanks, each as a pattern that finds the values in the English. */
function templatesOf(messages: IntlShape['messages']): Template[] {
  let templates = compiled.get(messages);
  if (!templates) {
    templates = Object.entries(messages).flatMap(([key, translation]) => {
      if (!key.startsWith(TEMPLATE_PREFIX) || typeof translation !== 'string') return [];
      let source = key.slice(TEMPLATE_PREFIX.length).replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      // A value that may hold spaces (a payment type) comes before one that does not (a year): earlier blanks take all they can.
      for (const blank of BLANKS) source = source.replace(blank, '(.+)');
      return [{ pattern: new RegExp(`^${source}$`, 's'), translation }];
    });
    compiled.set(messages, templates);
  }
  return templates;
}

/**
 * A shared sentence of @nuru/rules (the gateway's answers and the forms' checks) in the language of `intl`: a
 * sentence the catalogue knows is translated, a sentence with blanks (controlNumberUsedMessage) is translated with
 * its values, themselves translated when they are words ('University fee'), and any other (a provider's own
 * reason) is shown as it came.
 */
export function serverWords(intl: IntlShape | null, text: string): string {
  const messages = intl?.messages;
  if (!messages) return text;
  const translated = messages[wordsKey(text)];
  if (typeof translated === 'string') return translated;
  for (const { pattern, translation } of templatesOf(messages)) {
    const values = pattern.exec(text)?.slice(1);
    if (values) return translation.replace(/\{(\d)\}/g, (_all, index: string) => serverWords(intl, values[Number(index)] ?? ''));
  }
  return text;
}

/** serverWords in the reader's language. */
export function useServerWords(): (text: string) => string {
  // Outside a provider (a component rendered on its own) the words stay English.
  const intl: IntlShape | null = useContext(IntlContext);
  return useCallback((text: string) => serverWords(intl, text), [intl]);
}
