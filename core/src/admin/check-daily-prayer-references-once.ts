import { serverSecrets } from '@dps/db/schema';
import type { Ctx } from '../context';
import { checkDailyPrayerReferences, type ReferenceCheck } from './check-daily-prayer-references';

/** The marker row: its presence means this database's stored prayers were checked (decision 257). */
export const REFERENCE_CHECK_MARKER = 'daily_prayer_reference_check_v1';

/**
 * The one check of the scheduled prayers stored before references were checked (decision 257),
 * once per database: the first instance to claim the marker runs it, withdrawing every prayer whose
 * reference does not resolve before its date comes, so none reaches a channel; the report goes to
 * the log (ids, dates, references and what is wrong; never a prayer's words). Null when it ran before.
 */
export async function checkDailyPrayerReferencesOnce(ctx: Ctx): Promise<ReferenceCheck | null> {
  const claimed = await ctx.db
    .insert(serverSecrets)
    .values({ name: REFERENCE_CHECK_MARKER, value: ctx.clock.now().toISOString() })
    .onConflictDoNothing()
    .returning({ name: serverSecrets.name });
  if (claimed.length === 0) return null;
  const check = await checkDailyPrayerReferences(ctx, { withdraw: true });
  ctx.log.info(
    {
      event: 'daily_prayer_reference_check',
      checked: check.checked,
      problems: check.problems.map((p) => ({
        id: p.id,
        date: p.date,
        language: p.language,
        reference: p.scriptureReference,
        key: p.key,
        withdrawn: p.withdrawn,
      })),
    },
    'stored daily prayers checked against the bundled Bible',
  );
  return check;
}
