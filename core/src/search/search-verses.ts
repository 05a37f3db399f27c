/**
 * Verse search (decision 211): the bundled Bibles by words, in one version, over the
 * scripture_verses copy the seed keeps (PostgreSQL text search, stemmed in the version's language:
 * English for the WEB and KJV, Spanish for the RV1909). Ranked in tiers: the words exactly as typed,
 * then as a phrase (stemmed), then all the words, then (when those are few) any of them; within a tier by ts_rank_cd (closeness and
 * count of the matches, over the verse's length, so a short verse that is mostly the words comes
 * before a long one that mentions them), then canon order. A query that is a reference ("John 3:16", "Juan 3:16") is
 * answered by the passage service first, through the one parser (core/src/scripture).
 *
 * Public domain text: no account needed (a visitor searches the WEB).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { isAppError } from '../errors';
import { getPassage } from '../scripture/get-passage';
import { BOOKS } from '../scripture/books';
import { BIBLE_VERSION_IDS, bibleVersion, type BibleVersionId, type ScriptureLanguage } from '../scripture/versions';
import { issue, parseInput } from '../validate';
import { HIGHLIGHT_END, HIGHLIGHT_START, ZSearchQuery } from './search-query';
import { foldsText, restoreAccents, searchConfigSql, searchTextSql, searchWords } from './search-language';

export const VERSE_RESULTS_MAX = 20;
/** A passage offered for a reference shows this many verses; the reader has the rest. */
export const PASSAGE_PREVIEW_VERSES = 5;
/**
 * The "some of the words" tier ranks at most this many verses: a common word ("God", "Dios") is in
 * thousands, and this tier only fills the list after the better ones, so it stays fast instead.
 */
const ANY_CANDIDATES_MAX = 1_000;

export const ZSearchVersesInput = z.object({
  q: ZSearchQuery,
  version: z.enum(BIBLE_VERSION_IDS, { error: issue('unknownBibleVersion') }),
});
export type TSearchVersesInput = z.input<typeof ZSearchVersesInput>;

export interface VerseResult {
  /** "John 3:16" / "Juan 3:16": the book named in the version's language. */
  reference: string;
  osis: string;
  chapter: number;
  verse: number;
  text: string;
  /** The text with matched words between HIGHLIGHT_START and HIGHLIGHT_END. */
  highlight: string;
  /** phrase: the words in the order typed; all: every word; any: some of them. */
  match: 'phrase' | 'all' | 'any';
}

export interface PassageOffer {
  reference: string;
  verses: { chapter: number; verse: number; text: string }[];
  /** Verses of the passage not shown here. */
  more: number;
}

export interface VerseSearchAnswer {
  version: { id: BibleVersionId; abbreviation: string; language: ScriptureLanguage };
  /** preparing: the server is still filling the verse index after a first start (a minute or so). */
  status: 'ready' | 'preparing';
  /** The passage the query names, when it is a reference. */
  passage: PassageOffer | null;
  results: VerseResult[];
}

const HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`;

interface Row {
  book: number;
  chapter: number;
  verse: number;
  text: string;
  highlight: string;
  tier: number;
}

/** The query's passage, if it names one this version has; anything else is left to the word search. */
function passageOf(q: string, version: BibleVersionId): PassageOffer | null {
  try {
    const p = getPassage({ ref: q, version, lang: bibleVersion(version).language });
    if (p.version.id !== version || p.verses.length === 0) return null;
    return {
      reference: p.reference,
      verses: p.verses
        .slice(0, PASSAGE_PREVIEW_VERSES)
        .map((v) => ({ chapter: v.chapter, verse: v.verse, text: v.text })),
      more: Math.max(0, p.verses.length - PASSAGE_PREVIEW_VERSES),
    };
  } catch (e) {
    if (isAppError(e)) return null; // not a reference (or not one that exists): words only
    throw e;
  }
}

export async function searchVerses(ctx: Ctx, input: TSearchVersesInput): Promise<VerseSearchAnswer> {
  const { q, version } = parseInput(ZSearchVersesInput, input);
  const v = bibleVersion(version);
  const cfg = searchConfigSql(v.language);
  // Spanish verses are indexed accent-folded (decision 241): the words typed are folded the same way.
  const words = searchWords(v.language, q);
  const fold = (expr: SQL) => searchTextSql(v.language, expr);
  const passage = passageOf(q, version);
  const answer: VerseSearchAnswer = {
    version: { id: version, abbreviation: v.abbreviation, language: v.language },
    status: 'ready',
    passage,
    results: [],
  };
  const [set] = await queryRows<{ ok: number }>(
    ctx.db,
    sql`select 1 as ok from scripture_verse_sets where version = ${version}`,
  );
  if (!set) return { ...answer, status: 'preparing' };
  // A reference is answered by its passage; its words ("john", "3") would only find noise.
  if (passage) return answer;

  // The words exactly as typed, in a verse: "so loved the world" is John 3:16 before 1 John 2:15's
  // "love the world", which the stemmed phrase ("love" <2> "world") also matches.
  const exact = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`with q as (
          select websearch_to_tsquery(${cfg}, ${words}::text) as every,
                 phraseto_tsquery(${cfg}, ${words}::text) as phrase
        ),
        hits as (
          select s.book, s.chapter, s.verse,
                 case when numnode(q.phrase) > 1 and s.search_vector @@ q.phrase
                   then case when ${fold(sql`s.text`)} ilike ${exact} escape '\\' then 0 else 1 end
                   else 2 end as tier,
                 ts_rank_cd(s.search_vector, q.every, 2) as rank
          from scripture_verses s, q
          where s.version = ${version} and s.search_vector @@ q.every
          order by tier, rank desc, s.book, s.chapter, s.verse
          limit ${VERSE_RESULTS_MAX}
        )
        select h.book, h.chapter, h.verse, h.tier, s.text,
               ts_headline(${cfg}, ${fold(sql`s.text`)}, q.every, ${HEADLINE}::text) as highlight
        from hits h join scripture_verses s
          on s.version = ${version} and s.book = h.book and s.chapter = h.chapter and s.verse = h.verse, q
        order by h.tier, h.rank desc, h.book, h.chapter, h.verse`,
  );

  // Few verses have every word: then verses with some of them, the most (and closest) first.
  if (rows.length < VERSE_RESULTS_MAX) {
    const seen = rows.map((r) => sql`(${r.book}::smallint, ${r.chapter}::smallint, ${r.verse}::smallint)`);
    const any = await queryRows<Row>(
      ctx.db,
      sql`with q as (
            select nullif(array_to_string(array(
              select quote_literal(l) from unnest(tsvector_to_array(to_tsvector(${cfg}, ${words}::text))) l
            ), ' | '), '')::tsquery as some
          ),
          candidates as (
            select s.book, s.chapter, s.verse, s.search_vector
            from scripture_verses s, q
            where q.some is not null and numnode(q.some) > 1 and s.version = ${version}
              and s.search_vector @@ q.some
              ${seen.length > 0 ? sql`and (s.book, s.chapter, s.verse) not in (${sql.join(seen, sql`, `)})` : sql``}
            limit ${ANY_CANDIDATES_MAX}
          ),
          hits as (
            select c.book, c.chapter, c.verse, ts_rank_cd(c.search_vector, q.some, 2) as rank
            from candidates c, q
            order by rank desc, c.book, c.chapter, c.verse
            limit ${VERSE_RESULTS_MAX - rows.length}
          )
          select h.book, h.chapter, h.verse, 3 as tier, s.text,
                 ts_headline(${cfg}, ${fold(sql`s.text`)}, q.some, ${HEADLINE}::text) as highlight
          from hits h join scripture_verses s
            on s.version = ${version} and s.book = h.book and s.chapter = h.chapter and s.verse = h.verse, q
          order by h.rank desc, h.book, h.chapter, h.verse`,
    );
    rows.push(...any);
  }

  answer.results = rows.map((r) => {
    const book = BOOKS[r.book - 1]!;
    // One psalm is "Psalm 23:1" / "Salmo 23:1", as the passage service writes it.
    const name = book.osis === 'Ps' ? (v.language === 'es' ? 'Salmo' : 'Psalm') : book[v.language];
    return {
      reference: `${name} ${r.chapter}:${r.verse}`,
      osis: book.osis,
      chapter: r.chapter,
      verse: r.verse,
      text: r.text,
      highlight: foldsText(v.language) ? restoreAccents(r.highlight, r.text) : r.highlight,
      match: r.tier <= 1 ? 'phrase' : r.tier === 2 ? 'all' : 'any',
    };
  });
  return answer;
}
