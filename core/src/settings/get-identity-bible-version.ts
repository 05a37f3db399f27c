import { and, eq } from 'drizzle-orm';
import { identities, userSettings } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { Provider } from '../rules/identity-providers';
import type { BibleVersionId } from '../scripture/versions';

/**
 * The Bible version a chat person chose (`bibleVersion` in their settings), looked up by their
 * Telegram or Slack identity WITHOUT creating anyone: reading public-domain text is no reason to make
 * an account. Undefined when nobody has that identity yet (the caller uses the default version).
 */
export async function getIdentityBibleVersion(
  ctx: Ctx,
  identity: { provider: Provider; subject: string },
): Promise<BibleVersionId | undefined> {
  const [row] = await ctx.db
    .select({ bibleVersion: userSettings.bibleVersion })
    .from(identities)
    .innerJoin(userSettings, eq(userSettings.userId, identities.userId))
    .where(and(eq(identities.provider, identity.provider), eq(identities.subject, identity.subject)))
    .limit(1);
  return row?.bibleVersion;
}
