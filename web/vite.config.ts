import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledCatalogues } from './vite-catalogues';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

/**
 * What the first screen needs, found from the module graph rather than named by hand (decision 242):
 * every module main.tsx reaches through static imports. A hand-kept list of folders let a screen's
 * dependencies ride along (zod, the dialogs, a second language's words) whenever a shell file gained
 * an import; the graph cannot drift. Filled at the end of the build phase, read while chunking.
 */
function firstDownload(): Plugin & { has(id: string): boolean; progress(id: string): boolean } {
  const reached = new Set<string>();
  const progress = new Set<string>();
  let entry = '';
  /** Every module `from` reaches through static imports, into `into`, except those `skip` has. */
  const walk = (ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }, from: string[], into: Set<string>, skip: Set<string>) => {
    for (const id of from) {
      if (into.has(id) || skip.has(id)) continue;
      into.add(id);
      from.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  };
  return {
    name: 'dps-first-download',
    apply: 'build',
    buildEnd() {
      reached.clear();
      progress.clear();
      const ids = [...this.getModuleIds()];
      entry = ids.find((id) => this.getModuleInfo(id)?.isEntry) ?? '';
      walk(this, entry ? [entry] : [], reached, new Set());
      // Progress's own chunk (decision 245): what its route reaches beyond the first download.
      walk(this, ids.filter((id) => PROGRESS_ROUTE.test(id)), progress, reached);
    },
    // main.tsx itself stays in the entry chunk, as small as it is (the catalogue chunks import the app chunk).
    has: (id) => reached.has(id) && !MAIN.test(id) && !id.endsWith('.html'),
    progress: (id) => progress.has(id),
  };
}
const first = firstDownload();
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const MAIN = /[\\/]web[\\/]src[\\/]main\.tsx$/;
const PROGRESS_ROUTE = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]progress\.tsx$/;

/**
 * Screens loaded on demand (and what only they use): one chunk, fetched at the first move away from
 * Today. The legal texts themselves (content/<lang>/legal/*.md) stay one chunk each.
 */
const SCREEN_SOURCES =
  /(\/db\/src\/content\/legal-text\.ts|\/web\/src\/(app\/routes\/|components\/|lib\/|features\/(?!(scripture|moderation)\/|plans\/components\/admin-plans))|\/core\/src\/|[\\/]node_modules[\\/](zod|@date-fns|@radix-ui|react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|detect-node-es|get-nonce)[\\/])/;

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

/**
 * What the server may announce in a page's shell before the script asks for it (dist/.preloads.json,
 * a dotfile: never served; read by web/server/page-preloads.ts): each language's catalogue chunk
 * (main.tsx loads it before the first render), the `screens` chunk with what it imports beyond the
 * first download (every screen but Today and Progress lives there), and Progress's own chunk.
 * Without it the browser learns of them only once the scripts before them have run: two more round
 * trips on a slow link (decision 245).
 */
function preloadManifest(): Plugin {
  return {
    name: 'dps-preload-manifest',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) throw new Error('dps-preload-manifest: the build names no output directory');
      const catalogues: Record<string, string> = {};
      let screens: string[] = [];
      let progress: string[] = [];
      const firstFiles = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const lang = /[\\/]i18n[\\/]messages[\\/]([a-z]{2,3})[\\/]index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (lang) catalogues[lang] = `/${chunk.fileName}`;
        if (chunk.isEntry) for (const f of [chunk.fileName, ...chunk.imports]) firstFiles.add(f);
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const files = [chunk.fileName, ...chunk.imports.filter((f) => !firstFiles.has(f))].map((f) => `/${f}`);
        if (chunk.name === 'screens') screens = files;
        if (chunk.name === 'progress') progress = files;
      }
      const manifest = { catalogues, screens, routes: { '/progress': progress } };
      writeFileSync(resolve(options.dir, '.preloads.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * The app's entry is started by /start.js (web/public/start.js) after the browser has painted what
 * the HTML carries, instead of by a module script tag that runs as soon as parsing ends (decision
 * 248). The entry stays a modulepreload, so it downloads as early as before; its id tells start.js
 * which file it is.
 */
function startAfterFirstPaint(): Plugin {
  const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
  return {
    name: 'dps-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY.test(html)) throw new Error('index.html: the entry script tag was not found');
        return html.replace(
          ENTRY,
          (_tag, src: string) => `<link rel="modulepreload" crossorigin href="${src}" id="app-entry">\n    <script src="/start.js" defer></script>`,
        );
      },
    },
  };
}

// Root is web/ whichever directory vite is started from, so `vite build --config web/vite.config.ts`
// from the repository root and `vite build` inside web/ both write web/dist.
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [
    // Catalogues as ICU's AST, and intl-messageformat without its parser in the browser (decision 242).
    precompiledCatalogues(),
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
    preloadManifest(),
    startAfterFirstPaint(),
    first,
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
            { name: 'vendor', test: (id) => first.has(id) && NODE_MODULES.test(id) },
            { name: 'app', test: (id) => first.has(id) && !NODE_MODULES.test(id) },
            // Every other screen in one chunk: fetched at the first move away from Today, and the
            // service worker's precache is a dozen files instead of eighty (it fetches one at a time).
            // Progress, a screen people open from a link or the home screen, only what it needs: a
            // sixth of `screens` (decision 245). Screens that share a module with it load this too.
            { name: 'progress', test: (id) => first.progress(id) },
            { name: 'screens', test: (id) => !first.has(id) && !first.progress(id) && SCREEN_SOURCES.test(id.replaceAll('\\', '/')) },
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
