/**
 * Search over the prayers a person may read (decision 161): PostgreSQL full-text search
 * (websearch_to_tsquery over prayers.search_vector plus the topic's name, ranked with ts_rank,
 * highlighted with ts_headline), and a scripture reference search ("Psalm 23", "Ps 23:1", "1 John 4",
 * "Jn 3:16") whose passages come first. Both on PostgreSQL and PGlite.
 *
 * Only prayers published to the person are searched (published-prayer.ts, measured against their own
 * local today): topic prayers, library prayers in rotation, and admin-scheduled prayers whose date has
 * begun for them, never a later one. The same rule opens the result, so no hit leads to a refusal.
 *
 * In the person's language (decision 241): only prayers written in it, stemmed with its dictionary
 * (PostgreSQL's `spanish` configuration for Spanish, over accent-folded text), topics named in it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Language } from '@dps/db/content/languages';
import type { ActorCtx } from '../context';
import { publishedSql, publishedToday } from '../prayers/published-prayer';
import { getUserLanguage } from '../settings/get-user-language';
import { parseInput } from '../validate';
import { foldsText, restoreAccents, searchConfigSql, searchTextSql, searchWords } from './search-language';
import { HIGHLIGHT_END, HIGHLIGHT_START, ZSearchQuery } from './search-query';
import { parseReference, passageOverlap, storedPassages } from './scripture-passages';

export const SEARCH_RESULTS_MAX = 20;

export const ZSearchPrayersInput = z.object({ q: ZSearchQuery });
export type TSearchPrayersInput = z.input<typeof ZSearchPrayersInput>;

export interface SearchResult {
  id: number;
  kind: 'daily' | 'library' | 'topic';
  title: string;
  /** The title with matched words between HIGHLIGHT_START and HIGHLIGHT_END. */
  titleHighlight: string;
  /** Up to two short passages of the prayer (or its scripture) around the matches, marked the same way. */
  snippet: string;
  scriptureReference: string | null;
  /** True when the result's scripture passage overlaps the reference searched for. */
  referenceMatch: boolean;
  topic: { id: number; name: string } | null;
  /** An admin-scheduled prayer's date; null for library and topic prayers. */
  date: string | null;
}

export interface SearchAnswer {
  query: string;
  /** True when the query names a scripture passage (its matches come first). */
  isReference: boolean;
  results: SearchResult[];
}

const headlineOptions = (fragments: number) =>
  `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=22, MinWords=10, ShortWord=2, ` +
  `MaxFragments=${fragments}, FragmentDelimiter=" … "`;

interface Row extends Omit<SearchResult, 'topic' | 'referenceMatch'> {
  topicId: number | null;
  topicName: string | null;
  /** The text's first and last characters, to tell whether the snippet starts or ends inside it. */
  textStart?: string;
  textEnd?: string;
  /** Spanish rows: the text the snippet was cut from, to put its accents back. */
  fullText?: string | null;
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const sameWords = (a: string[], b: string[]) => a.length > 0 && a.every((w, i) => w === b[i]);

/**
 * "… " before a snippet that starts inside the text and " …" after one that stops before its end,
 * so a cut sentence reads as cut; compared by words (ts_headline drops tag-like runs and spacing).
 */
export function withEllipses(snippet: string, textStart: string, textEnd: string): string {
  const own = words(snippet.replace(/[\uE000\uE001]/g, ''));
  const n = Math.min(3, own.length);
  const startsAtStart = sameWords(own.slice(0, n), words(textStart).slice(0, n));
  const endsAtEnd = sameWords(own.slice(-n).reverse(), words(textEnd).slice(-n).reverse());
  return `${startsAtStart ? '' : '… '}${snippet}${endsAtEnd ? '' : ' …'}`;
}

/** The topic's name in `language` (topic_names), else its English name. */
const topicNameSql = (language: Language) =>
  language === 'en'
    ? sql`t.name`
    : sql`coalesce((select tn.name from topic_names tn where tn.topic_id = t.id and tn.language = ${language}::text), t.name)`;

/** The prayer's document plus its topic's name, in the person's language. */
const documentSql = (language: Language) =>
  language === 'en'
    ? sql`(p.search_vector || setweight(to_tsvector('english'::regconfig, coalesce(t.name, '')), 'A'))`
    : sql`(p.search_vector || setweight(to_tsvector(${searchConfigSql(language)}, ${searchTextSql(
        language,
        sql`coalesce(${topicNameSql(language)}, '')`,
      )}), 'A'))`;

/** Ranked search; at most SEARCH_RESULTS_MAX results, reference matches first. */
export async function searchPrayers(ctx: ActorCtx, input: TSearchPrayersInput): Promise<SearchAnswer> {
  const { q } = parseInput(ZSearchPrayersInput, input);
  const today = publishedToday(ctx);
  const language = await getUserLanguage(ctx, ctx.userId);
  const cfg = searchConfigSql(language);
  const fold = (expr: SQL) => searchTextSql(language, expr);
  const doc = documentSql(language);
  const { passages: asked, rest } = parseReference(q);
  // The words are what is left once the passages are taken out: "Psalm 23" is answered by passages
  // alone (as words, "psalm" and "23" would also match Psalm 37:23); "John 3 lighthouse" also searches
  // "lighthouse".
  const words = asked.length > 0 ? rest.trim() : q;
  const onlyReference = words === '';

  const referenceIds = asked.length > 0 ? await referenceMatches(ctx, today, language, asked) : [];
  const textRows = onlyReference
    ? []
    : await queryRows<Row & { rank: number }>(
        ctx.db,
        sql`with query as (select websearch_to_tsquery(${cfg}, ${searchWords(language, words)}::text) as tsq),
        hits as (
          select p.id, ts_rank('{0.1, 0.2, 0.4, 1.0}', ${doc}, query.tsq) as rank
          from prayers p left join topics t on t.id = p.topic_id, query
          where p.language = ${language}::text and ${publishedSql('p', today)} and ${doc} @@ query.tsq
          order by rank desc, p.id
          limit ${SEARCH_RESULTS_MAX}
        )
        select p.id, p.kind, p.title, p.scripture_reference as "scriptureReference",
          to_char(p.date, 'YYYY-MM-DD') as date, t.id as "topicId", ${topicNameSql(language)} as "topicName", hits.rank,
          ts_headline(${cfg}, ${fold(sql`p.title`)}, query.tsq, ${headlineOptions(0)}::text) as "titleHighlight",
          ts_headline(${cfg}, ${fold(sql`p.content || E'\n\n' || coalesce(p.scripture, '')`)}, query.tsq,
                      ${headlineOptions(2)}::text) as snippet,
          ${foldsText(language) ? sql`p.content || E'\n\n' || coalesce(p.scripture, '')` : sql`null`} as "fullText",
          left(p.content, 80) as "textStart",
          right(p.content || E'\n\n' || coalesce(p.scripture, ''), 80) as "textEnd"
        from hits join prayers p on p.id = hits.id left join topics t on t.id = p.topic_id, query
        order by hits.rank desc, p.id`,
      );

  // Spanish highlights were made over folded text: the accents go back in (search-language.ts).
  for (const r of textRows)
    if (r.fullText != null) {
      r.titleHighlight = restoreAccents(r.titleHighlight, r.title);
      r.snippet = restoreAccents(r.snippet, r.fullText);
    }

  const referenceRows = referenceIds.length > 0 ? await rowsByIds(ctx, referenceIds, language) : [];
  const seen = new Set<number>();
  const results: SearchResult[] = [];
  for (const [rows, referenceMatch] of [
    [referenceRows, true],
    [textRows, false],
  ] as const)
    for (const r of rows) {
      if (seen.has(r.id) || results.length >= SEARCH_RESULTS_MAX) continue;
      seen.add(r.id);
      results.push({
        id: r.id,
        kind: r.kind,
        title: r.title,
        titleHighlight: r.titleHighlight,
        snippet:
          r.textStart === undefined || r.textEnd === undefined
            ? r.snippet
            : withEllipses(r.snippet, r.textStart, r.textEnd),
        scriptureReference: r.scriptureReference,
        referenceMatch,
        topic: r.topicId === null ? null : { id: r.topicId, name: r.topicName ?? '' },
        date: r.date,
      });
    }
  return { query: q, isReference: asked.length > 0, results };
}

/** Ids of the published prayers whose passage overlaps the asked one, the closest first. */
async function referenceMatches(
  ctx: ActorCtx,
  today: string,
  language: Language,
  asked: ReturnType<typeof parseReference>['passages'],
) {
  const rows = await queryRows<{ id: number; ref: string }>(
    ctx.db,
    sql`select p.id, p.scripture_reference as ref from prayers p
        where p.scripture_reference is not null and p.language = ${language}::text and ${publishedSql('p', today)}`,
  );
  return rows
    .map((r) => ({ id: r.id, score: passageOverlap(asked, storedPassages(r.ref)) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, SEARCH_RESULTS_MAX)
    .map((r) => r.id);
}

/** Reference matches in the given order; the title unmarked, the opening of the prayer as snippet. */
async function rowsByIds(ctx: ActorCtx, ids: number[], language: Language): Promise<Row[]> {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select p.id, p.kind, p.title, p.scripture_reference as "scriptureReference",
          to_char(p.date, 'YYYY-MM-DD') as date, t.id as "topicId", ${topicNameSql(language)} as "topicName",
          p.title as "titleHighlight",
          case when length(p.content) > 200 then left(p.content, 200) || '…' else p.content end as snippet
        from prayers p left join topics t on t.id = p.topic_id
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
