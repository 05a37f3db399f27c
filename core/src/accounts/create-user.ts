import { z } from 'zod';
import { userSettings, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { notifyWelcome } from '../notifications/notify-events';
import { DEFAULT_VERSION } from '../scripture/versions';
import { ZTimeZone } from '../time/time-zones';
import { parseInput } from '../validate';
import { LANGUAGES } from '@dps/db/content/languages';

export const ZCreateUserInput = z.object({
  email: z.string().trim().toLowerCase().max(254).nullish(),
  /** The address is known to be the person's (a provider's verified claim): reminder mail may go (decision 279). */
  emailConfirmed: z.boolean().default(false),
  passwordHash: z.string().nullish(),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  profileImageUrl: z.string().max(2048).nullish(),
  role: z.enum(['user', 'admin']).default('user'),
  /** IANA zone if known (browser, Slack profile), stored canonical; otherwise UTC, marked unconfirmed. */
  timeZone: ZTimeZone.nullish(),
  /** The account's language if the sign-up told it (decision 231); English otherwise. */
  language: z.enum(LANGUAGES).nullish(),
});
export type TCreateUserInput = z.input<typeof ZCreateUserInput>;

export interface UserRecord {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: 'user' | 'admin';
}

/**
 * Create a person and their settings row in one transaction. Low-level: registration, provider
 * sign-in and first contact on Telegram/Slack all come through here. Answers `conflict` when the
 * email is already registered. Every new account's bell starts with one welcome.
 */
export async function createUser(ctx: Ctx, input: TCreateUserInput): Promise<UserRecord> {
  const data = parseInput(ZCreateUserInput, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: data.email ?? null,
          emailConfirmedAt: data.email && data.emailConfirmed ? ctx.clock.now() : null,
          passwordHash: data.passwordHash ?? null,
          firstName: data.firstName,
          lastName: data.lastName,
          profileImageUrl: data.profileImageUrl ?? null,
          role: data.role,
        })
        .returning({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImageUrl: users.profileImageUrl,
          role: users.role,
        });
      await tx.insert(userSettings).values({
        userId: user!.id,
        timeZone: data.timeZone ?? 'UTC',
        timeZoneConfirmed: Boolean(data.timeZone),
        language: data.language ?? 'en',
        // A Spanish speaker reads the Reina-Valera from the start (decision 231).
        bibleVersion: DEFAULT_VERSION[data.language ?? 'en'],
      });
      await notifyWelcome({ ...ctx, db: tx }, user!.id);
      return user!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      // Keep the cause: callers that race on first contact retry on a unique violation.
      throw new AppError('conflict', 'emailTaken', { cause: e });
    }
    throw e;
  }
}

/** PostgreSQL unique_violation (23505), from either driver. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e; cur; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: string }).code === '23505') return true;
  }
  return false;
}
