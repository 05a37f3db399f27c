/** Time zones: the member's own (`/prayer timezone`) and a channel's (`/prayer channel timezone`). */
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { updateSettings } from '@dps/core/settings/update-settings';
import { resolveZone } from '@dps/core/time/resolve-zone';
import { canonicalTimeZone } from '@dps/core/time/time-zones';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { spokenTime, wordsFor, zoneNow } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { standingRefusal } from './channel-standing';
import { ephemeral, type Args } from './command-reply';

/** `/prayer timezone [zone]`: the member's own zone; without one, the zone of their Slack profile. */
export async function setOwnZone(deps: SlackDeps, args: Args, actor: SlackActor, typed: string | null): Promise<void> {
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
export async function setChannelZone(
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
