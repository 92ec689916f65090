// Words of the other language left on a screen. Everything the page says is read: the document title, every text
// of the body (hidden text too: a menu closed at 360 px opens, and a screen reader reads text hidden from the eye)
// and the attributes a person reads or hears. What people typed is taken out first, then each remaining word that
// only the other language's catalogues use is one left untranslated.
import type { Page } from '@playwright/test';
import { wordsOf } from './ui-vocabulary.js';

export interface ScreenText {
  text: string;
  /** Where the page shows it: "text of <a>", "aria-label of <button>", "the document title". */
  where: string;
}

export interface Leak extends ScreenText {
  words: string[];
}

const ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
];

/**
 * The page's texts, or those of the element `within` selects. Text marked as another language (`lang`) is left out:
 * the language picker names each language in its own words, as it should.
 */
export function screenTexts(page: Page, within = 'body'): Promise<ScreenText[]> {
  return page.evaluate(
    ([attributes, selector]) => {
      const root = document.querySelector(selector);
      if (!root) throw new Error(`Nothing on the page matches ${selector}`);
      const language = document.documentElement.lang;
      const inPageLanguage = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? language) === language;
      const tag = (element: Element) => `<${element.tagName.toLowerCase()}>`;
      const found = root === document.body ? [{ text: document.title, where: 'the document title' }] : [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template') || !inPageLanguage(parent)) continue;
        if (node.textContent?.trim()) found.push({ text: node.textContent, where: `text of ${tag(parent)}` });
      }
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (!inPageLanguage(element)) continue;
        for (const attribute of attributes) {
          const value = element.getAttribute(attribute);
          if (value?.trim()) found.push({ text: value, where: `${attribute} of ${tag(element)}` });
        }
        if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type) && element.value.trim())
          found.push({ text: element.value, where: `value of ${tag(element)}` });
      }
      return found;
    },
    [ATTRIBUTES, within] as const,
  );
}

// Written by people or machines, never worded by the portal: e-mail addresses, web addresses, file names, ids.
const NOT_WORDS = [
  /\b[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/gi,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\S+\.(pdf|png|jpe?g|csv)\b/gi,
  /\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi,
];

/** What people typed, longest first, so a name inside a longer title goes with the title. */
export class TypedText {
  private readonly texts: string[];

  constructor(texts: Iterable<string>) {
    const kept = [...texts].map((text) => text.trim()).filter((text) => /\p{L}/u.test(text));
    this.texts = [...new Set(kept)].sort((a, b) => b.length - a.length);
  }

  /** The text without what people typed in it; empty for a typed text a chart shortened ("Muhimbili Univers…"). */
  without(text: string): string {
    let rest = text;
    for (const typed of this.texts) if (typed.length <= rest.length && rest.includes(typed)) rest = rest.split(typed).join(' ');
    rest = NOT_WORDS.reduce((left, pattern) => left.replace(pattern, ' '), rest);
    const shortened = /^(.+)…$/su.exec(rest.trim())?.[1];
    return shortened && this.texts.some((typed) => typed.startsWith(shortened)) ? '' : rest;
  }
}

/** The texts of a screen with a word only `foreign` catalogues use, once each. */
export function leaksIn(texts: readonly ScreenText[], foreign: ReadonlySet<string>, typed: TypedText): Leak[] {
  const seen = new Set<string>();
  return texts.flatMap(({ text, where }) => {
    const words = [...new Set(wordsOf(typed.without(text)).filter((word) => foreign.has(word)))];
    const key = `${where}|${text}`;
    if (words.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ text: text.trim(), where, words }];
  });
}
