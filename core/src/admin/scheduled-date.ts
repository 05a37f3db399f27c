/**
 * The rules every way of scheduling shares (form, edit, import; decision 165): one scheduled prayer
 * per date (the database's partial unique index `prayers_daily_date_uq` enforces it), a second asks
 * to replace, and a live date's prayer is never swapped.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@dps/db/client';
import { databaseErrorCode } from '@dps/db/database-errors';
import { prayers } from '@dps/db/schema';
import { AppError } from '../errors';
import { isLiveDate } from './live-date';

export interface ScheduledOnDate {
  id: number;
  title: string;
}

/** The current (not replaced) scheduled prayer of a date in a language, other than `exceptId`. */
export async function scheduledOn(
  db: Db | Tx,
  date: string,
  exceptId?: number,
  language = 'en',
): Promise<ScheduledOnDate | null> {
  const [row] = await db
    .select({ id: prayers.id, title: prayers.title })
    .from(prayers)
    .where(
      and(
        eq(prayers.kind, 'daily'),
        eq(prayers.date, date),
        eq(prayers.language, language),
        isNull(prayers.replacedAt),
        exceptId === undefined ? sql`true` : ne(prayers.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export const liveRefusal = (date: string) =>
  new AppError('conflict', 'liveSwapRefusal', { values: { date }, title: 'dateAlreadyBegun' });
export const replaceAsk = (date: string, title: string) =>
  new AppError('conflict', 'replaceQuestion', {
    values: { date, title },
    title: 'alreadyScheduled',
    details: { date, title },
  });

/**
 * Make `date` free for a new or moved prayer: refuse a live date; when another prayer is scheduled
 * on it, ask (409) unless `replace`, then delete it. Deleting is safe: a date not yet begun
 * anywhere has no completions, reflections, favorites or deliveries (all refused before the date).
 */
export async function freeDateFor(
  tx: Tx,
  date: string,
  opts: { now: Date; replace: boolean; exceptId?: number; language?: string },
): Promise<void> {
  if (isLiveDate(date, opts.now)) throw liveRefusal(date);
  const current = await scheduledOn(tx, date, opts.exceptId, opts.language);
  if (!current) return;
  if (!opts.replace) throw replaceAsk(date, current.title);
  await tx.delete(prayers).where(eq(prayers.id, current.id));
}

/**
 * Run a write that may lose a race on the unique index: a concurrent write that took the date
 * first becomes the same "replace?" question, never a 500.
 */
export async function onUniqueDate<T>(date: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (databaseErrorCode(e) === '23505') throw replaceAsk(date, 'another prayer');
    throw e;
  }
}
