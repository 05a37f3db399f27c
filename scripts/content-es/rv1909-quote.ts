/**
 * The RV1909 text of a Spanish reference ("Salmos 23:1-3 (RV1909)"), read through the core passage
 * service (core/src/scripture/get-passage.ts) from the bundled db/scripture/rv1909.json: the one way the
 * Spanish content gets its scripture (never typed from memory).
 */
import { getPassage } from '@dps/core/scripture/get-passage';

/** The verses of `reference` in the RV1909, joined by one space, exactly as bundled. */
export function rv1909Quote(reference: string): string {
  const passage = getPassage({ ref: reference, version: 'rv1909', lang: 'es' });
  if (passage.version.id !== 'rv1909') throw new Error(`${reference}: not read in the RV1909`);
  return passage.verses.map((v) => v.text.trim()).join(' ');
}

/** How many verses `reference` names in the RV1909. */
export function rv1909VerseCount(reference: string): number {
  return getPassage({ ref: reference, version: 'rv1909', lang: 'es' }).verses.length;
}

/** Two copies of a quote are the same when they differ only in whitespace. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
