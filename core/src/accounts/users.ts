/** Reading a person, their profile photo, and the admin role. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { newPasswordSchema, zEmail, ZUpdateProfileImageInput, type TUpdateProfileImageInput } from './account-forms';
import { createUser, isUniqueViolation, type UserRecord } from './create-user';
import { hashPassword } from './passwords';
import { findUserByEmail, toUserRecord, userRecordColumns } from './user-record';

/** The person with this id, or null. */
export async function getUserById(ctx: Ctx, id: number): Promise<UserRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await ctx.db.select(userRecordColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export { ZUpdateProfileImageInput, type TUpdateProfileImageInput };

/**
 * Store the signed-in person's photo: an http(s) image URL or an image data URL (the HTTP layer
 * has already resized uploads). Returns the updated person.
 */
export async function updateProfileImage(ctx: ActorCtx, input: TUpdateProfileImageInput): Promise<UserRecord> {
  const { profileImageUrl } = parseInput(ZUpdateProfileImageInput, input);
  const [row] = await ctx.db
    .update(users)
    .set({ profileImageUrl })
    .where(eq(users.id, ctx.userId))
    .returning(userRecordColumns);
  if (!row) throw new AppError('not_found', 'accountNotFound');
  return row;
}

export const ZGrantAdminInput = z.object({ email: zEmail });

/** Make the person with this email an admin (`not_found` when there is none). Idempotent. */
export async function grantAdmin(ctx: Ctx, input: z.input<typeof ZGrantAdminInput>): Promise<UserRecord> {
  const { email } = parseInput(ZGrantAdminInput, input);
  const user = await findUserByEmail(ctx, email);
  if (!user) throw new AppError('not_found', 'noAccountForEmail');
  const [row] = await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)).returning(userRecordColumns);
  ctx.log.info({ event: 'admin_granted', userId: user.id });
  return row ?? toUserRecord(user);
}

export const ZBootstrapAdminInput = z.object({
  email: zEmail,
  password: newPasswordSchema({ tooShort: 'Admin password too short', tooCommon: 'Admin password too common' }),
});

/**
 * Make sure the configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists, at every start: creates the
 * account with that password if missing; if it exists, makes it admin and leaves its password alone
 * (the person may have changed it). The password must pass the usual rules. Safe to run from several
 * instances at once.
 */
export async function bootstrapAdmin(
  ctx: Ctx,
  input: z.input<typeof ZBootstrapAdminInput>,
): Promise<{ user: UserRecord; created: boolean }> {
  const { email, password } = parseInput(ZBootstrapAdminInput, input);
  if (!(await findUserByEmail(ctx, email))) {
    try {
      const user = await createUser(ctx, {
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Admin',
        role: 'admin',
      });
      ctx.log.info({ event: 'admin_bootstrapped', userId: user.id });
      return { user, created: true };
    } catch (e) {
      if (!isUniqueViolation(e)) throw e; // another instance created it just now
    }
  }
  return { user: await grantAdmin(ctx, { email }), created: false };
}
