import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '@dps/db/content/languages';
import { prayers } from '@dps/db/schema';
import type { Ctx } from '../context';
import { isAppError, type ErrorKey } from '../errors';
import { resolveDailyScripture } from './daily-prayer-scripture';

/** The latest offset west of UTC: a date has ended everywhere once it has ended in UTC−12. */
const EARLIEST_OFFSET_MS = -12 * 3_600_000;

export interface ReferenceProblem {
  id: number;
  date: string;
  language: string;
  title: string;
  scriptureReference: string | null;
  /** The catalogue key of what is wrong (`notABook`, `noSuchChapter`, `scriptureDiffers` …). */
  key: ErrorKey | undefined;
  /** What is wrong, in English (the maintainer's report). */
  problem: string;
  /** The reference does not resolve in the prayer's Bible (else: its text differs, or it has none). */
  unresolved: boolean;
  /** Taken off its date by this run, so the date shows the library's prayer instead. */
  withdrawn: boolean;
}

export interface ReferenceCheck {
  checked: number;
  problems: ReferenceProblem[];
}

/** Problems that are about the words typed rather than the reference (the Bible has the verses). */
const TEXT_ONLY: readonly (ErrorKey | undefined)[] = ['scriptureDiffers', 'scriptureNeedsReference'];

/**
 * The one-time check of the scheduled prayers already in the database (decision 257): each one's
 * scripture is read as the admin form reads it now, and every one that fails is reported. With
 * `withdraw`, a prayer whose reference does not resolve and whose date has not ended everywhere is
 * withdrawn (marked replaced, as decision 165 keeps a replaced prayer: readable with its
 * completions, never the date's prayer), so no channel delivers it or shows it as the day's prayer.
 * A quote that differs from the Bible is reported for the admin to correct, not withdrawn.
 */
export async function checkDailyPrayerReferences(ctx: Ctx, opts: { withdraw?: boolean } = {}): Promise<ReferenceCheck> {
  const rows = await ctx.db
    .select({
      id: prayers.id,
      date: prayers.date,
      language: prayers.language,
      title: prayers.title,
      scripture: prayers.scripture,
      scriptureReference: prayers.scriptureReference,
    })
    .from(prayers)
    .where(and(eq(prayers.kind, 'daily'), isNull(prayers.replacedAt)))
    .orderBy(asc(prayers.date), asc(prayers.language));
  const now = ctx.clock.now();
  const lastEnded = new Date(now.getTime() + EARLIEST_OFFSET_MS - 86_400_000).toISOString().slice(0, 10);
  const problems: ReferenceProblem[] = [];
  for (const row of rows) {
    try {
      resolveDailyScripture({
        scripture: row.scripture,
        scriptureReference: row.scriptureReference,
        language: row.language as Language,
      });
    } catch (e) {
      if (!isAppError(e)) throw e;
      const unresolved = !TEXT_ONLY.includes(e.key);
      problems.push({
        id: row.id,
        date: row.date!,
        language: row.language,
        title: row.title,
        scriptureReference: row.scriptureReference,
        key: e.key,
        problem: e.message,
        unresolved,
        withdrawn: Boolean(opts.withdraw) && unresolved && row.date! > lastEnded,
      });
    }
  }
  const withdrawn = problems.filter((p) => p.withdrawn).map((p) => p.id);
  if (withdrawn.length > 0) {
    await ctx.db.update(prayers).set({ replacedAt: now }).where(inArray(prayers.id, withdrawn));
    // Ids and dates only: a prayer's words stay out of the logs.
    ctx.log.warn(
      { event: 'daily_prayers_withdrawn', ids: withdrawn },
      'scheduled prayers withdrawn: reference does not resolve',
    );
  }
  return { checked: rows.length, problems };
}
