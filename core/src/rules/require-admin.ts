import { eq } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { forbidden } from '../errors';

/**
 * Throw `forbidden` ("Access Denied" / "You don't have permission to access this page.") unless the
 * actor's role in the database is admin. Read fresh each time, so a demoted admin loses access at once.
 */
export async function requireAdmin(ctx: ActorCtx): Promise<void> {
  const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, ctx.userId));
  if (row?.role !== 'admin') throw forbidden();
}
