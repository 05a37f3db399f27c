/**
 * Verse search (decision 211) on a real database: words in the WEB, KJV and RV1909 (English
 * and Spanish stemming), the ranking tiers, a reference answered with its passage, the "still being
 * prepared" answer before the fill, and input refused in words. The texts compared are read from the
 * bundled Bibles through the passage service, never typed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { seedScriptureVerses } from '@dps/db/seed/scripture-verses';
import { createTestDb } from '../../test/create-test-db';
import { silentLog, systemClock, type Ctx } from '../context';
import { AppError } from '../errors';
import { getPassage } from '../scripture/get-passage';
import { HIGHLIGHT_END, HIGHLIGHT_START, splitHighlights } from './search-query';
import { searchVerses, VERSE_RESULTS_MAX, type TSearchVersesInput } from './search-verses';

let h: DbHandle;
let ctx: Ctx;
/** A few books keep the fill short (the full Bibles are the bench's). */
const BOOKS = ['John', '1Cor', '1John'];

beforeAll(async () => {
  h = await createTestDb();
  ctx = { db: h.db, clock: systemClock, log: silentLog };
});
afterAll(() => h?.close());

const verseText = (ref: string, version: 'web' | 'kjv' | 'rv1909') => getPassage({ ref, version }).verses[0]!.text;
const refs = async (input: TSearchVersesInput) => (await searchVerses(ctx, input)).results.map((r) => r.reference);

describe('before the verses are filled', () => {
  it('says the verses are being prepared, and still offers a typed passage', async () => {
    const a = await searchVerses(ctx, { q: 'shepherd', version: 'web' });
    expect(a.status).toBe('preparing');
    expect(a.results).toEqual([]);
    const r = await searchVerses(ctx, { q: 'John 3:16', version: 'web' });
    expect(r.status).toBe('preparing');
    expect(r.passage?.reference).toBe('John 3:16');
  });

  it('fills once: a second fill writes nothing', async () => {
    const first = await seedScriptureVerses(h.db, { books: BOOKS });
    expect(first.web).toBeGreaterThan(1000);
    expect(first.rv1909).toBeGreaterThan(1000);
    expect(await seedScriptureVerses(h.db, { books: BOOKS })).toEqual({ web: 0, kjv: 0, rv1909: 0 });
  });
});

describe('searchVerses: words in the person’s version', () => {
  it('WEB: finds John 3:16 by its words, first, with the verse text and the matches marked', async () => {
    const a = await searchVerses(ctx, { q: 'so loved the world', version: 'web' });
    expect(a.status).toBe('ready');
    expect(a.version).toEqual({ id: 'web', abbreviation: 'WEB', language: 'en' });
    const top = a.results[0]!;
    expect(top.reference).toBe('John 3:16');
    expect(top.match).toBe('phrase');
    expect(top.text).toBe(verseText('John 3:16', 'web'));
    expect(
      splitHighlights(top.highlight)
        .map((p) => p.text)
        .join(''),
    ).toBe(top.text);
    expect(top.highlight).toContain(`${HIGHLIGHT_START}loved${HIGHLIGHT_END}`);
  });

  it('KJV: its own words ("charity") are found in the KJV, not in the WEB', async () => {
    const kjv = await searchVerses(ctx, { q: 'charity suffereth long', version: 'kjv' });
    expect(kjv.results[0]!.reference).toBe('1 Corinthians 13:4');
    expect(kjv.results[0]!.text).toBe(verseText('1 Corinthians 13:4', 'kjv'));
    expect(await refs({ q: 'suffereth', version: 'web' })).toEqual([]);
  });

  it('English stemming: "loving" finds verses that say "loved"', async () => {
    const a = await searchVerses(ctx, { q: 'loving world', version: 'web' });
    expect(a.results.map((r) => r.reference)).toContain('John 3:16');
  });

  it('RV1909: Spanish stemming ("mundos" finds "mundo", "amó" itself), Spanish book names', async () => {
    const a = await searchVerses(ctx, { q: 'amó Dios mundos', version: 'rv1909' });
    expect(a.version).toEqual({ id: 'rv1909', abbreviation: 'RV1909', language: 'es' });
    expect(a.results[0]!.reference).toBe('Juan 3:16');
    expect(a.results[0]!.text).toBe(verseText('Juan 3:16', 'rv1909'));
    expect(a.results[0]!.highlight).toContain(`${HIGHLIGHT_START}mundo${HIGHLIGHT_END}`);
    expect(await refs({ q: 'buen pastor', version: 'rv1909' })).toContain('Juan 10:11');
  });

  it('RV1909 without accents (decision 241): "corazon" finds "corazón", "Senor" finds "Señor", highlighted as written', async () => {
    const a = await searchVerses(ctx, { q: 'no se turbe vuestro corazon', version: 'rv1909' });
    expect(a.results[0]!.reference).toBe('Juan 14:1');
    expect(a.results[0]!.text).toBe(verseText('Juan 14:1', 'rv1909'));
    expect(a.results[0]!.highlight).toContain(`${HIGHLIGHT_START}corazón${HIGHLIGHT_END}`);
    // The highlight is the verse itself, accents and all, with the matches marked.
    expect(a.results[0]!.highlight.replace(/[\uE000\uE001]/g, '')).toBe(a.results[0]!.text);

    const typed = await searchVerses(ctx, { q: 'Señor', version: 'rv1909' });
    const plain = await searchVerses(ctx, { q: 'Senor', version: 'rv1909' });
    expect(plain.results.length).toBeGreaterThan(0);
    expect(plain.results.map((r) => r.reference)).toEqual(typed.results.map((r) => r.reference));
    for (const r of plain.results) {
      expect(r.highlight).toContain(`${HIGHLIGHT_START}Señor${HIGHLIGHT_END}`);
      expect(r.highlight.replace(/[\uE000\uE001]/g, '')).toBe(r.text);
    }
    // A decomposed ñ (n + combining tilde, as some keyboards send it) is the same word.
    expect((await refs({ q: 'Sen\u0303or', version: 'rv1909' })).slice(0, 5)).toEqual(
      typed.results.slice(0, 5).map((r) => r.reference),
    );
  });

  it('English versions are not folded: "corazon" finds nothing in the WEB', async () => {
    expect(await refs({ q: 'corazon', version: 'web' })).toEqual([]);
  });
});

describe('ranking', () => {
  it('the phrase first, then verses with every word, then verses with some of them', async () => {
    const a = await searchVerses(ctx, { q: 'love is patient', version: 'web' });
    expect(a.results[0]!.reference).toBe('1 Corinthians 13:4');
    expect(a.results[0]!.match).toBe('phrase');
    const order = a.results.map((r) => ['phrase', 'all', 'any'].indexOf(r.match));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(a.results.some((r) => r.match === 'any')).toBe(true);
    expect(a.results.length).toBeLessThanOrEqual(VERSE_RESULTS_MAX);
  });

  it('the words exactly as typed come before the same stems in a row', async () => {
    // "so loved the world" (John 3:16) before "love the world" (1 John 2:15): both are 'love' <2> 'world'.
    const a = await searchVerses(ctx, { q: 'so loved the world', version: 'web' });
    const ids = a.results.map((r) => r.reference);
    expect(ids[0]).toBe('John 3:16');
    expect(ids).toContain('1 John 2:15');
    expect(a.results.find((r) => r.reference === '1 John 2:15')!.match).toBe('phrase');
  });

  it('a verse with every word comes before one with only some', async () => {
    const a = await searchVerses(ctx, { q: 'world light darkness', version: 'web' });
    const firstAny = a.results.findIndex((r) => r.match === 'any');
    expect(firstAny).toBeGreaterThan(0);
    for (const r of a.results.slice(0, firstAny)) {
      const words = r.text.toLowerCase();
      expect(words).toMatch(/world/);
      expect(words).toMatch(/light/);
      expect(words).toMatch(/darkness/);
    }
  });

  it('stop words alone find nothing, and say so without an error', async () => {
    expect(await refs({ q: 'the and of', version: 'web' })).toEqual([]);
  });
});

describe('a reference typed as the query', () => {
  it('offers the passage (through the one parser), in the version asked, before any words', async () => {
    const a = await searchVerses(ctx, { q: 'John 3:16', version: 'web' });
    expect(a.passage).toEqual({
      reference: 'John 3:16',
      verses: [{ chapter: 3, verse: 16, text: verseText('John 3:16', 'web') }],
      more: 0,
    });
    expect(a.results).toEqual([]);
  });

  it('Spanish names read in the Spanish version, and in an English one', async () => {
    expect((await searchVerses(ctx, { q: 'Juan 3:16', version: 'rv1909' })).passage?.verses[0]?.text).toBe(
      verseText('Juan 3:16', 'rv1909'),
    );
    const en = await searchVerses(ctx, { q: 'Juan 3:16', version: 'web' });
    expect(en.passage?.reference).toBe('John 3:16');
  });

  it('a chapter shows its first verses and says how many more', async () => {
    const a = await searchVerses(ctx, { q: 'Psalm 23', version: 'kjv' });
    expect(a.passage?.reference).toBe('Psalm 23');
    expect(a.passage?.verses).toHaveLength(5);
    expect(a.passage?.more).toBe(1);
  });

  it('a reference that does not exist, or a book alone, is searched as words', async () => {
    expect((await searchVerses(ctx, { q: 'John 99:1', version: 'web' })).passage).toBeNull();
    expect((await searchVerses(ctx, { q: 'Genesis', version: 'web' })).passage).toBeNull();
  });
});

describe('input', () => {
  const refused = async (input: unknown) => {
    const e = await searchVerses(ctx, input as TSearchVersesInput).then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('validation');
    return (e as AppError).message;
  };
  it('refuses an empty, overlong or missing query and an unknown version, in words', async () => {
    expect(await refused({ q: '   ', version: 'web' })).toBe('Please type something to search for.');
    expect(await refused({ q: 'a'.repeat(101), version: 'web' })).toBe('Please keep your search under 100 characters.');
    expect(await refused({ version: 'web' })).toBe('Please type something to search for.');
    expect(await refused({ q: 'love', version: 'niv' })).toBe('Unknown Bible version. Choose WEB, KJV or RV1909.');
  });
  it('reads odd text as words: quotes, operators, markup, only punctuation', async () => {
    for (const q of ['"love', 'love & | ! :*', '<b>love</b>', '-- ;;', 'shepherd -sheep or lamb', "o'clock", '\\'])
      expect((await searchVerses(ctx, { q, version: 'web' })).status).toBe('ready');
  });
});
