/**
 * `/prayer`: acknowledged at once (Slack wants an answer within 3 s), then the work, then an
 * ephemeral answer through the response_url, in the member's language. Errors thrown here reach
 * the global error handler, which answers the member with the spec's message.
 *
 * Languages (issue 23): `/prayer language es` sets the member's own language, one setting for the
 * account on every channel (the same core call as Profile and Telegram's /language); `/prayer
 * channel language es` sets this channel's, the language of its daily post and of what the app
 * says there for everyone (the same standing as its time zone). A channel starts in the language
 * of whoever subscribed it.
 */
import type { AllMiddlewareArgs, RespondArguments, SlackCommandMiddlewareArgs, types } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { getChatNotifications, setChatNotifications } from '@dps/core/notifications/chat-opt-in';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getRhythm } from '@dps/core/rhythm/get-rhythm';
import type { RhythmFacts } from '@dps/core/rhythm/rhythm-words';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { getSlackWorkspace } from '@dps/core/slack/get-slack-workspace';
import { subscribeSlackChannel, ZSubscribeSlackChannelInput } from '@dps/core/slack/subscribe-slack-channel';
import { unsubscribeSlackChannel } from '@dps/core/slack/unsubscribe-slack-channel';
import { localDate, localTime } from '@dps/core/time/local-day';
import { parseTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { resolveZone } from '@dps/core/time/resolve-zone';
import { canonicalTimeZone } from '@dps/core/time/time-zones';
import { parseInput } from '@dps/core/validate';
import type { Language } from '@dps/db/content/languages';
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
import {
  languageName,
  memberLanguage,
  spokenTime,
  weekdayAndDate,
  weekdayName,
  wordsFor,
  zoneNow,
  type Words,
} from '../../slack-language';
import { parsePrayerCommand } from './parse-prayer-command';
import { shareRequest } from './share-request';
import { answerVerse } from './verse-command';

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

/** `/prayer help`: every subcommand, one line each, in the member's language. */
export function helpText(deps: SlackDeps, words: Words, timeZone?: string): string {
  return [
    words.t('slackCommands.help.title', { appName: slackEscape(deps.appName, { inline: true }) }),
    words.t('slackCommands.help.today'),
    words.t('slackCommands.help.plans'),
    words.t('slackCommands.help.plan'),
    words.t('slackCommands.help.verse'),
    words.t('slackCommands.help.streak'),
    words.t('slackCommands.help.remind', { zone: timeZone ?? '', hasZone: timeZone ? 'yes' : 'no' }),
    words.t('slackCommands.help.timezone'),
    words.t('slackCommands.help.language'),
    words.t('slackCommands.help.subscribe'),
    words.t('slackCommands.help.channelTimezone'),
    words.t('slackCommands.help.channelLanguage'),
    words.t('slackCommands.help.unsubscribe'),
    words.t('slackCommands.help.request'),
    words.t('slackCommands.help.notify'),
    words.t('slackCommands.help.web'),
    words.t('slackCommands.help.link'),
    words.t('slackCommands.help.unlink'),
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
      // No account is made for a command nobody could read: the language of a known member, else their Slack locale.
      const words = wordsFor(await memberLanguage(deps.ctx, client, teamId, command.user_id));
      await respond(ephemeral(words.t(parsed.message.key, parsed.message.values)));
      return;
    }
    const actor = await resolveMember(deps.ctx, client, teamId, command.user_id);
    const words = wordsFor(actor.language);
    switch (parsed.kind) {
      case 'help':
        return void (await respond(ephemeral(helpText(deps, words, actor.timeZone))));
      case 'today':
        return today(actor, respond);
      case 'streak':
        return streak(actor, respond);
      case 'verse':
        return answerVerse(deps, actor, parsed.ref, respond);
      case 'remind': {
        // Read here, so a time nobody could read is answered in the member's language.
        const time = parseTimeOfDay(parsed.time);
        if (!time.ok) return void (await respond(ephemeral(words.t('slackCommands.remind.badTime'))));
        const s = await updateSettings(actor, { dailyReminders: true, reminderTime: time.time, slackReminders: true });
        await respond(
          ephemeral(
            words.t('slackCommands.remind.on', {
              time: s.reminderTime,
              spoken: spokenTime(s.reminderTime, words),
              zone: s.timeZone,
            }),
          ),
        );
        return refreshHome(deps, client, actor);
      }
      case 'timezone':
        return setOwnZone(deps, args, actor, parsed.zone);
      case 'channel_timezone':
        return setChannelZone(deps, args, actor, teamId, parsed.zone);
      case 'language':
        return setOwnLanguage(deps, args, actor, teamId, parsed.language);
      case 'channel_language':
        return setChannelLanguage(deps, args, actor, teamId, parsed.language);
      case 'remind_off':
        await updateSettings(actor, { dailyReminders: false });
        await respond(ephemeral(words.t('slackCommands.remind.off')));
        return refreshHome(deps, client, actor);
      case 'subscribe':
        return subscribe(deps, args, actor, teamId, parsed.time, parsed.timeZone);
      case 'unsubscribe': {
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

/** `/prayer notify on|off` (decisions 145, 196): this member's notifications by DM, on until they turn them off. */
async function notify(actor: SlackActor, target: string, on: boolean | null, respond: Args['respond']): Promise<void> {
  const state =
    on === null
      ? await getChatNotifications(actor, { channel: 'slack', target })
      : await setChatNotifications(actor, { userId: actor.userId, channel: 'slack', target, on });
  await respond(ephemeral(wordsFor(actor.language).t(state.on ? 'slackCommands.notify.on' : 'slackCommands.notify.off')));
}

async function today(actor: SlackActor, respond: Args['respond']): Promise<void> {
  const words = wordsFor(actor.language);
  const p = await getDailyPrayer(actor);
  if (!p) return void (await respond(ephemeral(words.t('slackCommands.noDailyPrayer'))));
  const msg = personalPrayerMessage(words, p, p.date, { prayed: p.isCompleted, saved: p.isFavorited });
  await respond(ephemeral(msg.text, { blocks: msg.blocks }));
}

/**
 * The lines the streak answer adds under the streak: "✨ 1 grace day held · rest day Sunday", a
 * pause, and the news of a grace day spent (the facts are core's; the words the member's).
 */
export function rhythmLines(words: Words, f: RhythmFacts): string[] {
  const held = f.graceHeld ?? 0;
  const facts = [
    held > 0 ? words.t('slackCommands.streak.graceHeld', { count: held }) : null,
    f.restDay !== undefined && f.restDay !== null
      ? words.t('slackCommands.streak.restDay', { day: weekdayName(f.restDay, words) })
      : null,
  ].filter(Boolean);
  const lines = facts.length > 0 ? [`✨ ${facts.join(' · ')}`] : [];
  if (f.pause && f.today) {
    lines.push(
      f.pause.from > f.today
        ? words.t('slackCommands.streak.pauseComing', {
            from: weekdayAndDate(f.pause.from, words),
            until: weekdayAndDate(f.pause.until, words),
          })
        : words.t('slackCommands.streak.paused', { until: weekdayAndDate(f.pause.until, words) }),
    );
  }
  if (f.graceKeptOn) lines.push(words.t('slackCommands.streak.graceKept', { date: weekdayAndDate(f.graceKeptOn, words) }));
  return lines;
}

async function streak(actor: SlackActor, respond: Args['respond']): Promise<void> {
  const words = wordsFor(actor.language);
  const [s, week] = await Promise.all([getRhythm(actor), getWeeklyProgress(actor)]);
  const today = localDate(actor.clock.now(), actor.timeZone);
  await respond(
    ephemeral(
      [
        words.t('slackCommands.streak.title', { streak: s.streak, best: s.bestStreak }),
        streakMessage(words, s.streak),
        ...rhythmLines(words, s),
        words.t('slackCommands.streak.week', { marks: weekMarks(words, week, today) }),
      ].join('\n'),
    ),
  );
}

/** Whether the app can post (and read thread replies) here, joining a public channel if needed; else why not. */
async function ensureCanPost(client: WebClient, channelId: string, appName: string, words: Words): Promise<string | null> {
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
      zone: sub.timeZone,
      now: localTime(deps.ctx.clock.now(), sub.timeZone),
      language: languageName(sub.language, channelWords),
      other: sub.language === 'en' ? 'es' : 'en',
    }),
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
  what: 'unsubscribe' | 'change' | 'timezone' | 'language' | 'plan',
): Promise<string | null> {
  if (sub.createdBy != null && sub.createdBy === actor.userId) return null;
  const info = await client.users.info({ user: actor.slackUserId }).catch(() => null);
  const u = info?.user as { is_admin?: boolean; is_owner?: boolean; is_primary_owner?: boolean } | undefined;
  if (u?.is_admin || u?.is_owner || u?.is_primary_owner) return null;
  const channel = await client.conversations.info({ channel: channelId }).catch(() => null);
  if ((channel?.channel as { creator?: string } | undefined)?.creator === actor.slackUserId) return null;
  return wordsFor(actor.language).t('slackCommands.channel.refused', { what });
}

/** `/prayer timezone [zone]`: the member's own zone; without one, the zone of their Slack profile. */
async function setOwnZone(deps: SlackDeps, args: Args, actor: SlackActor, typed: string | null): Promise<void> {
  const { client, respond } = args;
  const words = wordsFor(actor.language);
  let timeZone: string;
  let fromProfile = false;
  if (typed === null) {
    const info = await client.users.info({ user: actor.slackUserId }).catch(() => null);
    const tz = canonicalTimeZone((info?.user as { tz?: string } | undefined)?.tz);
    if (!tz) return void (await respond(ephemeral(words.t('slackCommands.zone.noProfileZone'))));
    timeZone = tz;
    fromProfile = true;
  } else {
    const resolved = resolveZone(typed);
    if (!resolved.ok) return void (await respond(ephemeral(words.t('slackCommands.zone.notFoundOwn'))));
    timeZone = resolved.timeZone;
  }
  const s = await updateSettings(actor, { timeZone });
  const reminder = s.dailyReminders
    ? words.t('slackCommands.zone.reminderThere', { time: s.reminderTime, spoken: spokenTime(s.reminderTime, words) })
    : words.t('slackCommands.zone.wantReminder');
  await respond(
    ephemeral(
      words.t('slackCommands.zone.set', {
        zone: zoneNow(s.timeZone, actor.clock.now(), words),
        fromProfile: fromProfile ? 'yes' : 'no',
        reminder,
      }),
    ),
  );
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
  const words = wordsFor(actor.language);
  const current = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (!current?.isActive) return void (await respond(ephemeral(words.t('slackCommands.channel.subscribeFirst'))));
  const refusal = await standingRefusal(client, actor, current, command.channel_id, 'timezone');
  if (refusal) return void (await respond(ephemeral(refusal)));
  const resolved = resolveZone(typed);
  if (!resolved.ok) return void (await respond(ephemeral(words.t('slackCommands.zone.notFound'))));
  const sub = await subscribeSlackChannel(deps.ctx, {
    teamId,
    channelId: command.channel_id,
    postTime: current.postTime,
    timeZone: resolved.timeZone,
    createdBy: current.createdBy ?? null,
  });
  const channelWords = wordsFor(sub.language);
  await respond({
    response_type: 'in_channel',
    text: channelWords.t('slackCommands.channel.zoneSet', {
      who: `<@${command.user_id}>`,
      zone: zoneNow(sub.timeZone, deps.ctx.clock.now(), channelWords),
      time: sub.postTime,
      spoken: spokenTime(sub.postTime, channelWords),
    }),
  });
}

/**
 * `/prayer language [en|es]`: the member's language, the account's one setting on every channel
 * (the same core call as Profile and Telegram's /language). Alone: which it is, and this channel's
 * when it has one. The answer comes in the language just chosen, and App Home follows.
 */
async function setOwnLanguage(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  language: Language | null,
): Promise<void> {
  const { command, client, respond } = args;
  if (language === null) {
    const words = wordsFor(actor.language);
    const current = await getSettings(actor);
    const channel = command.channel_id.startsWith('D')
      ? null
      : await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
    const lines = [
      words.t('slackCommands.language.current', {
        language: languageName(current.language, words),
        other: current.language === 'en' ? 'es' : 'en',
      }),
      ...(channel?.isActive
        ? [words.t('slackCommands.language.channelIs', { language: languageName(channel.language, words) })]
        : []),
    ];
    return void (await respond(ephemeral(lines.join('\n'))));
  }
  const s = await updateSettings(actor, { language });
  const words = wordsFor(s.language);
  await respond(ephemeral(words.t('slackCommands.language.set', { language: languageName(s.language, words) })));
  await refreshHome(deps, client, { ...actor, language: s.language });
}

/**
 * `/prayer channel language [en|es]`: the language of this channel's daily post and of what the app
 * says there for everyone. Changing it asks the same standing as its time zone; the announcement
 * comes in the new language, for everyone.
 */
async function setChannelLanguage(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  language: Language | null,
): Promise<void> {
  const { command, client, respond } = args;
  const words = wordsFor(actor.language);
  const current = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (!current?.isActive) return void (await respond(ephemeral(words.t('slackCommands.channel.subscribeFirst'))));
  if (language === null) {
    return void (await respond(
      ephemeral(
        words.t('slackCommands.channel.languageIs', {
          language: languageName(current.language, words),
          other: current.language === 'en' ? 'es' : 'en',
        }),
      ),
    ));
  }
  const refusal = await standingRefusal(client, actor, current, command.channel_id, 'language');
  if (refusal) return void (await respond(ephemeral(refusal)));
  const sub = await subscribeSlackChannel(deps.ctx, {
    teamId,
    channelId: command.channel_id,
    postTime: current.postTime,
    timeZone: current.timeZone,
    createdBy: current.createdBy ?? null,
    language,
  });
  const channelWords = wordsFor(sub.language);
  await respond({
    response_type: 'in_channel',
    text: channelWords.t('slackCommands.channel.languageSet', {
      who: `<@${command.user_id}>`,
      language: languageName(sub.language, channelWords),
    }),
  });
}
