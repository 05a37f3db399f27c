import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { zEmail } from './account-forms';
import { type UserRecord } from './create-user';
import { findUserByEmail, toUserRecord, userRecordColumns } from './user-record';

export const ZGrantAdminInput = z.object({ email: zEmail });

/** Make the person with this email an admin (`not_found` when there is none). Idempotent. */
export async function grantAdmin(ctx: Ctx, input: z.input<typeof ZGrantAdminInput>): Promise<UserRecord> {
  const { email } = parseInput(ZGrantAdminInput, input);
  const user = await findUserByEmail(ctx, email);
  if (!user) throw new AppError('not_found', 'noAccountForEmail');
  const [row] = await ctx.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.id, user.id))
    .returning(userRecordColumns);
  ctx.log.info({ event: 'admin_granted', userId: user.id });
  return row ?? toUserRecord(user);
}
