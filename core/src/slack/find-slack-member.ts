import { and, eq } from 'drizzle-orm';
import { identities, userSettings, users } from '@dps/db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import type { Ctx } from '../context';
import { usableTimeZone } from '../time/time-zones';
import { slackTarget } from '../rules/slack-ids';

export interface SlackMember {
  userId: number;
  firstName: string;
  /** Their IANA zone ('UTC' when unknown). */
  timeZone: string;
  /** Their account's language (decision 231), the one every channel speaks to them. */
  language: Language;
}

/**
 * The person behind a Slack member (team + user), or null before their first contact. One query,
 * so a button tap does not need a Slack API call to know who tapped.
 */
export async function findSlackMember(ctx: Ctx, input: { teamId: string; userId: string }): Promise<SlackMember | null> {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      timeZone: userSettings.timeZone,
      language: userSettings.language,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(identities.provider, 'slack'), eq(identities.subject, slackTarget(input.teamId, input.userId))))
    .limit(1);
  if (!row) return null;
  return {
    userId: row.userId,
    firstName: row.firstName,
    timeZone: usableTimeZone(row.timeZone),
    language: row.language ?? DEFAULT_LANGUAGE,
  };
}
