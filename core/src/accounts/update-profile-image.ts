import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZUpdateProfileImageInput, type TUpdateProfileImageInput } from './account-forms';
import { type UserRecord } from './create-user';
import { userRecordColumns } from './user-record';

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
