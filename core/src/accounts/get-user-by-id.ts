import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { type UserRecord } from './create-user';
import { userRecordColumns } from './user-record';

/** The person with this id, or null. */
export async function getUserById(ctx: Ctx, id: number): Promise<UserRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await ctx.db.select(userRecordColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
