import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const khmerFontFiles = path.join(path.dirname(require.resolve('@fontsource/noto-sans-khmer/package.json')), 'files');

// The API runs beside the dev server (`npm run dev` at the root); the built app is served by it directly.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@khmer-font': khmerFontFiles } },
  server: { proxy: { '/backend': 'http://localhost:3000' } },
  build: { target: 'es2022', chunkSizeWarningLimit: 1200, assetsInlineLimit: 0 },
});
