import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@dps/db/content/languages';
import { intercessions, requestCircles, userPrayers, userSettings } from '@dps/db/schema';
import { withTx, type ActorCtx } from '../context';
import { AppError } from '../errors';
import { assertMayPostPublicly } from '../rules/public-posting';
import { coreText } from '../i18n/core-text';
import { addNotification } from '../notifications/add-notification';
import { parseInput, issue } from '../validate';
import { wallLink } from './pray-for-request';
import { ZRequestId } from './request-id';

export const ZMarkRequestAnsweredInput = z.object({
  requestId: ZRequestId,
  /** How it was answered, in the author's words (optional). */
  note: z
    .string()
    .trim()
    .max(1000, issue('noteTooLong', 'noteTooLong'))
    .optional()
    .transform((s) => (s ? s : null)),
  /**
   * The circles the request is shared with that are told of the answer in their weekly "answered"
   * post (decision 309). Left out: every circle it is shared with; an empty list: none.
   */
  shareAnswerWith: z.array(z.number().int().positive()).max(100).optional(),
});
export type TMarkRequestAnsweredInput = z.input<typeof ZMarkRequestAnsweredInput>;

export interface MarkRequestAnsweredResult {
  id: number;
  answeredAt: Date;
  answeredNote: string | null;
  /** How many people who prayed for it were told. */
  notified: number;
}

/**
 * The author marks their own request answered, with an optional note: it moves to the wall's
 * Answered list and everyone who prayed for it is told (once each: the event key). Marking it
 * again only changes the note. Another person's request answers `not_found`, like a missing one.
 *
 * A note on a shared request is new public words: refused to a person stopped from posting
 * publicly (they may still mark it answered without one). Those who prayed are told only while they
 * may see the request (decision 171): not when a moderator hid it, reports put it under review, or
 * they reported it themselves. A circle-only request's are told while they are current members of
 * one of its circles (decision 280), and its circles hear of the answer in their weekly post unless
 * the author says otherwise (`shareAnswerWith`, decision 309).
 */
export async function markRequestAnswered(
  ctx: ActorCtx,
  input: TMarkRequestAnsweredInput,
): Promise<MarkRequestAnsweredResult> {
  const { requestId, note, shareAnswerWith } = parseInput(ZMarkRequestAnsweredInput, input);
  return ctx.db.transaction((tx) => markAnswered(withTx(ctx, tx), requestId, note, shareAnswerWith));
}

async function markAnswered(
  ctx: ActorCtx,
  requestId: number,
  note: string | null,
  shareAnswerWith: number[] | undefined,
): Promise<MarkRequestAnsweredResult> {
  const now = ctx.clock.now();
  const [own] = await ctx.db
    .select({ isPublic: userPrayers.isPublic })
    .from(userPrayers)
    .where(and(eq(userPrayers.id, requestId), eq(userPrayers.userId, ctx.userId)))
    .for('update');
  if (!own) throw new AppError('not_found', 'requestNotFound');
  if (own.isPublic && note !== null) await assertMayPostPublicly(ctx);
  const [row] = await ctx.db
    .update(userPrayers)
    .set({
      answeredAt: sql`coalesce(${userPrayers.answeredAt}, ${now.toISOString()}::timestamptz)`,
      answeredNote: note,
      // The author's word on it: the 30-day question starts again (decision 284).
      updatedAt: now,
      expiryAskedAt: null,
    })
    .where(and(eq(userPrayers.id, requestId), eq(userPrayers.userId, ctx.userId)))
    .returning({
      id: userPrayers.id,
      title: userPrayers.title,
      isPublic: userPrayers.isPublic,
      isAnonymous: userPrayers.isAnonymous,
      answeredAt: userPrayers.answeredAt,
      answeredNote: userPrayers.answeredNote,
    });
  if (!row) throw new AppError('not_found', 'requestNotFound');

  // Which of its circles hear of the answer in their weekly post (decision 309): all by default.
  await ctx.db
    .update(requestCircles)
    .set({
      answerShared:
        shareAnswerWith === undefined
          ? true
          : shareAnswerWith.length === 0
            ? false
            : sql`${requestCircles.circleId} in (${sql.join(
                shareAnswerWith.map((id) => sql`${id}::int`),
                sql`, `,
              )})`,
    })
    .where(eq(requestCircles.requestId, requestId));

  let notified = 0;
  // Everyone who prayed for it and may still see it (public, or a current member of one of its
  // circles: decision 280), with their language, in one query however many they are.
  const prayed = await ctx.db
    .selectDistinct({ userId: intercessions.userId, language: userSettings.language })
    .from(intercessions)
    .leftJoin(userSettings, eq(userSettings.userId, intercessions.userId))
    .where(
      and(
        eq(intercessions.userPrayerId, requestId),
        ne(intercessions.userId, ctx.userId),
        row.isPublic
          ? sql`true`
          : sql`exists (select 1 from ${requestCircles} rc join circle_members cm on cm.circle_id = rc.circle_id
                 where rc.request_id = ${requestId}::int and cm.user_id = ${intercessions.userId} and cm.is_member)`,
      ),
    );
  for (const p of prayed) {
    // In each person's own language; the request's title and note are the author's words.
    const words = coreText.for(p.language ?? DEFAULT_LANGUAGE);
    const title = row.title.slice(0, 150);
    const r = await addNotification(ctx, {
      userId: p.userId,
      kind: 'prayer_answered',
      title: words.t('bell.prayerAnswered.title'),
      body: row.answeredNote
        ? words.t('bell.prayerAnswered.bodyWithNote', { title, note: row.answeredNote.slice(0, 300) })
        : words.t('bell.prayerAnswered.body', { title }),
      link: row.isPublic ? wallLink(requestId) : null,
      refKey: `answered:${requestId}`,
      onRepeat: 'keep',
      about: { kind: 'prayer', id: requestId },
    });
    if (r.created) notified++;
  }
  return { id: row.id, answeredAt: row.answeredAt!, answeredNote: row.answeredNote, notified };
}
