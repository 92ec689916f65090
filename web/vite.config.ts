import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { documentsPerModule } from './build/documents-per-module.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { precompress } from './build/precompress.ts';
import { routePreloadsFile } from './build/route-preloads.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

// React Router's package offers only its development build, whose warnings check every navigation hook's use; its
// production build is the same code without them. Served as is in development, where the warnings help.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// Shared code, and the account rules (@nuru/rules/auth) the visitor's forms check with, which travel with it.
const SHARED_CODE = /[\\/](src[\\/](shared|app)|node_modules|rules[\\/]src[\\/]auth)[\\/]/;
// The forms' library and the parts only forms show (the password strength meter, with its rule).
const FORMS_CODE =
  /[\\/]react-hook-form[\\/]|[\\/]src[\\/]shared[\\/](forms[\\/]|ui[\\/]PasswordStrengthMeter|rules[\\/]password-strength)/;

export default defineConfig(({ command }) => ({
  plugins: [
    documentsPerModule(`${src}/gql`),
    precompiledMessages(),
    // Fast Refresh in development (codegen's output has no components to refresh).
    react({ exclude: [/[\\/]src[\\/]gql[\\/]/] }),
    tailwindcss(),
    routePreloadsFile(`${src}/app/router.tsx`, src),
    compileHints(),
    precompress(),
    // ANALYZE=1 pnpm --filter @nuru/web build: what each file holds, as a treemap with compressed sizes (dist/stats.html).
    process.env.ANALYZE ? visualizer({ filename: 'dist/stats.html', template: 'treemap', gzipSize: true, brotliSize: true }) : undefined,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
    // Workspace packages (@nuru/rules) are bundled from their TypeScript source. 'es2015' takes rxjs's modern build
    // (classes), not its ES5 one with tslib's helpers: 1.5 kB less on every first load.
    conditions: ['@nuru/source', 'es2015', ...defaultClientConditions],
  },
  // In development the gateway runs separately; in production it serves web/dist itself.
  // Uploads and downloads go beside /graphql, to the same gateway.
  server: { proxy: { '/graphql': 'http://localhost:4000', '/uploads': 'http://localhost:4000', '/files': 'http://localhost:4000' } },
  build: {
    outDir: 'dist',
    // Every browser the build targets preloads modules itself, or else simply fetches them on import: the polyfill
    // only cost each first load 0.5 kB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries and shared code that two or more screens use travel as one file, not dozens of 1 kB ones: on a
        // phone each request costs a round trip and its headers (/home: 32 files and 226 kB became 6 and 195 kB).
        // The forms' libraries and parts stay with the screens that have forms (the meter: 0.9 kB off every route).
        codeSplitting: {
          groups: [{ name: 'common', test: (id) => SHARED_CODE.test(id) && !FORMS_CODE.test(id), minShareCount: 2 }],
        },
      },
    },
  },
}));
