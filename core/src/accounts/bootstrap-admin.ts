import { z } from 'zod';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { newPasswordSchema, zEmail } from './account-forms';
import { createUser, isUniqueViolation, type UserRecord } from './create-user';
import { hashPassword } from './passwords';
import { findUserByEmail } from './user-record';
import { grantAdmin } from './grant-admin';

export const ZBootstrapAdminInput = z.object({
  email: zEmail,
  password: newPasswordSchema({ tooShort: 'adminPasswordTooShort', tooCommon: 'adminPasswordTooCommon' }),
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
