import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { documentsPerModule } from './build/documents-per-module';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [documentsPerModule(fileURLToPath(new URL('./src/gql', import.meta.url))), react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // Workspace packages (@nuru/rules) are bundled from their TypeScript source.
    conditions: ['@nuru/source', ...defaultClientConditions],
  },
  // In development the gateway runs separately; in production it serves web/dist itself.
  // Uploads and downloads go beside /graphql, to the same gateway.
  server: { proxy: { '/graphql': 'http://localhost:4000', '/uploads': 'http://localhost:4000', '/files': 'http://localhost:4000' } },
  build: { outDir: 'dist' },
});
