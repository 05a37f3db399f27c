/**
 * `npm run bench:share-image`: how long a share image takes and what it costs in memory (decision 214).
 *
 * - cold: the first image of the process (sharp/libvips and Pango start, the fonts load, the version's
 *   text is read from disk), then the first image of a second version;
 * - warm: 40 passages not drawn before (single verses to a chapter cut at the cap), light and dark,
 *   one at a time: p50 / p95 / max in ms;
 * - cached: the same passages again through createShareImages (the LRU): p50 / p95;
 * - parallel: 16 images not drawn before asked at once (libvips threads), total and per image;
 * - memory: RSS and heap after start, after the first image, after all renders, with the cache full.
 *
 * No database: images are of the bundled public-domain text only.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getPassage } from '@dps/core/scripture/get-passage';
import { renderShareImage } from '@dps/core/scripture/render-share-image';
import { SHARE_IMAGE_CACHE_ENTRIES, createShareImages } from '@dps/core/scripture/share-images';
import { shareImageText } from '@dps/core/scripture/share-image-text';
import type { BibleVersionId } from '@dps/core/scripture/versions';

const brand = { name: 'Daily Prayer & Scripture', url: 'https://pray.example.org/' };
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const memory = () => {
  const m = process.memoryUsage();
  return `rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}, external ${mb(m.external)}`;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function draw(
  ref: string,
  version: BibleVersionId,
  theme: 'light' | 'dark',
): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const p = getPassage({ ref, version });
  const png = await renderShareImage({
    reference: p.reference,
    versionName: p.version.name,
    text: shareImageText(p.verses).segments,
    theme,
    brand,
  });
  return { ms: performance.now() - t0, bytes: png.length };
}

const PASSAGES: [string, BibleVersionId][] = [
  ['John 3:16', 'web'],
  ['John 11:35', 'web'],
  ['Psalm 23', 'web'],
  ['Psalm 119', 'web'],
  ['Romans 8:28', 'web'],
  ['Philippians 4:6-7', 'web'],
  ['Isaiah 40:31', 'web'],
  ['Matthew 5:3-10', 'web'],
  ['1 Corinthians 13:4-7', 'web'],
  ['Esther 8:9', 'web'],
  ['Proverbs 3:5-6', 'kjv'],
  ['Jeremiah 29:11', 'kjv'],
  ['Psalm 46', 'kjv'],
  ['Ruth 1:16-17', 'kjv'],
  ['Lamentations 3:22-23', 'kjv'],
  ['Ezekiel 40', 'kjv'],
  ['Juan 3:16', 'rv1909'],
  ['Salmos 23', 'rv1909'],
  ['Romanos 12:1-2', 'rv1909'],
  ['Mateo 11:28-30', 'rv1909'],
];

console.log(
  `share images (1080×1080 PNG), node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`start:               ${memory()}`);
const cold = await draw('Psalm 23:1-4', 'web', 'light');
console.log(`cold first image:    ${ms(cold.ms)} (sharp and Pango start, fonts load, WEB read from disk)  ${memory()}`);
const coldKjv = await draw('Psalm 23:1-4', 'kjv', 'light');
console.log(`first KJV image:     ${ms(coldKjv.ms)} (the KJV read from disk)`);

const times: number[] = [];
const sizes: number[] = [];
for (const theme of ['light', 'dark'] as const) {
  for (const [ref, version] of PASSAGES) {
    const r = await draw(ref, version, theme);
    times.push(r.ms);
    sizes.push(r.bytes);
  }
}
console.log(
  `warm, not cached:    p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, max ${ms(Math.max(...times))} over ${times.length} images; PNG ${(quantile(sizes, 0.5) / 1024).toFixed(0)} kB median, ${(Math.max(...sizes) / 1024).toFixed(0)} kB max`,
);

const images = createShareImages({ brand });
for (const [ref, version] of PASSAGES) await images.render({ ref, version });
const hits: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const [ref, version] of PASSAGES) {
    const t0 = performance.now();
    await images.render({ ref, version });
    hits.push(performance.now() - t0);
  }
}
console.log(
  `cached (LRU hit):    p50 ${quantile(hits, 0.5).toFixed(2)} ms, p95 ${quantile(hits, 0.95).toFixed(2)} ms (the reference is still parsed and checked)`,
);

const parallel = PASSAGES.slice(0, 16).map(([ref, version]) => draw(ref, version, 'dark'));
const t0 = performance.now();
await Promise.all(parallel);
const wall = performance.now() - t0;
console.log(
  `16 at once:          ${ms(wall)} in all, ${ms(wall / 16)} per image (libvips threads: ${process.env.UV_THREADPOOL_SIZE ?? 4} libuv workers)`,
);

// Fill the cache to its bound with distinct images, to see what it holds at most.
const full = createShareImages({ brand });
const verses = Array.from({ length: SHARE_IMAGE_CACHE_ENTRIES }, (_, i) => `Psalm 119:${i + 1}-${i + 4}`);
for (const ref of verses) await full.render({ ref, version: 'web' });
globalThis.gc?.();
console.log(`cache full (${full.cached} images): ${memory()}`);
