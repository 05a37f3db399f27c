/**
 * `/prayer`: acknowledged at once (Slack wants an answer within 3 s), then the work, then an
 * ephemeral answer through the response_url. Errors thrown here reach the global error handler,
 * which answers the member with the spec's message.
 */
import type { AllMiddlewareArgs, RespondArguments, SlackCommandMiddlewareArgs, types } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { getChatNotifications, setChatNotifications } from '@dps/core/notifications/chat-opt-in';
import { getDailyPrayer, NO_DAILY_PRAYER } from '@dps/core/prayers/get-daily-prayer';
import { getRhythm } from '@dps/core/rhythm/get-rhythm';
import { rhythmDetails } from '@dps/core/rhythm/rhythm-words';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { updateSettings } from '@dps/core/settings/update-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { getSlackWorkspace } from '@dps/core/slack/get-slack-workspace';
import { subscribeSlackChannel, ZSubscribeSlackChannelInput } from '@dps/core/slack/subscribe-slack-channel';
import { unsubscribeSlackChannel } from '@dps/core/slack/unsubscribe-slack-channel';
import { localDate, localTime } from '@dps/core/time/local-day';
import { sayTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { describeZone, resolveZone } from '@dps/core/time/resolve-zone';
import { canonicalTimeZone } from '@dps/core/time/time-zones';
import { parseInput } from '@dps/core/validate';
import { streakMessage, weekMarks } from '../../blocks/home-view';
import { personalPrayerMessage } from '../../blocks/prayer-post';
import { slackEscape } from '../../blocks/text';
import { refreshHome } from '../../publish-home';
import { askToLink } from '../actions/link-actions';
import { webLinkMessage } from '../actions/web-link-action';
import { webPageOf } from '@dps/core/accounts/web-sign-in-links';
import { askToUnlink } from '../actions/unlink-actions';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember, type SlackActor } from '../../slack-member';
import { parsePrayerCommand } from './parse-prayer-command';
import { shareRequest } from './share-request';
import { answerVerse } from './verse-command';

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export function helpText(deps: SlackDeps, timeZone?: string): string {
  return [
    `*🙏 ${slackEscape(deps.appName, { inline: true })}*: the daily prayer, here in Slack.`,
    "• `/prayer today`: today's prayer (only you see it)",
    '• `/prayer plans`: reading plans of 5 to 30 days (and The Bible in a Year); start one and each day comes with your daily prayer',
    '• `/prayer verse John 3:16`: a Bible passage, only for you, with a button to share it in the channel; add a version to choose it (`/prayer verse Psalm 23 KJV`; WEB, KJV or RV1909), otherwise your Bible version setting (the World English Bible until you choose). Links to passages in the reader unfold in channels',
    '• `/prayer streak`: your streak and this week',
    `• \`/prayer remind 8am\`: the prayer by DM every day at that time${timeZone ? ` (your time zone: ${timeZone})` : ''}; \`/prayer remind off\` stops it`,
    '• `/prayer timezone Berlin`: your time zone, by city or abbreviation (`EST`); `/prayer timezone` alone takes it from your Slack profile',
    '• `/prayer subscribe 7:30am [zone]`: this channel gets the prayer every day at that time',
    "• `/prayer channel timezone Berlin`: the time zone of this channel's daily prayer",
    "• `/prayer unsubscribe`: stop this channel's daily prayer (whoever subscribed it, a workspace admin or the channel's creator)",
    '• `/prayer request Healing for my mother`: share a prayer request with this channel (and the prayer wall); others tap 🙏 I prayed; `/prayer request anonymous …` asks without your name',
    '• `/prayer notify off`: stop telling me by DM when someone prays for you, likes or replies to your reflection, or your goals and streak milestones (on until you turn them off); `/prayer notify on` starts them again',
    '• `/prayer web`: open the web app, signed in (a link only for you); `/prayer web wall`, `/prayer web goals`, `/prayer web profile`',
    '• `/prayer link CODE`: join your web account (get the code on its Profile page)',
    '• `/prayer unlink`: disconnect this Slack account from your account',
  ].join('\n');
}

const ephemeral = (text: string, extra: { blocks?: types.KnownBlock[] } = {}): RespondArguments => ({
  response_type: 'ephemeral',
  text,
  ...extra,
});

export function prayerCommand(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    const { ack, command, respond, client, context } = args;
    await ack();
    const teamId = context.teamId ?? context.enterpriseId ?? command.team_id;
    const parsed = parsePrayerCommand(command.text);
    if (parsed.kind === 'invalid') {
      await respond(ephemeral(parsed.message));
      return;
    }
    const actor = await resolveMember(deps.ctx, client, teamId, command.user_id);
    switch (parsed.kind) {
      case 'help':
        return void (await respond(ephemeral(helpText(deps, actor.timeZone))));
      case 'today':
        return today(actor, respond);
      case 'streak':
        return streak(actor, respond);
      case 'verse':
        return answerVerse(deps, actor, parsed.ref, respond);
      case 'remind': {
        const s = await updateSettings(actor, {
          dailyReminders: true,
          reminderTime: parsed.time,
          slackReminders: true,
        });
        await respond(
          ephemeral(
            `⏰ Daily reminder on: I'll send you the prayer by DM every day at *${s.reminderTime}* (${sayTimeOfDay(s.reminderTime)}, ${s.timeZone}).`,
          ),
        );
        return refreshHome(deps, client, actor);
      }
      case 'timezone':
        return setOwnZone(deps, args, actor, parsed.zone);
      case 'channel_timezone':
        return setChannelZone(deps, args, actor, teamId, parsed.zone);
      case 'remind_off':
        await updateSettings(actor, { dailyReminders: false });
        await respond(ephemeral('⏰ Daily reminder off. `/prayer today` still shows the prayer whenever you like.'));
        return refreshHome(deps, client, actor);
      case 'subscribe':
        return subscribe(deps, args, actor, teamId, parsed.time, parsed.timeZone);
      case 'unsubscribe': {
        const current = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
        if (current?.isActive) {
          const refusal = await standingRefusal(client, actor, current, command.channel_id, 'unsubscribe this channel');
          if (refusal) return void (await respond(ephemeral(refusal)));
        }
        const { wasSubscribed } = await unsubscribeSlackChannel(deps.ctx, { teamId, channelId: command.channel_id });
        await respond(
          wasSubscribed
            ? {
                response_type: 'in_channel',
                text: `This channel will no longer get the daily prayer (<@${command.user_id}> unsubscribed it).`,
              }
            : ephemeral("This channel isn't subscribed to the daily prayer."),
        );
        return;
      }
      case 'request':
        return shareRequest(deps, args, actor, parsed.text);
      case 'notify':
        return notify(actor, `${teamId}:${command.user_id}`, parsed.on, respond);
      case 'web': {
        const msg = await webLinkMessage(deps, actor, webPageOf(parsed.page));
        return void (await respond(ephemeral(msg.text, { blocks: msg.blocks })));
      }
      case 'link':
        // Asks first (whose account, what history goes with it); the member's Connect tap links (link-actions.ts).
        return askToLink(deps, actor, parsed.code, respond);
      case 'unlink':
        // Asks first; the member's Disconnect tap does it (unlink-actions.ts).
        return askToUnlink(actor, respond);
    }
  };
}

const NOTIFY_ON =
  '🔔 Notifications are on: I will tell you by DM when someone likes or replies to your reflection, when you reach a goal or a streak milestone, and when someone prays for you. `/prayer notify off` stops them.';
const NOTIFY_OFF = '🔕 Notifications by DM are off. `/prayer notify on` turns them on.';

/** `/prayer notify on|off` (decisions 145, 196): this member's notifications by DM, on until they turn them off. */
async function notify(actor: SlackActor, target: string, on: boolean | null, respond: Args['respond']): Promise<void> {
  const state =
    on === null
      ? await getChatNotifications(actor, { channel: 'slack', target })
      : await setChatNotifications(actor, { userId: actor.userId, channel: 'slack', target, on });
  await respond(ephemeral(state.on ? NOTIFY_ON : NOTIFY_OFF));
}

async function today(actor: SlackActor, respond: Args['respond']): Promise<void> {
  const p = await getDailyPrayer(actor);
  if (!p) return void (await respond(ephemeral(NO_DAILY_PRAYER)));
  const msg = personalPrayerMessage(p, p.date, { prayed: p.isCompleted, saved: p.isFavorited });
  await respond(ephemeral(msg.text, { blocks: msg.blocks }));
}

async function streak(actor: SlackActor, respond: Args['respond']): Promise<void> {
  const [s, week] = await Promise.all([getRhythm(actor), getWeeklyProgress(actor)]);
  const today = localDate(actor.clock.now(), actor.timeZone);
  const days = s.bestStreak === 1 ? 'day' : 'days';
  await respond(
    ephemeral(
      [
        `🔥 *${s.streak} Day Streak!* (best: ${s.bestStreak} ${days})`,
        streakMessage(s.streak),
        ...rhythmDetails(s).map((line) => slackEscape(line)),
        `*This week:* ${weekMarks(week, today)}`,
      ].join('\n'),
    ),
  );
}

const INVITE_FIRST = (appName: string) =>
  `I can't post in this channel yet. Invite me first with \`/invite @${slackEscape(appName, { inline: true })}\`, then run \`/prayer subscribe\` again.`;

/** Whether the app can post (and read thread replies) here, joining a public channel if needed. */
async function ensureCanPost(client: WebClient, channelId: string, appName: string): Promise<string | null> {
  let info;
  try {
    info = await client.conversations.info({ channel: channelId });
  } catch (e) {
    if ((e as { data?: { error?: string } }).data?.error === 'channel_not_found') return INVITE_FIRST(appName);
    throw e;
  }
  const ch = info.channel ?? {};
  if (ch.is_archived) return 'This channel is archived.';
  if (ch.is_member) return null;
  if (ch.is_private || ch.is_im || ch.is_mpim) return INVITE_FIRST(appName);
  await client.conversations.join({ channel: channelId });
  return null;
}

/** A channel's zone when none is given: the installer's, else the member who subscribes. */
async function defaultZone(deps: SlackDeps, client: WebClient, teamId: string, actor: SlackActor): Promise<string> {
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

async function subscribe(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  time: string,
  zone: string | undefined,
): Promise<void> {
  const { command, client, respond } = args;
  if (command.channel_id.startsWith('D')) {
    return void (await respond(
      ephemeral(
        'Run `/prayer subscribe` in the channel that should get the daily prayer. For yourself, use `/prayer remind HH:MM`.',
      ),
    ));
  }
  const timeZone = zone ?? (await defaultZone(deps, client, teamId, actor));
  const input = { teamId, channelId: command.channel_id, postTime: time, timeZone, createdBy: actor.userId };
  parseInput(ZSubscribeSlackChannelInput, input); // a bad time or zone is answered before any Slack call
  const problem = await ensureCanPost(client, command.channel_id, deps.appName);
  if (problem) return void (await respond(ephemeral(problem)));
  const before = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (before?.isActive) {
    const refusal = await standingRefusal(
      client,
      actor,
      before,
      command.channel_id,
      "change this channel's daily prayer",
    );
    if (refusal) return void (await respond(ephemeral(refusal)));
  }
  const sub = await subscribeSlackChannel(deps.ctx, {
    ...input,
    createdBy: before?.isActive ? before.createdBy : actor.userId,
  });
  const verb = before?.isActive ? "moved this channel's daily prayer" : 'subscribed this channel';
  await respond({
    response_type: 'in_channel',
    text: `✅ <@${command.user_id}> ${verb}: the daily prayer will be posted here every day at *${sub.postTime}* (${sayTimeOfDay(sub.postTime)}, ${sub.timeZone}; it is ${localTime(deps.ctx.clock.now(), sub.timeZone)} there now). Tap 🙏 Pray under it when you have prayed, and ✍️ Reflect to share in its thread.`,
  });
}

/**
 * Who may change or stop a channel's daily prayer: whoever subscribed it, a workspace admin or
 * owner, or the channel's creator (its first channel manager; Slack's API does not list managers).
 * The same standing Telegram asks of a group (its admins). Null when allowed, else the answer.
 */
export async function standingRefusal(
  client: WebClient,
  actor: SlackActor,
  sub: { createdBy?: number | null },
  channelId: string,
  what: string,
): Promise<string | null> {
  if (sub.createdBy != null && sub.createdBy === actor.userId) return null;
  const info = await client.users.info({ user: actor.slackUserId }).catch(() => null);
  const u = info?.user as { is_admin?: boolean; is_owner?: boolean; is_primary_owner?: boolean } | undefined;
  if (u?.is_admin || u?.is_owner || u?.is_primary_owner) return null;
  const channel = await client.conversations.info({ channel: channelId }).catch(() => null);
  if ((channel?.channel as { creator?: string } | undefined)?.creator === actor.slackUserId) return null;
  return `Only whoever subscribed this channel, a workspace admin or the channel's creator can ${what}.`;
}

/** `/prayer timezone [zone]`: the member's own zone; without one, the zone of their Slack profile. */
async function setOwnZone(deps: SlackDeps, args: Args, actor: SlackActor, typed: string | null): Promise<void> {
  const { client, respond } = args;
  let timeZone: string;
  let from = '';
  if (typed === null) {
    const info = await client.users.info({ user: actor.slackUserId }).catch(() => null);
    const tz = canonicalTimeZone((info?.user as { tz?: string } | undefined)?.tz);
    if (!tz) {
      await respond(
        ephemeral('Your Slack profile has no time zone I can use. Send it as a city, e.g. `/prayer timezone Berlin`.'),
      );
      return;
    }
    timeZone = tz;
    from = ' (from your Slack profile)';
  } else {
    const resolved = resolveZone(typed);
    if (!resolved.ok) {
      await respond(
        ephemeral(`${resolved.message} For example \`/prayer timezone Berlin\` or \`/prayer timezone EST\`.`),
      );
      return;
    }
    timeZone = resolved.timeZone;
  }
  const s = await updateSettings(actor, { timeZone });
  const reminder = s.dailyReminders
    ? ` Your daily prayer comes at *${s.reminderTime}* (${sayTimeOfDay(s.reminderTime)}) there, on every channel.`
    : ' Want the prayer by DM every day? `/prayer remind 8am`.';
  await respond(ephemeral(`🕰 Your time zone is now ${describeZone(s.timeZone, actor.clock.now())}${from}.${reminder}`));
  await refreshHome(deps, client, { ...actor, timeZone: s.timeZone });
}

/** `/prayer channel timezone <zone>`: the zone of this channel's daily prayer (same standing as unsubscribe). */
async function setChannelZone(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  typed: string,
): Promise<void> {
  const { command, client, respond } = args;
  const current = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (!current?.isActive) {
    await respond(
      ephemeral("This channel isn't subscribed to the daily prayer. Start it with `/prayer subscribe 8am Berlin`."),
    );
    return;
  }
  const refusal = await standingRefusal(client, actor, current, command.channel_id, "change this channel's time zone");
  if (refusal) return void (await respond(ephemeral(refusal)));
  const resolved = resolveZone(typed);
  if (!resolved.ok) return void (await respond(ephemeral(resolved.message)));
  const sub = await subscribeSlackChannel(deps.ctx, {
    teamId,
    channelId: command.channel_id,
    postTime: current.postTime,
    timeZone: resolved.timeZone,
    createdBy: current.createdBy ?? null,
  });
  await respond({
    response_type: 'in_channel',
    text: `🕰 <@${command.user_id}> set this channel's time zone to ${describeZone(sub.timeZone, deps.ctx.clock.now())}. The daily prayer is posted here every day at *${sub.postTime}* (${sayTimeOfDay(sub.postTime)}) there.`,
  });
}
