/**
 * Who a Slack member is in our product. A member becomes a user on first contact (name from their
 * profile, time zone from users.info's `tz`, language from its `locale`: decision 231), identified
 * by (team, user); after that a single query answers, without a Slack API call.
 */
import type { WebClient } from '@slack/web-api';
import type { ActorCtx, Ctx } from '@dps/core/context';
import { findOrCreateUserByIdentity } from '@dps/core/accounts/identities';
import { getSettings } from '@dps/core/settings/get-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { usableTimeZone } from '@dps/core/time/time-zones';
import type { Language } from '@dps/db/content/languages';

export interface SlackActor extends ActorCtx {
  firstName: string;
  teamId: string;
  slackUserId: string;
  /** The account's language: every word said to this member is in it (decision 231). */
  language: Language;
  /** Created by this request (first contact): the bot offers the daily prayer (decision 201). */
  firstContact?: boolean;
}

interface SlackProfileUser {
  tz?: string;
  /** With include_locale: 'es-LA', 'en-US'. */
  locale?: string;
  real_name?: string;
  name?: string;
  profile?: { first_name?: string; last_name?: string; real_name?: string; display_name?: string };
}

/** First and last name from a Slack profile, falling back to the real name, then the handle. */
export function namesFromProfile(u: SlackProfileUser): { firstName: string; lastName: string } {
  const p = u.profile ?? {};
  if (p.first_name) return { firstName: p.first_name, lastName: p.last_name ?? '' };
  const real = (p.real_name || u.real_name || p.display_name || u.name || '').trim();
  const [first = '', ...rest] = real.split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export async function resolveMember(ctx: Ctx, client: WebClient, teamId: string, slackUserId: string): Promise<SlackActor> {
  const known = await findSlackMember(ctx, { teamId, userId: slackUserId });
  if (known) {
    const { userId, timeZone, firstName, language } = known;
    return { ...ctx, userId, timeZone, firstName, language, teamId, slackUserId };
  }
  const info = await client.users.info({ user: slackUserId, include_locale: true });
  const u = (info.user ?? {}) as SlackProfileUser;
  const { user, created } = await findOrCreateUserByIdentity(ctx, {
    provider: 'slack',
    subject: slackTarget(teamId, slackUserId),
    ...namesFromProfile(u),
    timeZone: u.tz ?? null,
    locale: u.locale ?? null, // the new account's language (decision 231)
  });
  const settings = await getSettings({ ...ctx, userId: user.id, timeZone: 'UTC' });
  const timeZone = usableTimeZone(settings.timeZone);
  return {
    ...ctx,
    userId: user.id,
    timeZone,
    firstName: user.firstName,
    language: settings.language,
    teamId,
    slackUserId,
    firstContact: created,
  };
}
