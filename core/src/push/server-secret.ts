import { eq } from 'drizzle-orm';
import { serverSecrets } from '@dps/db/schema';
import type { Ctx } from '../context';

/**
 * A secret the server makes for itself once and every instance shares: the first instance to ask
 * stores `make()`, any racing one keeps the stored value (ON CONFLICT DO NOTHING, then read).
 */
export async function serverSecret(ctx: Ctx, name: string, make: () => string): Promise<string> {
  const [found] = await ctx.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (found) return found.value;
  await ctx.db
    .insert(serverSecrets)
    .values({ name, value: make(), createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [stored] = await ctx.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored!.value;
}
