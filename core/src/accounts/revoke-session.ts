import { eq } from 'drizzle-orm';
import { sessions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { hashToken } from './secrets';
import { zSessionToken } from './sessions';

/** Sign out this one session. Unknown tokens are ignored. */
export async function revokeSession(ctx: Ctx, input: { token: string | null | undefined }): Promise<void> {
  const token = zSessionToken.safeParse(input.token);
  if (!token.success) return;
  await ctx.db.delete(sessions).where(eq(sessions.idHash, hashToken(token.data)));
}
