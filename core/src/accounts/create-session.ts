import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { hashToken, randomToken } from './secrets';
import { SESSION_TTL_MS } from './sessions';

export const ZCreateSessionInput = z.object({ userId: z.number().int().positive() });

/** Start a session for a person who has just proven who they are. Returns the cookie value. */
export async function createSession(
  ctx: Ctx,
  input: z.input<typeof ZCreateSessionInput>,
): Promise<{ token: string; expiresAt: Date }> {
  const { userId } = parseInput(ZCreateSessionInput, input);
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Housekeeping while we are here: the person's expired sessions are dead weight.
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await ctx.db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}
