// One lint for the workspace: the recommended JavaScript and TypeScript rules, React's hook rules, and
// the import boundaries of each tier (DESIGN.md "Inside each tier") as a rule instead of a review.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryElements, boundaryPolicies, knownCrossings } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
      '**/*.d.ts',
      '.repeat/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'provider/.scratch/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Words a person reads come from the message catalogues: no English typed into JSX, every message
    // with its English as a literal defaultMessage, and the values a message names passed to it.
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'web/src/shared/testing/**'],
    plugins: { formatjs },
    rules: {
      // Punctuation between values (' · ', '—') is not words; a word of two letters or more is.
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/[A-Za-z][A-Za-z]/]',
          'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z][A-Za-z]/]',
          'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z][A-Za-z]/]',
          'JSXAttribute[name.name=/^(aria-label|label|placeholder|title|alt|description)$/] > Literal[value=/[A-Za-z][A-Za-z]/]',
          'JSXAttribute[name.name=/^(aria-label|label|placeholder|title|alt|description)$/] > JSXExpressionContainer > Literal[value=/[A-Za-z][A-Za-z]/]',
        ].map((selector) => ({
          selector,
          message: 'Words a person reads come from the message catalogue (react-intl), not typed into JSX.',
        })),
        // A phone's keyboard offers the right suggestions only for a field that says what it holds ("off" for none).
        ...[
          'JSXOpeningElement[name.name=/^(Input|PasswordInput|Textarea)$/]:not(:has(JSXAttribute[name.name="type"] > Literal[value="file"])):not(:has(JSXAttribute[name.name="autoComplete"])):not(:has(JSXSpreadAttribute))',
          'JSXOpeningElement[name.name=/^(input|textarea)$/]:not(:has(JSXAttribute[name.name="type"] > Literal[value=/^(checkbox|radio|file|hidden)$/])):not(:has(JSXAttribute[name.name="autoComplete"])):not(:has(JSXSpreadAttribute))',
        ].map((selector) => ({
          selector,
          message:
            'Say what the field holds with autoComplete (a token, or "off"), so the phone offers the right keyboard and suggestions.',
        })),
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    rules: {
      // Unused names are dead code; a leading underscore marks a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Fastify route handlers and hooks are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // React's event props take handlers that return promises; what matters is that none is left floating.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests and their helpers read untyped JSON answers from real servers.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['{web,gateway,provider}/src/**/*.{ts,tsx}'],
    // Tests and test stacks start whole servers across tiers; the boundaries are for the product's code.
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': {
        typescript: { project: ['web/tsconfig.json', 'gateway/tsconfig.json', 'provider/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }] },
  },
  // Crossings still to remove (gateway services); the list only shrinks.
  ...(knownCrossings.length ? [{ files: knownCrossings, rules: { 'boundaries/dependencies': 'off' } }] : []),
  // Plain JavaScript (configs, the scripts that start services) has no types to check against.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
