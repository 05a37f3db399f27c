/** `/prayer subscribe [HH:MM] [zone]` and `/prayer unsubscribe`: this channel's daily prayer. */
import { zoneName } from '@dps/core/time/zone-display';
import type { WebClient } from '@slack/web-api';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { getSlackWorkspace } from '@dps/core/slack/get-slack-workspace';
import { subscribeSlackChannel, ZSubscribeSlackChannelInput } from '@dps/core/slack/subscribe-slack-channel';
import { unsubscribeSlackChannel } from '@dps/core/slack/unsubscribe-slack-channel';
import { localTime } from '@dps/core/time/local-day';
import { parseTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { resolveZone } from '@dps/core/time/resolve-zone';
import { canonicalTimeZone } from '@dps/core/time/time-zones';
import { parseInput } from '@dps/core/validate';
import { slackEscape } from '../../blocks/text';
import type { SlackDeps } from '../../slack-deps';
import { languageName, spokenTime, wordsFor, type Words } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { standingRefusal } from './channel-standing';
import { ephemeral, type Args } from './command-reply';

/** Whether the app can post (and read thread replies) here, joining a public channel if needed; else why not. */
export async function ensureCanPost(client: WebClient, channelId: string, appName: string, words: Words): Promise<string | null> {
  const inviteFirst = () => words.t('slackCommands.subscribe.inviteFirst', { appName: slackEscape(appName, { inline: true }) });
  let info;
  try {
    info = await client.conversations.info({ channel: channelId });
  } catch (e) {
    if ((e as { data?: { error?: string } }).data?.error === 'channel_not_found') return inviteFirst();
    throw e;
  }
  const ch = info.channel ?? {};
  if (ch.is_archived) return words.t('slackCommands.subscribe.archived');
  if (ch.is_member) return null;
  if (ch.is_private || ch.is_im || ch.is_mpim) return inviteFirst();
  await client.conversations.join({ channel: channelId });
  return null;
}

/** A channel's zone when none is given: the installer's, else the member who subscribes. */
export async function defaultZone(deps: SlackDeps, client: WebClient, teamId: string, actor: SlackActor): Promise<string> {
  const installer = (await getSlackWorkspace(deps.ctx, teamId))?.installerUserId;
  if (installer) {
    const known = await findSlackMember(deps.ctx, { teamId, userId: installer });
    if (known) return known.timeZone;
    const info = await client.users.info({ user: installer }).catch(() => null);
    const tz = canonicalTimeZone((info?.user as { tz?: string } | undefined)?.tz);
    if (tz) return tz;
  }
  return actor.timeZone;
}

export async function subscribe(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  time: string,
  zone: string | undefined,
): Promise<void> {
  const { command, client, respond } = args;
  const words = wordsFor(actor.language);
  if (command.channel_id.startsWith('D')) {
    return void (await respond(ephemeral(words.t('slackCommands.subscribe.inDm'))));
  }
  // A time or zone nobody could read is answered before any Slack call, in the member's language.
  const postTime = parseTimeOfDay(time);
  if (!postTime.ok) return void (await respond(ephemeral(words.t('slackCommands.subscribe.badTime'))));
  if (zone !== undefined && !resolveZone(zone).ok) {
    return void (await respond(ephemeral(words.t('slackCommands.zone.notFound'))));
  }
  const timeZone = zone ?? (await defaultZone(deps, client, teamId, actor));
  const input = { teamId, channelId: command.channel_id, postTime: postTime.time, timeZone, createdBy: actor.userId };
  parseInput(ZSubscribeSlackChannelInput, input);
  const problem = await ensureCanPost(client, command.channel_id, deps.appName, words);
  if (problem) return void (await respond(ephemeral(problem)));
  const before = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (before?.isActive) {
    const refusal = await standingRefusal(client, actor, before, command.channel_id, 'change');
    if (refusal) return void (await respond(ephemeral(refusal)));
  }
  const sub = await subscribeSlackChannel(deps.ctx, {
    ...input,
    createdBy: before?.isActive ? before.createdBy : actor.userId,
    // A channel subscribed (again) speaks its subscriber's language; moving its time keeps its own.
    ...(!before?.isActive && { language: actor.language }),
  });
  // For everyone there: in the channel's language.
  const channelWords = wordsFor(sub.language);
  await respond({
    response_type: 'in_channel',
    text: channelWords.t('slackCommands.channel.subscribed', {
      who: `<@${command.user_id}>`,
      moved: before?.isActive ? 'yes' : 'no',
      time: sub.postTime,
      spoken: spokenTime(sub.postTime, channelWords),
      zone: zoneName(sub.timeZone, channelWords.language),
      now: localTime(deps.ctx.clock.now(), sub.timeZone),
      language: languageName(sub.language, channelWords),
      other: sub.language === 'en' ? 'es' : 'en',
    }),
  });
}

/** `/prayer unsubscribe`: stops this channel's daily prayer (asks the standing of whoever may change it). */
export async function unsubscribe(deps: SlackDeps, args: Args, actor: SlackActor, teamId: string): Promise<void> {
  const { command, client, respond } = args;
  const words = wordsFor(actor.language);
  const current = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (current?.isActive) {
    const refusal = await standingRefusal(client, actor, current, command.channel_id, 'unsubscribe');
    if (refusal) return void (await respond(ephemeral(refusal)));
  }
  const { wasSubscribed } = await unsubscribeSlackChannel(deps.ctx, { teamId, channelId: command.channel_id });
  await respond(
    wasSubscribed
      ? {
          response_type: 'in_channel',
          // For everyone there: in the channel's language.
          text: wordsFor(current?.language ?? actor.language).t('slackCommands.channel.unsubscribed', {
            who: `<@${command.user_id}>`,
          }),
        }
      : ephemeral(words.t('slackCommands.channel.notSubscribed')),
  );
}
