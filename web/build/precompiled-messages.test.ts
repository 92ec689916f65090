import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from './precompiled-messages';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const built = precompiledMessages();
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const transform = (code: string, id: string) => (built.transform as Hook).call(context, code, id) as { code: string } | undefined;
const ast = (text: string, locale = 'en-GB') => JSON.stringify(parse(text, { locale: new Intl.Locale(locale) }));

/** The transformed code, checked to keep every line where it was. */
function compiled(source: string, id = '/app/web/src/features/payments/PaymentsPage.tsx'): string {
  const { code } = transform(source, id)!;
  expect(code.split('\n')).toHaveLength(source.split('\n').length);
  return code;
}

describe('precompiledMessages', () => {
  it('turns a defaultMessage in an object into its AST, which react-intl formats as it formatted the text', () => {
    const text = '{count, plural, one {# payment} other {# payments}} for <b>{name}</b>';
    const code = compiled(`const messages = defineMessages({\n  count: { id: 'payments.count', defaultMessage: '${text}' },\n});`);
    expect(code).toBe(`const messages = defineMessages({\n  count: { id: 'payments.count', defaultMessage: ${ast(text)} },\n});`);
    const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
    const values = { count: 2, name: 'NHIF', b: (chunks: string[]) => `*${chunks.join('')}*` };
    const precompiled = { id: 'payments.count', defaultMessage: parse(text, { locale: new Intl.Locale('en-GB') }) };
    expect(english.formatMessage(precompiled, values)).toBe(english.formatMessage({ id: 'payments.count', defaultMessage: text }, values));
    expect(english.formatMessage(precompiled, values)).toBe('2 payments for *NHIF*');
  });

  it('finds a defaultMessage written on the line after its name, and keeps the lines after it where they were', () => {
    const source = `const a = {\n  id: 'x.a',\n  defaultMessage:\n    'A long sentence, {n} of it',\n};\nexport { a };`;
    expect(compiled(source)).toBe(
      `const a = {\n  id: 'x.a',\n  defaultMessage:\n    ${ast('A long sentence, {n} of it')},\n};\nexport { a };`,
    );
  });

  it('turns a JSX attribute into an expression holding the AST, with or without braces', () => {
    const source = `<>\n  <FormattedMessage id="x.a" defaultMessage="Hello {name}" />\n  <FormattedMessage id="x.b" defaultMessage={'Bye'} />\n</>`;
    expect(compiled(source, '/app/web/src/x.tsx')).toBe(
      `<>\n  <FormattedMessage id="x.a" defaultMessage={${ast('Hello {name}')}} />\n  <FormattedMessage id="x.b" defaultMessage={${ast('Bye')}} />\n</>`,
    );
  });

  it('reads a template literal without substitutions, and one over two lines leaves its line break after the AST', () => {
    const source = 'const a = { id: `x.a`, defaultMessage: `First line\nsecond {n}` };\nexport { a };';
    expect(compiled(source)).toBe(`const a = { id: \`x.a\`, defaultMessage: ${ast('First line\nsecond {n}')}\n };\nexport { a };`);
  });

  it('fails the build on a message that does not parse, or one it cannot read, naming its file and id', () => {
    expect(() => transform(`const a = { id: 'x.broken', defaultMessage: 'Hello {name' };`, '/app/web/src/x.ts')).toThrow(
      /\/app\/web\/src\/x\.ts:1: x\.broken: the message does not parse \(SyntaxError: \w+\)/,
    );
    expect(() => transform('const a = { id: `x.built`, defaultMessage: `Hello ${name}` };', '/app/web/src/x.ts')).toThrow(
      /x\.ts:1: x\.built: a defaultMessage must be a string literal/,
    );
    const catalogue = '{\n  "x.broken": "Habari {jina"\n}\n';
    expect(() => transform(catalogue, '/app/web/src/features/x/messages/sw.json')).toThrow(
      /messages\/sw\.json: x\.broken: the message does not parse/,
    );
  });

  it('turns the values of a messages/sw.json into ASTs, one a line, and leaves the rules’ words/sw.json strings', () => {
    const catalogue = '{\n  "x.a": "Habari {jina}",\n  "x.b": "Lugha"\n}\n';
    expect(compiled(catalogue, '/app/web/src/features/x/messages/sw.json')).toBe(
      `{\n  "x.a": ${ast('Habari {jina}', 'sw-TZ')},\n  "x.b": ${ast('Lugha', 'sw-TZ')}\n}\n`,
    );
    const words = '{\n  "payments.controlNumberUsedMessage": "Tayari umeitumia namba hii {0} {1}."\n}\n';
    expect(transform(words, '/app/web/src/shared/i18n/words/sw.json')).toBeUndefined();
  });

  it('leaves code without messages alone, and takes the parser out of the bundle', () => {
    expect(transform('export const x = 1;', '/app/web/src/x.ts')).toBeUndefined();
    expect(transform(`const a = { defaultMessage: 'x' };`, '/app/node_modules/lib/index.ts')).toBeUndefined();
    expect(built.apply).toBe('build');
    expect((built.config as () => unknown)()).toEqual({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    });
  });
});
