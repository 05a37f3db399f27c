import { eq } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import type { Ctx } from '../context';

/** The account's language (decision 231) for mail written outside a request of theirs; English when unset. */
export async function getUserLanguage(ctx: Ctx, userId: number): Promise<Language> {
  const [row] = await ctx.db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}
