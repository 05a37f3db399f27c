/**
 * Share images of passages (decision 214): a reference and a version become a PNG through the one
 * passage service, with the last images kept in a small LRU (by the passage as read, its version
 * and the theme, so "Jn 3:16" and "John 3:16" are one image). Public-domain text and the same image
 * for everyone: nothing about the person is in it or in the key.
 *
 * An image that holds only part of the passage names the verses it holds, and says what is left
 * (decision 275). Drawing is bounded (decision 276): at most `maxRendering` images are drawn at
 * once in a process, `maxWaiting` more wait their turn, and beyond that the answer is a 429 with a
 * few seconds' Retry-After, so a burst of renders cannot take the machine from everyone else.
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { issue, parseInput } from '../validate';
import { ZGetPassageInput, getPassage } from './get-passage';
import { LruCache } from './lru-cache';
import { SHARE_IMAGE_THEMES, renderShareImage, type ShareImageTheme } from './render-share-image';
import { shareImageText } from './share-image-text';
import { versesReference } from './verses-reference';
import type { BibleVersionId } from './versions';

export const ZShareImageInput = ZGetPassageInput.pick({ ref: true, version: true, lang: true }).extend({
  theme: z.enum(SHARE_IMAGE_THEMES, { error: issue('imageTheme') }).optional(),
});
export type TShareImageInput = z.input<typeof ZShareImageInput>;

export interface ShareImage {
  png: Buffer;
  /** The verses on the image as read ("Psalm 23:1-4"; "Psalm 119:1-8" when the chapter was cut). */
  reference: string;
  /** The passage that was asked for ("Psalm 119"): the same as `reference` unless the image is cut. */
  passageReference: string;
  /** The verses of the passage after the image's, to ask for next ("Psalm 119:9-176"); none when it all fits. */
  rest?: string;
  version: { id: BibleVersionId; abbreviation: string; name: string };
  theme: ShareImageTheme;
  /** Verses on the image and in the passage: fewer shown means the image ends with "…". */
  shown: number;
  total: number;
}

export interface RenderOptions {
  /**
   * Called once before an image not in the cache is drawn (a cached one costs nothing): the place
   * for a rate limit. What it throws is the answer; the image is not drawn.
   */
  admit?: () => Promise<void>;
}

export interface ShareImages {
  /** The image for a reference: a 400-style AppError (validation) when it cannot be read or is too long. */
  render(input: TShareImageInput, opts?: RenderOptions): Promise<ShareImage>;
  readonly cached: number;
  /** Images being drawn now, and waiting to be. */
  readonly rendering: number;
  readonly waiting: number;
}

/** 48 images of about 60–120 kB: at most about 6 MB held. */
export const SHARE_IMAGE_CACHE_ENTRIES = 48;
/**
 * One image at a time per process: a render keeps up to four libuv threads and a core busy for
 * 100–300 ms, and the machine is shared with every other request (decision 276, bench:share-image).
 */
export const SHARE_IMAGE_MAX_RENDERING = 1;
/** A short queue absorbs a person's light and dark images and a few visitors; a longer one only adds waiting. */
export const SHARE_IMAGE_MAX_WAITING = 6;
/** What a 429 for a full queue asks the client to wait: about the time the queue takes to drain. */
export const SHARE_IMAGE_BUSY_RETRY_SECONDS = 5;

/** Many images are being drawn right now: try again in a few seconds (429, Retry-After). */
export function imagesBusy(): AppError {
  return new AppError('rate_limited', 'imagesBusy', {
    values: { seconds: SHARE_IMAGE_BUSY_RETRY_SECONDS },
    title: 'imagesBusy',
    details: { retryAfterSeconds: SHARE_IMAGE_BUSY_RETRY_SECONDS },
  });
}

export function createShareImages(opts: {
  brand: { name: string; url: string };
  maxEntries?: number;
  maxRendering?: number;
  maxWaiting?: number;
}): ShareImages {
  const cache = new LruCache<string, Promise<ShareImage>>(opts.maxEntries ?? SHARE_IMAGE_CACHE_ENTRIES);
  const maxRendering = opts.maxRendering ?? SHARE_IMAGE_MAX_RENDERING;
  const maxWaiting = opts.maxWaiting ?? SHARE_IMAGE_MAX_WAITING;
  let rendering = 0;
  const queue: (() => void)[] = [];

  /** A turn to draw: now, after the ones ahead in the queue, or refused when the queue is full. */
  const turn = async (): Promise<void> => {
    if (rendering < maxRendering) {
      rendering++;
      return;
    }
    if (queue.length >= maxWaiting) throw imagesBusy();
    // The finishing render hands its place straight to the next one (rendering stays counted).
    await new Promise<void>((resolve) => queue.push(resolve));
  };
  const done = () => {
    const next = queue.shift();
    if (next) next();
    else rendering--;
  };

  return {
    get cached() {
      return cache.size;
    },
    get rendering() {
      return rendering;
    },
    get waiting() {
      return queue.length;
    },
    async render(input, renderOpts = {}) {
      const { theme = 'light', ...passageInput } = parseInput(ZShareImageInput, input);
      const passage = getPassage(passageInput);
      const key = `${passage.version.id}\u0000${passage.reference}\u0000${theme}`;
      const hit = cache.get(key);
      if (hit) return await hit;
      // What goes on the image is decided before caching, so a passage too long is refused every time.
      const text = shareImageText(passage.verses);
      const lang = passage.version.language;
      const present = passage.verses.filter((v) => v.text.trim() !== '');
      const cut = text.shown < text.total;
      const reference = cut
        ? versesReference(present.slice(0, text.shown), lang, passage.version.id)
        : passage.reference;
      const rest = cut ? versesReference(present.slice(text.shown), lang, passage.version.id) : undefined;
      const draw = async (): Promise<ShareImage> => {
        await renderOpts.admit?.();
        await turn();
        let png: Buffer;
        try {
          png = await renderShareImage({
            reference,
            versionName: passage.version.name,
            text: text.segments,
            theme,
            brand: opts.brand,
          });
        } finally {
          done();
        }
        return {
          png,
          reference,
          passageReference: passage.reference,
          ...(rest !== undefined ? { rest } : {}),
          version: {
            id: passage.version.id,
            abbreviation: passage.version.abbreviation,
            name: passage.version.name,
          },
          theme,
          shown: text.shown,
          total: text.total,
        };
      };
      const made = draw();
      cache.set(key, made);
      made.catch(() => cache.delete(key));
      return await made;
    },
  };
}
