/**
 * A slot's message drops its passage silently when the passage cannot be read (a version without
 * it): a mistyped reference would never show. Every watch prayer's passage reads, verbatim from the
 * bundled Bible, in every version of its language.
 */
import { describe, expect, it } from 'vitest';
import { getPassage } from '../../scripture/get-passage';
import { BIBLE_VERSIONS } from '../../scripture/versions';
import { WATCH_PRAYERS } from './watch-prayers';

describe('the watch prayers', () => {
  for (const [language, prayers] of Object.entries(WATCH_PRAYERS) as [
    keyof typeof WATCH_PRAYERS,
    typeof WATCH_PRAYERS.en,
  ][]) {
    for (const version of BIBLE_VERSIONS.filter((v) => v.language === language)) {
      it(`each ${language} prayer's passage reads in ${version.id}`, () => {
        expect(prayers.length).toBeGreaterThanOrEqual(8);
        for (const p of prayers) {
          const read = getPassage({ ref: p.passage, version: version.id, lang: language });
          expect(read.verses.length, p.passage).toBeGreaterThan(0);
          expect(
            read.verses.every((v) => v.text.trim().length > 0),
            p.passage,
          ).toBe(true);
          expect(read.version.id).toBe(version.id);
        }
      });
    }
  }
});
