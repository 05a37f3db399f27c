/**
 * `/prayer weekly`, `/prayer pulse`, `/prayer away` and `/prayer leader` (decisions 307–312): a
 * leader sets the channel's weekly moment, asks for the pulse (answered ephemerally), hands on
 * leading; anyone says whether leaders may see that they have been away.
 */
import { AppError } from '@dps/core/errors';
import { coreText } from '@dps/core/i18n/core-text';
import { circlesLedBy, leaderCircleOfChat, type LedCircle } from '@dps/core/circles/weekly/circle-leader';
import { circlePulse } from '@dps/core/circles/weekly/circle-pulse';
import { pulseMessage } from '@dps/core/circles/weekly/weekly-message';
import { memberByIdentity, setCircleLeader } from '@dps/core/circles/weekly/set-circle-leader';
import { setCircleWeekly } from '@dps/core/circles/weekly/set-circle-weekly';
import { circleWeeklies, parseWeeklyWords, weekdayName } from '@dps/core/circles/weekly/weekly-moment';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { SlackActor } from '../../slack-member';
import { weeklyBlocks } from '../../blocks/weekly-blocks';
import { ephemeral, type Args } from './command-reply';

/** The channel's circle when the member leads it, else null (and they are told). */
async function ledHere(args: Args, actor: SlackActor, teamId: string): Promise<LedCircle | null> {
  const { t } = coreText.for(actor.language);
  try {
    return await leaderCircleOfChat(
      actor,
      { channel: 'slack_channel', target: `${teamId}:${args.command.channel_id}` },
      actor.userId,
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') {
      await args.respond(
        ephemeral(
          t(args.command.channel_id.startsWith('D') ? 'weekly.commands.notInGroup' : 'weekly.commands.notLeader'),
        ),
      );
      return null;
    }
    throw e;
  }
}

export async function answerWeekly(args: Args, actor: SlackActor, teamId: string, words: string[]): Promise<void> {
  const circle = await ledHere(args, actor, teamId);
  if (!circle) return;
  const { t } = coreText.for(actor.language);
  if (words.length > 0) {
    const parsed = parseWeeklyWords(words.join(' '));
    if (!parsed) return void (await args.respond(ephemeral(t('weekly.commands.weeklyBad'))));
    const w = await setCircleWeekly(actor, { circleId: circle.id, ...parsed });
    return void (await args.respond(
      ephemeral(t('weekly.commands.weeklySet', { day: weekdayName(w.day, actor.language), time: w.time })),
    ));
  }
  const [w] = await circleWeeklies(actor, circle.id);
  await args.respond(
    ephemeral(
      `${t('weekly.commands.weeklyNow', { day: weekdayName(w!.day, actor.language), time: w!.time, zone: w!.timeZone })}\n${t('weekly.commands.weeklyHelp').replace('/weekly', '/prayer weekly')}`,
    ),
  );
}

/** In a channel: its pulse; in the DM: the pulse of every group the member leads. Always ephemeral. */
export async function answerPulse(args: Args, actor: SlackActor, teamId: string): Promise<void> {
  const { t } = coreText.for(actor.language);
  let circles: LedCircle[];
  if (args.command.channel_id.startsWith('D')) {
    circles = await circlesLedBy(actor, actor.userId);
    if (circles.length === 0) return void (await args.respond(ephemeral(t('weekly.commands.pulseNone'))));
  } else {
    const circle = await ledHere(args, actor, teamId);
    if (!circle) return;
    circles = [circle];
  }
  for (const circle of circles) {
    const { text, blocks } = weeklyBlocks(pulseMessage(actor.language, await circlePulse(actor, circle, actor.userId)));
    await args.respond(ephemeral(text, { blocks }));
  }
}

export async function answerAway(args: Args, actor: SlackActor, on: boolean | null): Promise<void> {
  const { t } = coreText.for(actor.language);
  if (on === null) {
    const { awayVisibleToLeaders } = await getSettings(actor);
    return void (await args.respond(ephemeral(t('weekly.commands.awayNow', { on: String(awayVisibleToLeaders) }))));
  }
  await updateSettings(actor, { awayVisibleToLeaders: on });
  await args.respond(ephemeral(t(on ? 'weekly.commands.awayYes' : 'weekly.commands.awayNo')));
}

/** `leader @member` makes them a leader; `leader stepdown` steps down. */
export async function answerLeader(args: Args, actor: SlackActor, teamId: string, words: string[]): Promise<void> {
  const circle = await ledHere(args, actor, teamId);
  if (!circle) return;
  const { t } = coreText.for(actor.language);
  const arg = words.join(' ').trim();
  if (/^(stepdown|step down|dejar)$/i.test(arg)) {
    await setCircleLeader(actor, { circleId: circle.id, userId: actor.userId, isLeader: false });
    return void (await args.respond(ephemeral(t('weekly.commands.leaderStepped'))));
  }
  const mention = /^<@([A-Z0-9]+)(\|[^>]*)?>$/.exec(arg);
  const member = mention
    ? await memberByIdentity(actor, circle.id, { provider: 'slack', subject: `${teamId}:${mention[1]}` })
    : null;
  if (member === null) return void (await args.respond(ephemeral(t('weekly.commands.leaderHelp'))));
  const made = await setCircleLeader(actor, { circleId: circle.id, userId: member, isLeader: true });
  await args.respond(ephemeral(t('weekly.commands.leaderMade', { name: made.firstName })));
}
