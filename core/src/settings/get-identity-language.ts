import { and, eq } from 'drizzle-orm';
import { identities, userSettings } from '@dps/db/schema';
import type { Language } from '@dps/db/content/languages';
import type { Ctx } from '../context';
import type { Provider } from '../rules/identity-providers';

/**
 * The language of the account behind a Telegram or Slack identity (`language` in its settings,
 * decision 231), looked up WITHOUT creating anyone: a bot answers a newcomer's /help in their
 * client's language before there is an account. Undefined when nobody has that identity yet (the
 * caller falls back to what the client says: `languageOfLocale`).
 */
export async function getIdentityLanguage(
  ctx: Ctx,
  identity: { provider: Provider; subject: string },
): Promise<Language | undefined> {
  const [row] = await ctx.db
    .select({ language: userSettings.language })
    .from(identities)
    .innerJoin(userSettings, eq(userSettings.userId, identities.userId))
    .where(and(eq(identities.provider, identity.provider), eq(identities.subject, identity.subject)))
    .limit(1);
  return row?.language;
}
