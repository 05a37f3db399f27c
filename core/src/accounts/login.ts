import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZLoginWithPasswordInput, type TLoginWithPasswordInput } from './account-forms';
import type { UserRecord } from './create-user';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { findUserByEmail, toUserRecord } from './user-record';

export { ZLoginWithPasswordInput, type TLoginWithPasswordInput };

/**
 * Email and password sign-in. A wrong email and a wrong password get the same `unauthorized`
 * answer after the same argon2 work, so neither the message nor the timing tells which it was.
 * A hash made with older parameters is upgraded on the way.
 */
export async function loginWithPassword(ctx: Ctx, input: TLoginWithPasswordInput): Promise<UserRecord> {
  const { email, password } = parseInput(ZLoginWithPasswordInput, input);
  const user = email.length <= 254 ? await findUserByEmail(ctx, email) : null;
  const ok = await verifyPassword({ hash: user?.passwordHash, password });
  if (!user || !ok) throw new AppError('unauthorized', 'invalidCredentials');
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await ctx.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return toUserRecord(user);
}
