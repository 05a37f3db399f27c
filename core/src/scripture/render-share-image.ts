/**
 * A passage as a square share image (decision 214): PNG, 1080×1080, light or dark, the passage in
 * Noto Serif fitted to its length, the reference and the version under it, and the product's name
 * and address at the foot.
 *
 * Drawn by sharp (libvips, Pango for text). The fonts are the repository's own files
 * (core/assets/fonts, SIL OFL), handed to Pango by path for every text layer, so an image looks the
 * same on a machine with no fonts installed. Text reaches Pango as markup, escaped here.
 */
import { join } from 'node:path';
import type Sharp from 'sharp';
import type { ShareImageSegment } from './share-image-text';

export const SHARE_IMAGE_SIZE = 1080;
export const SHARE_IMAGE_THEMES = ['light', 'dark'] as const;
export type ShareImageTheme = (typeof SHARE_IMAGE_THEMES)[number];

const FONT_DIR = join(import.meta.dirname, '..', '..', 'assets', 'fonts');
export const SERIF_FONT_FILE = join(FONT_DIR, 'NotoSerif-Regular.ttf');
export const SANS_BOLD_FONT_FILE = join(FONT_DIR, 'NotoSans-Bold.ttf');
const SERIF = 'Noto Serif';
const SANS_BOLD = 'Noto Sans Bold';

interface Palette {
  background: string;
  text: string;
  muted: string;
  accent: string;
}

const PALETTES: Record<ShareImageTheme, Palette> = {
  light: { background: '#faf7f2', text: '#1f2328', muted: '#5f646b', accent: '#9a6a2c' },
  dark: { background: '#15171c', text: '#f3efe7', muted: '#aeb2b9', accent: '#d9a95e' },
};

/**
 * libvips is loaded on the first image, not at start (~30 MB resident, like profile photos:
 * decision 102); a server nobody asks for an image never pays it.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

const MARGIN = 104;
const TEXT_WIDTH = SHARE_IMAGE_SIZE - 2 * MARGIN;
/** The passage's box: its text is fitted inside, then the whole block is centred vertically. */
const PASSAGE_MAX_HEIGHT = 600;
/** Short verses are not blown up past this; the text cap keeps long ones at 34 px or more. */
export const PASSAGE_MAX_PX = 64;
const REFERENCE_PX = 42;
const VERSION_PX = 28;
const BRAND_PX = 26;
/** Pango sizes are points: at dpi = px × 72 / 10 a 10-point font is `px` pixels tall. */
const BASE_PT = 10;

export interface ShareImageContent {
  reference: string;
  versionName: string;
  /** The passage: plain text, or verses with their numbers (from shareImageText). */
  text: string | readonly ShareImageSegment[];
  theme: ShareImageTheme;
  /** The product's name and address, small at the foot ("Daily Prayer & Scripture · example.org"). */
  brand: { name: string; url: string };
}

/** Escape text for Pango markup (XML's five, and no control characters). */
export function escapeMarkup(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function passageMarkup(text: ShareImageContent['text'], p: Palette): string {
  const segments = typeof text === 'string' ? [{ text }] : text;
  const body = segments
    .map((s) =>
      s.label === undefined
        ? escapeMarkup(s.text)
        : `<span foreground="${p.accent}" size="58%" rise="9pt">${escapeMarkup(s.label)}</span>\u202f${escapeMarkup(s.text)}`,
    )
    .join(' ');
  return `<span foreground="${p.text}" line_height="1.0">${body}</span>`;
}

async function textLayer(
  markup: string,
  font: { family: string; file: string },
  px: number,
  opts: { fitHeight?: number } = {},
): Promise<{ png: Buffer; width: number; height: number; px: number }> {
  const sharp = await loadSharp();
  const base = {
    text: markup,
    font: `${font.family} ${BASE_PT}`,
    fontfile: font.file,
    width: TEXT_WIDTH,
    rgba: true,
    wrap: 'word' as const,
  };
  if (opts.fitHeight !== undefined) {
    // Let libvips find the largest size that fits the box, then hold short texts to the cap.
    const fitted = await sharp({ text: { ...base, height: opts.fitHeight } })
      .png()
      .toBuffer({ resolveWithObject: true });
    const fittedPx = ((fitted.info.textAutofitDpi ?? 72) * BASE_PT) / 72;
    if (fittedPx <= px) return { png: fitted.data, width: fitted.info.width, height: fitted.info.height, px: fittedPx };
  }
  const { data, info } = await sharp({ text: { ...base, dpi: Math.round((px * 72) / BASE_PT) } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, px };
}

/** The image as PNG bytes, and the passage's font size in pixels (tests check it stays legible). */
export async function renderShareImageWithInfo(c: ShareImageContent): Promise<{ png: Buffer; passagePx: number }> {
  const p = PALETTES[c.theme];
  const serif = { family: SERIF, file: SERIF_FONT_FILE };
  const sans = { family: SANS_BOLD, file: SANS_BOLD_FONT_FILE };
  const [passage, reference, version, brand] = await Promise.all([
    textLayer(passageMarkup(c.text, p), serif, PASSAGE_MAX_PX, { fitHeight: PASSAGE_MAX_HEIGHT }),
    textLayer(`<span foreground="${p.text}">${escapeMarkup(c.reference)}</span>`, sans, REFERENCE_PX),
    textLayer(`<span foreground="${p.muted}">${escapeMarkup(c.versionName)}</span>`, sans, VERSION_PX),
    textLayer(
      `<span foreground="${p.muted}">${escapeMarkup(c.brand.name)}  ·  ${escapeMarkup(displayUrl(c.brand.url))}</span>`,
      sans,
      BRAND_PX,
    ),
  ]);

  const ruleGap = 44;
  const refGap = 56;
  const block = passage.height + refGap + reference.height + 8 + version.height;
  const areaTop = 150;
  const areaBottom = SHARE_IMAGE_SIZE - 150;
  const top = Math.max(areaTop, Math.round(areaTop + (areaBottom - areaTop - block) / 2));
  const refTop = top + passage.height + refGap;
  const rule = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_SIZE}" height="${SHARE_IMAGE_SIZE}">
  <rect x="${MARGIN}" y="${top - ruleGap}" width="72" height="6" rx="3" fill="${p.accent}"/>
  <rect x="${MARGIN}" y="${refTop - refGap / 2}" width="${SHARE_IMAGE_SIZE - 2 * MARGIN}" height="2" fill="${p.muted}" opacity="0.25"/>
</svg>`;

  const sharp = await loadSharp();
  const png = await sharp({
    create: { width: SHARE_IMAGE_SIZE, height: SHARE_IMAGE_SIZE, channels: 3, background: p.background },
  })
    .composite([
      { input: Buffer.from(rule), left: 0, top: 0 },
      { input: passage.png, left: MARGIN, top },
      { input: reference.png, left: MARGIN, top: refTop },
      { input: version.png, left: MARGIN, top: refTop + reference.height + 8 },
      { input: brand.png, left: MARGIN, top: SHARE_IMAGE_SIZE - 96 - brand.height },
    ])
    // zlib level 6: level 9 saves about 18 kB of 107 kB and costs 6× the encoding time (bench:share-image).
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, passagePx: passage.px };
}

/** The image as PNG bytes (1080×1080). */
export async function renderShareImage(c: ShareImageContent): Promise<Buffer> {
  return (await renderShareImageWithInfo(c)).png;
}

/** "https://pray.example.org/" → "pray.example.org": what a person would type. */
function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}
