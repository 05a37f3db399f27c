import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Tx } from '@dps/db/client';
import {
  chatConversations,
  contactMessages,
  deliveries,
  identities,
  pushSubscriptions,
  telegramChats,
  users,
} from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { parseInput } from '../validate';
import { verifyPassword } from './passwords';

/** Password tries on account deletion, per person: every try counts (a success ends the account). */
export const DELETE_ACCOUNT_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

export const ZDeleteAccountInput = z.object({
  password: z.string().max(1000).nullish(),
  /** Decided by the HTTP layer from the session's age; only used for people without a password. */
  recentSignIn: z.boolean().nullish(),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

/**
 * What goes with an account besides the rows the database deletes by itself. Every table that
 * refers to users.id does so with ON DELETE CASCADE (or SET NULL where the row is someone else's:
 * a daily prayer an admin wrote, a moderator's log entry), and a notification that carries a
 * person's name or words names them in `from_user_id` (decision 175). These steps are for what
 * the database cannot see: rows that name the person without a foreign key. Each runs inside the
 * deletion's transaction, before the users row goes; add a step here for a new kind of such row.
 */
type EraseStep = (tx: Tx, userId: number, now: Date) => Promise<unknown>;

const ERASE_STEPS: EraseStep[] = [
  // Their watch places go with them (cascade); first the posts of the watches they held places in
  // are marked for a redraw, so each group's post shows those slots open again (decision 366).
  // Watches they started keep running for the group, without a starter.
  (tx, userId, now) =>
    queryRows(
      tx,
      sql`update watches set post_dirty_at = coalesce(post_dirty_at, ${now.toISOString()}::timestamptz)
          where post_channel is not null and ended_at is null
            and id in (select watch_id from watch_claims where user_id = ${userId}::int and released_at is null)`,
    ),
  // contact_messages keeps rows of deleted users (ON DELETE SET NULL); the person's own go with them.
  (tx, userId) => tx.delete(contactMessages).where(eq(contactMessages.userId, userId)),
  // A Telegram conversation in progress (`telegram:<chat>:<telegram user>`) may hold a draft's words.
  async (tx, userId) => {
    const subjects = await tx
      .select({ subject: identities.subject })
      .from(identities)
      .where(and(eq(identities.userId, userId), eq(identities.provider, 'telegram')));
    for (const { subject } of subjects) {
      if (!/^[0-9]{1,20}$/.test(subject)) continue;
      await tx.delete(chatConversations).where(like(chatConversations.key, `telegram:%:${subject}`));
    }
  },
  // Reminder deliveries name their target by the person's chat, Slack id, device or user id.
  async (tx, userId) => {
    const [chats, slack, devices] = await Promise.all([
      tx.select({ id: telegramChats.chatId }).from(telegramChats).where(eq(telegramChats.userId, userId)),
      tx
        .select({ subject: identities.subject })
        .from(identities)
        .where(and(eq(identities.userId, userId), eq(identities.provider, 'slack'))),
      tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    ]);
    const targets = [
      and(eq(deliveries.channel, 'email'), eq(deliveries.target, String(userId))),
      chats.length
        ? and(
            eq(deliveries.channel, 'telegram'),
            inArray(
              deliveries.target,
              chats.map((c) => String(c.id)),
            ),
          )
        : undefined,
      slack.length
        ? and(
            eq(deliveries.channel, 'slack_dm'),
            inArray(
              deliveries.target,
              slack.map((s) => s.subject),
            ),
          )
        : undefined,
      devices.length
        ? and(
            eq(deliveries.channel, 'web_push'),
            inArray(
              deliveries.target,
              devices.map((d) => String(d.id)),
            ),
          )
        : undefined,
    ].filter((c) => c !== undefined);
    await tx.delete(deliveries).where(or(...targets) ?? sql`false`);
  },
];

/**
 * Delete the signed-in person and everything of theirs, in one transaction. A person with a
 * password must type it (`unauthorized` 'Incorrect password.' otherwise; `rate_limited` after five
 * tries in 15 minutes); a person who signs in only
 * through a provider must have signed in recently. Nothing of theirs stays: their rows, their
 * contact messages, other people's notifications that name them or quote them, their chat drafts
 * and reminder deliveries (ERASE_STEPS). Daily prayers they wrote as admin stay, without an author;
 * so do watches they started (the group keeps praying), and the places they held in watches reopen.
 */
export async function deleteAccount(ctx: ActorCtx, input: TDeleteAccountInput = {}): Promise<{ deleted: true }> {
  const { password, recentSignIn } = parseInput(ZDeleteAccountInput, input);
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!user) throw new AppError('not_found', 'accountNotFound');
  if (user.passwordHash) {
    // A stolen session must not become a password-guessing oracle (decision 042).
    await enforceRateLimit(ctx, `delete-account:user:${ctx.userId}`, DELETE_ACCOUNT_PASSWORD_LIMIT);
    if (!(await verifyPassword({ hash: user.passwordHash, password: password ?? '' }))) {
      throw new AppError('unauthorized', 'incorrectPassword');
    }
  } else if (recentSignIn !== true) {
    throw new AppError('unauthorized', 'signInAgainToDelete');
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const step of ERASE_STEPS) await step(tx, ctx.userId, now);
    await tx.delete(users).where(eq(users.id, ctx.userId));
  });
  ctx.log.info({ event: 'account_deleted', userId: ctx.userId });
  return { deleted: true };
}
