/** Changing one's name on Profile. */
import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZUpdateNameInput, type TUpdateNameInput } from './account-forms';
import type { UserRecord } from './create-user';
import { userRecordColumns } from './user-record';

export { ZUpdateNameInput, type TUpdateNameInput };

/** Set the signed-in person's first and last name (first required, both trimmed, 100 at most). */
export async function updateName(ctx: ActorCtx, input: TUpdateNameInput): Promise<UserRecord> {
  const { firstName, lastName } = parseInput(ZUpdateNameInput, input);
  const [row] = await ctx.db
    .update(users)
    .set({ firstName, lastName })
    .where(eq(users.id, ctx.userId))
    .returning(userRecordColumns);
  if (!row) throw new AppError('not_found', 'accountNotFound');
  return row;
}
