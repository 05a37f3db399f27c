import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@dps/db/content/languages';
import { queryRows } from '@dps/db/client';
import { sql } from 'drizzle-orm';
import type { ActorCtx } from '../../context';
import { AppError } from '../../errors';
import { coreText } from '../../i18n/core-text';
import { addNotification } from '../../notifications/add-notification';
import { localDate } from '../../time/local-day';
import { parseInput } from '../../validate';
import { assertLeader, ZCircleId } from './circle-leader';
import { circlePulse } from './circle-pulse';

export const ZSendAwayNoteInput = z.object({
  circleId: ZCircleId,
  userId: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^[0-9]{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().positive()),
});

/**
 * A leader sends an away member a kind note from the group (decision 312): "We're praying for you
 * this week", on the member's bell and chats, in the member's language, from the group (the
 * leader is not named). Only to a member the pulse shows: away 14 days and said yes to it; once a
 * week per group and member, however many leaders tap.
 */
export async function sendAwayNote(
  ctx: ActorCtx,
  input: z.input<typeof ZSendAwayNoteInput>,
): Promise<{ firstName: string }> {
  const d = parseInput(ZSendAwayNoteInput, input);
  const circle = await assertLeader(ctx, d.circleId, ctx.userId);
  const away = (await circlePulse(ctx, circle, ctx.userId)).away.find((a) => a.userId === d.userId);
  if (!away) throw new AppError('not_found', 'memberNotFound');
  const [s] = await queryRows<{ language: string | null }>(
    ctx.db,
    sql`select language from user_settings where user_id = ${d.userId}::int`,
  );
  const { t } = coreText.for(s?.language ?? DEFAULT_LANGUAGE);
  const week = localDate(ctx.clock.now(), 'UTC').slice(0, 10);
  const weekKey = `${circle.id}:${d.userId}:${Math.floor(Date.parse(`${week}T00:00:00Z`) / (7 * 86_400_000))}`;
  await addNotification(ctx, {
    userId: d.userId,
    kind: 'away_note',
    title: t('weekly.awayNote.title'),
    body: t('weekly.awayNote.body', { group: circle.title?.trim() || t('weekly.pulse.thisGroup') }),
    refKey: `away-note:${weekKey}`,
    onRepeat: 'keep',
    fromUserId: null,
  });
  return { firstName: away.firstName };
}
