/**
 * Share images of passages (decision 214): a reference and a version become a PNG through the one
 * passage service, with the last images kept in a small LRU (by the passage as read, its version
 * and the theme, so "Jn 3:16" and "John 3:16" are one image). Public-domain text and the same image
 * for everyone: nothing about the person is in it or in the key.
 */
import { z } from 'zod';
import { issue, parseInput } from '../validate';
import { ZGetPassageInput, getPassage } from './get-passage';
import { LruCache } from './lru-cache';
import { SHARE_IMAGE_THEMES, renderShareImage, type ShareImageTheme } from './render-share-image';
import { shareImageText } from './share-image-text';
import type { BibleVersionId } from './versions';

export const ZShareImageInput = ZGetPassageInput.pick({ ref: true, version: true, lang: true }).extend({
  theme: z.enum(SHARE_IMAGE_THEMES, { error: issue('imageTheme') }).optional(),
});
export type TShareImageInput = z.input<typeof ZShareImageInput>;

export interface ShareImage {
  png: Buffer;
  /** The passage as read ("Psalm 23:1-4") and its version. */
  reference: string;
  version: { id: BibleVersionId; abbreviation: string; name: string };
  theme: ShareImageTheme;
  /** Verses on the image and in the passage: fewer shown means the image ends with "…". */
  shown: number;
  total: number;
}

export interface ShareImages {
  /** The image for a reference: a 400-style AppError (validation) when it cannot be read or is too long. */
  render(input: TShareImageInput): Promise<ShareImage>;
  readonly cached: number;
}

/** 48 images of about 60–120 kB: at most about 6 MB held. */
export const SHARE_IMAGE_CACHE_ENTRIES = 48;

export function createShareImages(opts: { brand: { name: string; url: string }; maxEntries?: number }): ShareImages {
  const cache = new LruCache<string, Promise<ShareImage>>(opts.maxEntries ?? SHARE_IMAGE_CACHE_ENTRIES);
  return {
    get cached() {
      return cache.size;
    },
    async render(input) {
      const { theme = 'light', ...passageInput } = parseInput(ZShareImageInput, input);
      const passage = getPassage(passageInput);
      const key = `${passage.version.id}\u0000${passage.reference}\u0000${theme}`;
      const hit = cache.get(key);
      if (hit) return await hit;
      // What goes on the image is decided before caching, so a passage too long is refused every time.
      const text = shareImageText(passage.verses);
      const made = renderShareImage({
        reference: passage.reference,
        versionName: passage.version.name,
        text: text.segments,
        theme,
        brand: opts.brand,
      }).then((png) => ({
        png,
        reference: passage.reference,
        version: {
          id: passage.version.id,
          abbreviation: passage.version.abbreviation,
          name: passage.version.name,
        },
        theme,
        shown: text.shown,
        total: text.total,
      }));
      cache.set(key, made);
      made.catch(() => cache.delete(key));
      return await made;
    },
  };
}
