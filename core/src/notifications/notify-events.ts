/**
 * The producers' side of the bell (decision 145): one small function per event, each building the
 * words and the event key and calling addNotification. Called where the event happens in core, so
 * the web, Telegram and Slack all produce the same notifications. The words are written in the
 * recipient's language (core catalogue `bell`), when the event happens.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx, Ctx } from '../context';
import { coreText } from '../i18n/core-text';
import { readHistory, rhythmOf } from '../rhythm/get-rhythm';
import { getUserLanguage } from '../settings/get-user-language';
import { getUserTimeZone } from '../settings/get-user-time-zone';
import { localDate } from '../time/local-day';
import { addNotification, type AddNotificationResult } from './add-notification';
import { STREAK_MILESTONES } from './notification';

/** Where a tap on a reflection's notification goes: Today, with that reflection brought into view. */
export const reflectionLink = (reflectionId: number) => `/?reflection=${reflectionId}`;

/** The recipient's words for the bell. */
async function wordsOf(ctx: Ctx, userId: number) {
  return coreText.for(await getUserLanguage(ctx, userId));
}

async function firstNameOf(ctx: Ctx, userId: number, words: Awaited<ReturnType<typeof wordsOf>>): Promise<string> {
  const [row] = await queryRows<{ firstName: string }>(
    ctx.db,
    sql`select first_name as "firstName" from users where id = ${userId}::int`,
  );
  return row?.firstName.trim() || words.t('bell.someone');
}

/** A new account's one real welcome. */
export async function notifyWelcome(ctx: Ctx, userId: number): Promise<AddNotificationResult> {
  const words = await wordsOf(ctx, userId);
  return addNotification(ctx, {
    userId,
    kind: 'welcome',
    title: words.t('bell.welcome.title'),
    body: words.t('bell.welcome.body'),
    link: '/',
    refKey: 'welcome',
    onRepeat: 'keep',
    fromUserId: null,
  });
}

/** The actor liked `reflection`: its author hears of it, unless the author is the actor. */
export async function notifyReflectionLiked(
  ctx: ActorCtx,
  reflection: { id: number; userId: number },
): Promise<AddNotificationResult | null> {
  if (reflection.userId === ctx.userId) return null;
  const words = await wordsOf(ctx, reflection.userId);
  const who = await firstNameOf(ctx, ctx.userId, words);
  return addNotification(ctx, {
    userId: reflection.userId,
    kind: 'reflection_like',
    title: words.t('bell.liked', { who }),
    link: reflectionLink(reflection.id),
    // One per liker and reflection: a like taken back and given again is not news twice.
    refKey: `like:${reflection.id}:${ctx.userId}`,
    onRepeat: 'keep',
    about: { kind: 'reflection', id: reflection.id },
    // It names the liker: it goes when their account goes.
    fromUserId: ctx.userId,
  });
}

/** The actor replied (`replyId`) to `parent`: its author hears of it, unless the author is the actor. */
export async function notifyReflectionReplied(
  ctx: ActorCtx,
  parent: { id: number; userId: number },
  replyId: number,
): Promise<AddNotificationResult | null> {
  if (parent.userId === ctx.userId) return null;
  const words = await wordsOf(ctx, parent.userId);
  const who = await firstNameOf(ctx, ctx.userId, words);
  return addNotification(ctx, {
    userId: parent.userId,
    kind: 'reflection_reply',
    title: words.t('bell.replied.title', { who }),
    // The reply's words are private to the thread: the bell (and a chat) only says there is one.
    body: words.t('bell.replied.body'),
    link: reflectionLink(parent.id),
    refKey: `reply:${replyId}`,
    onRepeat: 'keep',
    about: { kind: 'reply', id: replyId },
    fromUserId: ctx.userId,
  });
}

/**
 * After the actor's completion on local day `day`: a streak milestone (7, 30, 100, 365 days) and
 * every active goal that has just reached its target. Each is keyed by the event, so a second
 * call for the same day adds nothing. The streak is the one every screen and chat shows (grace days,
 * rest days, pauses and travel days included; decision 220), read afresh: this runs in the
 * completion's own transaction, before any cache knows of it.
 */
export async function notifyAfterCompletion(ctx: ActorCtx, day: string): Promise<void> {
  const streak = rhythmOf(await readHistory(ctx, ctx.userId), ctx.clock.now(), ctx.timeZone).current;
  const [row] = await queryRows<{ goals: { id: number; title: string; targetDays: number }[] }>(
    ctx.db,
    sql`select coalesce((select json_agg(json_build_object('id', g.id, 'title', g.title, 'targetDays', g.target_days))
            from goals g
            where g.user_id = ${ctx.userId}::int and g.is_active and g.start_date <= ${day}::date
              and (select count(distinct c.local_date) from completions c
                   where c.user_id = g.user_id and c.local_date >= g.start_date) = g.target_days
          ), '[]'::json) as goals`,
  );
  const goals = row?.goals ?? [];
  const milestone = (STREAK_MILESTONES as readonly number[]).includes(streak);
  if (!milestone && goals.length === 0) return;
  const words = await wordsOf(ctx, ctx.userId);
  if (milestone) {
    await addNotification(ctx, {
      userId: ctx.userId,
      kind: 'streak_milestone',
      title: words.t('bell.streak.title', { streak }),
      body: words.t('bell.streak.body', { streak }),
      link: '/progress',
      // One per milestone per run of days: a run that reaches 7 on this day.
      refKey: `streak:${streak}:${day}`,
      onRepeat: 'keep',
    });
  }
  for (const goal of goals) {
    await addNotification(ctx, {
      userId: ctx.userId,
      kind: 'goal_reached',
      title: words.t('bell.goal.title'),
      body: words.t('bell.goal.body', { title: goal.title.slice(0, 150), days: goal.targetDays }),
      link: '/progress',
      refKey: `goal:${goal.id}`,
      onRepeat: 'keep',
    });
  }
}

/** Today's prayer is ready (for a person with reminders on, at their reminder time). */
export async function notifyPrayerReady(
  ctx: Ctx,
  input: { userId: number; localDate: string; prayerTitle: string },
): Promise<AddNotificationResult> {
  const words = await wordsOf(ctx, input.userId);
  return addNotification(ctx, {
    userId: input.userId,
    kind: 'prayer_ready',
    title: words.t('bell.prayerReady'),
    body: input.prayerTitle.slice(0, 200),
    link: '/',
    refKey: `prayer:${input.localDate}`,
    onRepeat: 'keep',
    fromUserId: null,
  });
}

/**
 * "N people prayed for you": for a prayer wall (or anything where others pray for a person's
 * request). Call it each time someone prays, with the new total for today: the person gets ONE
 * notification per request per local day (their zone), updated in place (unread again, newest),
 * and a chat where they turned notifications on gets it once, the first time that day.
 * `requestKey` names the request (its id); `link` is the in-app path that shows it; `aboutPrayer`,
 * a wall prayer's id, ties it to the community rule (decision 171).
 */
export async function notifyPrayedForYou(
  ctx: Ctx,
  input: {
    userId: number;
    requestKey: string | number;
    count: number;
    link: string;
    requestTitle?: string;
    aboutPrayer?: number;
  },
): Promise<AddNotificationResult> {
  const zone = await getUserTimeZone(ctx, input.userId);
  const day = localDate(ctx.clock.now(), zone);
  const n = Math.max(1, Math.floor(input.count));
  const words = await wordsOf(ctx, input.userId);
  return addNotification(ctx, {
    userId: input.userId,
    kind: 'prayed_for_you',
    title: words.t('bell.prayedForYou.title', { count: n }),
    body: input.requestTitle ? words.t('bell.prayedForYou.body', { title: input.requestTitle.slice(0, 150) }) : '',
    link: input.link,
    refKey: `prayed:${String(input.requestKey)}:${day}`,
    onRepeat: 'update',
    ...(input.aboutPrayer ? { about: { kind: 'prayer' as const, id: input.aboutPrayer } } : {}),
    // A count and the recipient's own title: nobody else's name or words, so it stays when one of
    // the people who prayed deletes their account.
    fromUserId: null,
  });
}
