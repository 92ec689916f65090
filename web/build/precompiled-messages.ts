// Our own: formatjs precompiles in a Babel plugin (a Babel pass over every file) plus a CLI step for the catalogues.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { INTL_LOCALES, isLocale, type Locale } from '../src/shared/i18n/display-preferences.ts';

const CATALOGUE = /[\\/]messages[\\/](\w+)\.json$/;

/**
 * Each message is parsed at build time rather than on the reader's phone, and the parser stays out of the bundle
 * (formatjs' "precompile messages"): every `defaultMessage` literal in the code (the English) and every message of a
 * `messages/<locale>.json` catalogue becomes its AST; intl-messageformat formats an AST as it is. The rules' words
 * (words/sw.json) stay strings: serverWords reads them as they are, never through ICU. Development and tests keep
 * the parser and the strings. A message that does not parse fails the build.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'nuru-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      const fail = (message: string): never => this.error(message);
      const catalogue = CATALOGUE.exec(id)?.[1];
      if (isLocale(catalogue)) return { code: compiledCatalogue(code, catalogue, id, fail), map: null };
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('defaultMessage')) return undefined;
      return { code: compiledDefaultMessages(code, id, fail), map: null };
    },
  };
}

// The options intl-messageformat parses with at run time: the parser's defaults and the Intl locale of the message
// (react-intl adds ignoreTag only when a message asks for it, and none here does).
function compiled(text: string, locale: Locale, where: string, fail: (message: string) => never): MessageFormatElement[] {
  try {
    return parse(text, { locale: new Intl.Locale(INTL_LOCALES[locale]) });
  } catch (error) {
    return fail(`${where}: the message does not parse (${String(error)}): ${text}`);
  }
}

/** A catalogue keeps one message a line (as the extract script writes it), so every line keeps its number. */
function compiledCatalogue(json: string, locale: Locale, file: string, fail: (message: string) => never): string {
  const entries = Object.entries(JSON.parse(json) as Record<string, string>).map(
    ([id, text]) => `  ${JSON.stringify(id)}: ${JSON.stringify(compiled(text, locale, `${file}: ${id}`, fail))}`,
  );
  return `{\n${entries.join(',\n')}\n}\n`;
}

type Named = ts.PropertyAssignment | ts.JsxAttribute;
const isNamed = (node: ts.Node, name: string, source: ts.SourceFile): node is Named =>
  (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) && node.name.getText(source) === name;

/** What a property or attribute is set to when it is a string literal: 'x', "x", {'x'} or `x`. */
function literalOf(node: Named): ts.StringLiteralLike | undefined {
  const value = node.initializer && ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
  return value && ts.isStringLiteralLike(value) ? value : undefined;
}

function compiledDefaultMessages(code: string, file: string, fail: (message: string) => never): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (isNamed(node, 'defaultMessage', source)) {
      const siblings: readonly ts.Node[] = node.parent.properties;
      const id = siblings.find((sibling) => isNamed(sibling, 'id', source));
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const where = `${file}:${line}: ${(id && literalOf(id)?.text) ?? 'a message without a literal id'}`;
      const literal = literalOf(node);
      if (!literal) return fail(`${where}: a defaultMessage must be a string literal to be precompiled`);
      const ast = JSON.stringify(compiled(literal.text, 'en', where, fail));
      // A literal written over several lines leaves its line breaks after the AST, so every line keeps its number.
      const lineBreaks = '\n'.repeat(literal.getText(source).split('\n').length - 1);
      edits.push({
        start: literal.getStart(source),
        end: literal.end,
        text: (literal === node.initializer && ts.isJsxAttribute(node) ? `{${ast}}` : ast) + lineBreaks,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits.reduceRight((rewritten, { start, end, text }) => rewritten.slice(0, start) + text + rewritten.slice(end), code);
}
