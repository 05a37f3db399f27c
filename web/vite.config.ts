import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

/** Packages only screens loaded on demand use: they stay out of the first download. */
const LAZY_ONLY_PACKAGES =
  /[\\/]node_modules[\\/](zod|@date-fns|@radix-ui[\\/]react-(dialog|switch|focus-scope|focus-guards)|react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden)[\\/]/;
/**
 * The shell and Today: what the first screen of a signed-in person needs. main.tsx stays in the
 * entry chunk: it waits (top-level await) for the person's catalogue, whose chunk imports this one,
 * and a chunk that awaits a chunk importing itself never finishes (a blank page).
 */
const SHELL_SOURCES =
  /\/core\/src\/i18n\/translator\.ts|\/web\/src\/(i18n\/(i18n-context|boot-language|load-messages|catalogue-of-files)|app\/(app|provider|router|error-boundary)\.tsx|app\/layout\/|app\/routes\/today\.tsx|lib\/|components\/|features\/(daily-prayer|progress\/(api|components\/streak-card)|reflections|user-prayers|offline|install|notifications|landing|auth\/use-time-zone-sync|auth\/api|profile\/(appearance-sync|api)))/;

/** Screens loaded on demand (and what only they use); the legal texts themselves stay one chunk each. */
const SCREEN_SOURCES =
  /(\/db\/src\/content\/legal-text\.ts|\/web\/src\/(app\/routes\/(?!today)|features\/(auth\/components|legal|topics|admin|favorites|profile\/components|progress\/components\/(?!streak-card)))|\/core\/src\/|[\\/]node_modules[\\/](zod|@radix-ui[\\/]react-(dialog|switch))[\\/])/;

/** What compression copies are made of (text files only; images are compressed already). */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/;

/**
 * Stamps the build with its mode (dist/.build-mode.json): `NODE_ENV=development vite build` makes
 * a development client without the service worker, and scripts/web-build.ts rebuilds any client
 * `npm start` would serve that is not a production one (decision 185). A dotfile: never served.
 */
function buildModeStamp(): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'dps-build-mode-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mode = config.isProduction ? 'production' : 'development';
    },
    closeBundle() {
      writeFileSync(resolve(outDir, '.build-mode.json'), `${JSON.stringify({ mode })}\n`);
    },
  };
}

// Root is web/ whichever directory vite is started from, so `vite build --config web/vite.config.ts`
// from the repository root and `vite build` inside web/ both write web/dist.
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (web/src/sw.ts) with the build's file list injected for precaching. It is
    // registered by web/src/lib/offline/register-sw.ts in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      // web/public/manifest.webmanifest is the manifest; the plugin must not write its own.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js', 'apple-touch-icon.png', 'icon-512.png'],
        rollupFormat: 'iife',
        // The main chunk is ~400 KB before compression; precaching it is the point.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies beside every text asset, served by web/server/static-client.ts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: COMPRESSIBLE, threshold: 512, logLevel: 'silent' }),
    buildModeStamp(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What Today needs goes in a few chunks, not twenty: on HTTP/1.1 a browser opens six
        // connections per host, so each further batch of small files costs a round trip (over half
        // a second on a slow mobile link). Screens loaded on demand keep their own chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id) => /[\\/]node_modules[\\/]/.test(id) && !LAZY_ONLY_PACKAGES.test(id) },
            { name: 'app', test: (id) => SHELL_SOURCES.test(id.replaceAll('\\', '/')) },
            // Every other screen in one chunk: fetched at the first move away from Today, and the
            // service worker's precache is a dozen files instead of eighty (it fetches one at a time).
            { name: 'screens', test: (id) => SCREEN_SOURCES.test(id.replaceAll('\\', '/')) },
          ],
        },
      },
    },
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
