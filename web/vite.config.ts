import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

// Root is web/ whichever directory vite is started from, so `vite build --config web/vite.config.ts`
// from the repository root and `vite build` inside web/ both write web/dist.
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': server,
      '/auth': server,
      '/healthz': server,
    },
  },
  preview: {
    proxy: {
      '/api': server,
      '/auth': server,
      '/healthz': server,
    },
  },
});
