/**
 * What of a passage goes on a share image (decision 214): whole verses, up to a length that stays
 * legible at phone size. A longer passage is cut after the last verse that fits and ends with "…";
 * a single verse longer than an image holds is refused in words.
 */
import { AppError } from '../errors';

/** The most characters of scripture one image takes (about 13 lines of 34 px serif on 1080 px). */
export const SHARE_IMAGE_MAX_CHARS = 560;

export interface ShareImageVerse {
  chapter: number;
  verse: number;
  text: string;
}

/** One verse on the image: `label` is its number (shown when the image holds more than one verse). */
export interface ShareImageSegment {
  label?: string;
  text: string;
}

export interface ShareImageText {
  segments: ShareImageSegment[];
  /** True when the passage did not fit and the image ends with "…". */
  cut: boolean;
  /** How many verses are on the image, and how many the passage has. */
  shown: number;
  total: number;
}

export function shareImageText(verses: readonly ShareImageVerse[], maxChars = SHARE_IMAGE_MAX_CHARS): ShareImageText {
  const present = verses.filter((v) => v.text.trim() !== '');
  if (present.length === 0) throw new AppError('validation', 'noImageText');
  const first = present[0]!;
  if (first.text.length > maxChars)
    throw new AppError('validation', 'verseTooLongForImage', {
      values: { length: first.text.length, max: maxChars },
      title: 'tooLongForImage',
    });

  const numbered = present.length > 1;
  const segments: ShareImageSegment[] = [];
  let used = 0;
  for (const [i, v] of present.entries()) {
    const cost = v.text.length + (i === 0 ? 0 : 1);
    if (used + cost > maxChars) break;
    used += cost;
    const label = !numbered
      ? undefined
      : i > 0 && v.chapter !== present[i - 1]!.chapter
        ? `${v.chapter}:${v.verse}`
        : `${v.verse}`;
    segments.push(label === undefined ? { text: v.text.trim() } : { label, text: v.text.trim() });
  }
  const cut = segments.length < present.length;
  if (cut) {
    const last = segments[segments.length - 1]!;
    last.text = `${last.text} …`;
  }
  return { segments, cut, shown: segments.length, total: present.length };
}
