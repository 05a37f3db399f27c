/**
 * Sign-in through a provider (Google, Apple) and first contact on Telegram or Slack. A person is
 * found by (provider, subject) ONLY. An email claim never joins an existing account on its own:
 * that would let anyone who controls a provider account with a victim's address walk into theirs.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { languageOfLocale } from '../rules/preferred-language';
import { adoptChatMemberDays } from './adopt-chat-member-days';
import { identities, users } from '@dps/db/schema';
import { withTx, type Ctx } from '../context';
import { AppError } from '../errors';
import { canonicalTimeZone } from '../time/time-zones';
import { PROVIDERS, type Provider } from '../rules/identity-providers';
import { parseInput } from '../validate';
import { createUser, isUniqueViolation, type UserRecord } from './create-user';
import { isEmailAddress } from './email-address';
import { findUserByEmail, userRecordColumns } from './user-record';

/** Provider data is not typed by a person: overlong names are cut, unknown zones dropped. */
const zName = z
  .string()
  .nullish()
  .transform((s) => (s ?? '').trim().slice(0, 100));

export const ZFindOrCreateUserByIdentityInput = z.object({
  provider: z.enum(PROVIDERS),
  subject: z.string().trim().min(1).max(255),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((e) => (e && isEmailAddress(e) ? e : null)),
  emailVerified: z.boolean().nullish(),
  firstName: zName,
  lastName: zName,
  timeZone: z
    .string()
    .nullish()
    .transform((tz) => canonicalTimeZone(tz)),
  /** Telegram's `language_code` or Slack's locale: the new account's language (decision 231); ignored for an existing one. */
  locale: z
    .string()
    .max(35)
    .nullish()
    .catch(null)
    .transform((l) => languageOfLocale(l)),
});
export type TFindOrCreateUserByIdentityInput = z.input<typeof ZFindOrCreateUserByIdentityInput>;

async function findByIdentity(ctx: Ctx, provider: Provider, subject: string): Promise<UserRecord | null> {
  const [row] = await ctx.db
    .select(userRecordColumns)
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  return row ?? null;
}

/**
 * The person behind a provider identity, creating them on first contact (`created: true`).
 * The account email is set only from a verified claim that no other account uses. If another
 * account already has that email: Google/Apple answer `conflict` (sign in with the password, then
 * connect); Telegram/Slack create the person without an email (they can join accounts later with a
 * link code). Two concurrent first contacts create one person: the unique index on
 * (provider, subject) decides and the loser re-reads.
 */
export async function findOrCreateUserByIdentity(
  ctx: Ctx,
  input: TFindOrCreateUserByIdentityInput,
): Promise<{ user: UserRecord; created: boolean }> {
  const data = parseInput(ZFindOrCreateUserByIdentityInput, input);
  for (let attempt = 0; ; attempt++) {
    const existing = await findByIdentity(ctx, data.provider, data.subject);
    if (existing) return { user: existing, created: false };

    let accountEmail = data.email && data.emailVerified === true ? data.email : null;
    if (data.email && (await findUserByEmail(ctx, data.email))) {
      // A concurrent first contact of this same identity may have just created that account (its
      // person and identity commit together, after our look above): theirs is ours, not a conflict.
      const justCreated = await findByIdentity(ctx, data.provider, data.subject);
      if (justCreated) return { user: justCreated, created: false };
      if (data.provider === 'google' || data.provider === 'apple') {
        throw new AppError('conflict', 'emailBelongsToAccount');
      }
      accountEmail = null;
    }
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const created = await createUser(withTx(ctx, tx), {
          email: accountEmail,
          // Only a verified claim becomes the account's address, so it is confirmed (decision 279).
          emailConfirmed: accountEmail !== null,
          firstName: data.firstName,
          lastName: data.lastName,
          timeZone: data.timeZone,
          language: data.locale,
        });
        await tx.insert(identities).values({
          userId: created.id,
          provider: data.provider,
          subject: data.subject,
          email: data.email,
          createdAt: ctx.clock.now(),
        });
        // Days this chat identity marked in group plans before it had an account are its now (decision 237).
        await adoptChatMemberDays(tx, { provider: data.provider, subject: data.subject, userId: created.id });
        return created;
      });
      ctx.log.info({ event: 'user_created_from_identity', userId: user.id, provider: data.provider });
      return { user, created: true };
    } catch (e) {
      // Someone else created this identity (or took the email) a moment ago: look again.
      if (!isUniqueViolation(e) || attempt >= 3) throw e;
    }
  }
}
