import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import { prayers, topics } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError, type ErrorValues } from '../errors';
import { coreText } from '../i18n/core-text';
import { errorText } from '../i18n/error-text';
import { issue, parseInput, splitIssue } from '../validate';
import { ZCreateDailyPrayerInput } from './create-daily-prayer';
import { isLiveDate } from './live-date';
import { requireAdmin } from '../rules/require-admin';
import { onUniqueDate } from './scheduled-date';
import { resolveDailyScripture, type DailyScripture } from './daily-prayer-scripture';

/** The most rows one file may hold (a year and then some), and the most characters. */
export const IMPORT_MAX_ROWS = 500;
export const IMPORT_MAX_CHARS = 2_000_000;

const TOO_LARGE = issue('importTooLarge', undefined, { rows: IMPORT_MAX_ROWS });
const EMPTY = issue('fileEmpty');

export const ZImportDailyPrayersInput = z.object({
  format: z.enum(['csv', 'json'], { error: issue('chooseCsvOrJson') }),
  // Length first, before any parsing (decision 050).
  text: z.string({ error: EMPTY }).min(1, EMPTY).max(IMPORT_MAX_CHARS, TOO_LARGE),
  /** Overwrite dates that already have a scheduled prayer (not live ones). */
  replace: z.boolean().optional().default(false),
});
export type TImportDailyPrayersInput = z.input<typeof ZImportDailyPrayersInput>;

export interface ImportRowReport {
  /** 1-based position among the file's prayers (for CSV, the line is `row + 1`: the header is line 1). */
  row: number;
  date: string | null;
  title: string | null;
  /** 'new': a free date; 'replaces': overwrites the date's scheduled prayer; 'invalid': see `errors`. */
  status: 'new' | 'replaces' | 'invalid';
  /** What is wrong with the row, in the language asked for (the admin's; English by default). */
  errors: string[];
}

export interface ImportReport {
  /** How many prayers were scheduled: all rows, or 0 when any row is invalid. */
  imported: number;
  invalid: number;
  rows: ImportRowReport[];
}

type RawRow = Record<string, unknown>;

/** Rows of the file as objects keyed by lower-case column names. A file that cannot be read is one `validation` error. */
function readRows(format: 'csv' | 'json', text: string): RawRow[] {
  let rows: unknown;
  if (format === 'csv') {
    try {
      rows = parseCsv(text, {
        bom: true,
        columns: (header: string[]) =>
          header.map((h) =>
            h
              .trim()
              .toLowerCase()
              .replace(/[\s-]+/g, '_'),
          ),
        skip_empty_lines: true,
        trim: true,
        max_record_size: 20_000,
        to: IMPORT_MAX_ROWS + 1,
      });
    } catch (e) {
      const line = (e as { lines?: number }).lines;
      throw new AppError('validation', line ? 'csvUnreadableNear' : 'csvUnreadable', {
        values: line ? { line } : undefined,
        title: 'importFailed',
      });
    }
  } else {
    try {
      rows = JSON.parse(text);
    } catch {
      throw new AppError('validation', 'jsonUnreadable', { title: 'importFailed' });
    }
    if (
      rows &&
      typeof rows === 'object' &&
      !Array.isArray(rows) &&
      Array.isArray((rows as { prayers?: unknown }).prayers)
    )
      rows = (rows as { prayers: unknown[] }).prayers;
  }
  if (!Array.isArray(rows)) throw new AppError('validation', 'jsonNotList', { title: 'importFailed' });
  if (rows.length === 0) throw new AppError('validation', 'importEmpty', { title: 'importFailed' });
  if (rows.length > IMPORT_MAX_ROWS)
    throw new AppError('validation', 'importTooLarge', { values: { rows: IMPORT_MAX_ROWS }, title: 'importFailed' });
  return rows.map((r) => (r && typeof r === 'object' && !Array.isArray(r) ? (r as RawRow) : {}));
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * Schedule many dates at once from a CSV or JSON file (admin only; decision 165). Columns: date,
 * title, content, scripture, scripture_reference, and topic (a topic's name) or topic_id. Every
 * row is checked by the same rules as the form, plus: no date twice in the file, no live date, and
 * a date that already has a scheduled prayer only with `replace`; each reference is checked against
 * the Bible of the row's language and its verse text filled from it, as the form does (decision 257).
 * All or nothing: when any row is
 * invalid nothing is written and the report says what is wrong with each row; otherwise every row
 * is written in one transaction. Each row's errors are written in `language` (the admin's, shown on
 * the admin page): the form's rules through the API's error catalogue, the file's own rules from
 * `errors.import.*`; English word for word as before.
 */
export async function importDailyPrayers(
  ctx: ActorCtx,
  input: TImportDailyPrayersInput,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ImportReport> {
  await requireAdmin(ctx);
  const { t } = coreText.for(language);
  // A schema's rule (its message key) in the importer's language.
  const formRule = (key: string, values?: ErrorValues) =>
    errorText(language, AppError.fromSchema('validation', key, { values })).message;
  const { format, text: body, replace } = parseInput(ZImportDailyPrayersInput, input);
  const raw = readRows(format, body);
  const now = ctx.clock.now();
  const topicRows = await ctx.db.select({ id: topics.id, name: topics.name }).from(topics);
  const topicByName = new Map(topicRows.map((t) => [t.name.trim().toLowerCase(), t.id]));

  const parsed = raw.map((r, i) => {
    const errors: string[] = [];
    const topicName = text(r.topic ?? r.topic_name);
    let topicId: unknown = r.topic_id ?? r.topicId;
    let unknownTopic = false;
    if ((topicId === undefined || topicId === '') && topicName) {
      topicId = topicByName.get(topicName.toLowerCase());
      unknownTopic = topicId === undefined;
      if (unknownTopic) errors.push(t('errors.import.unknownTopic', { topic: topicName.slice(0, 60) }));
    }
    const result = ZCreateDailyPrayerInput.safeParse({
      title: r.title,
      content: r.content,
      scripture: r.scripture === '' ? null : r.scripture,
      scripture_reference:
        (r.scripture_reference ?? r.scriptureReference) === '' ? null : (r.scripture_reference ?? r.scriptureReference),
      topic_id: topicId ?? null,
      date: typeof r.date === 'string' ? r.date : undefined,
      // An optional column (decision 231): the language the row is scheduled for, English when empty.
      language: r.language === '' || r.language === undefined ? undefined : r.language,
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const { message: key, values } = splitIssue(issue.message);
        const message = formRule(key, values);
        if (!errors.includes(message) && !(errors.length > 0 && key === 'requiredFields' && topicName))
          errors.push(message);
      }
    }
    const data = result.success ? result.data : null;
    let checked: DailyScripture | null = null;
    if (data) {
      try {
        checked = resolveDailyScripture({ ...data, language: data.language ?? 'en' });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        errors.push(errorText(language, e).message);
      }
    }
    return {
      row: i + 1,
      data,
      checked,
      errors,
      unknownTopic,
      date: data?.date ?? (text(r.date).slice(0, 10) || null),
      title: text(r.title).slice(0, 200) || null,
    };
  });

  // Rules across rows and against the database.
  const firstRowOfDate = new Map<string, number>();
  const slot = (d: { date: string; language?: string | undefined }) => `${d.date}|${d.language ?? 'en'}`;
  for (const p of parsed) {
    if (!p.data) continue;
    const seen = firstRowOfDate.get(slot(p.data));
    if (seen !== undefined) p.errors.push(t('errors.import.dateTwice', { date: p.data.date, first: seen, row: p.row }));
    else firstRowOfDate.set(slot(p.data), p.row);
    if (isLiveDate(p.data.date, now)) p.errors.push(t('errors.import.dateBegun', { date: p.data.date }));
    if (!topicRows.some((topic) => topic.id === p.data!.topicId) && !p.unknownTopic)
      p.errors.push(errorText(language, { code: 'validation', key: 'chooseValidTopic' }).message);
  }
  const dates = [...new Set(parsed.flatMap((p) => (p.data ? [p.data.date] : [])))];
  const existing = (
    dates.length
      ? await ctx.db
          .select({ id: prayers.id, date: prayers.date, language: prayers.language, title: prayers.title })
          .from(prayers)
          .where(and(eq(prayers.kind, 'daily'), isNull(prayers.replacedAt), inArray(prayers.date, dates)))
      : []
  ).filter((e) => firstRowOfDate.has(slot({ date: e.date!, language: e.language })));
  const existingBySlot = new Map(existing.map((e) => [slot({ date: e.date!, language: e.language }), e]));
  const rows: ImportRowReport[] = parsed.map((p) => {
    const taken = p.data ? existingBySlot.get(slot(p.data)) : undefined;
    if (taken && !replace && p.errors.length === 0)
      p.errors.push(t('errors.import.dateTaken', { date: p.data!.date, title: taken.title.slice(0, 80) }));
    return {
      row: p.row,
      date: p.date,
      title: p.title,
      status: p.errors.length > 0 ? 'invalid' : taken ? 'replaces' : 'new',
      errors: p.errors,
    };
  });
  const invalid = rows.filter((r) => r.status === 'invalid').length;
  if (invalid > 0) return { imported: 0, invalid, rows };

  await onUniqueDate(dates[0]!, () =>
    ctx.db.transaction(async (tx) => {
      const replaced = existing.map((e) => e.id);
      if (replaced.length) await tx.delete(prayers).where(inArray(prayers.id, replaced));
      await tx.insert(prayers).values(
        parsed.map((p) => ({
          kind: 'daily' as const,
          title: p.data!.title,
          content: p.data!.content,
          scripture: p.checked!.scripture,
          scriptureReference: p.checked!.scriptureReference,
          topicId: p.data!.topicId,
          date: p.data!.date,
          language: p.data!.language ?? 'en',
          createdBy: ctx.userId,
          createdAt: now,
        })),
      );
    }),
  );
  return { imported: rows.length, invalid: 0, rows };
}
