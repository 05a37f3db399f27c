/**
 * `/prayer watch` (decision 355). In a channel: the "Prayer watch" modal, opened with the
 * command's trigger_id, with the channel's open requests to choose from; the submission
 * (watch-view.ts) starts the watch and the outbox posts it. In a DM with the app: the person's
 * watches, their slots in their zone, and how early they are reminded. Runs before `/prayer`'s own
 * listener and passes every other subcommand on.
 */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { listCircleRequests } from '@dps/core/circles/list-circle-requests';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { isValidTimeZone } from '@dps/core/time/local-day';
import { listMyWatches } from '@dps/core/watches/list-my-watches';
import { getWatchLead } from '@dps/core/watches/set-watch-lead';
import { GROUP_REQUEST_TITLE } from '@dps/core/wall/share-group-request';
import type { Ctx } from '@dps/core/context';
import type { SlackDeps } from './slack-deps';
import { wordsFor } from './slack-language';
import { slackEscape } from './blocks/text';
import { resolveMember, type SlackActor } from './slack-member';
import { watchModal, WATCH_REQUESTS_OFFERED, type WatchModalMeta } from './watch-modal';
import { dmList, endList } from './watch-replies';

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

/** `watch` (or Spanish `vigilia`); words after it in a channel are the start, shown in the modal to keep or change. */
export const isWatchCommand = (text: string) => /^\s*(watch|vigilia)(\s|$)/i.test(text.slice(0, 200));

/** `watch end` (Spanish `vigilia terminar`): the channel's watches to end, not a new one. */
export const isEndCommand = (text: string) => /^\s*(watch|vigilia)\s+(end|terminar)\s*$/i.test(text.slice(0, 200));

/** The zone a channel's watch is told in: the channel's own (its daily post's), else its starter's. */
export async function channelZone(ctx: Ctx, actor: SlackActor, channelId: string): Promise<string> {
  const sub = await getSlackChannelSubscription(ctx, { teamId: actor.teamId, channelId });
  return sub?.timeZone && isValidTimeZone(sub.timeZone) ? sub.timeZone : actor.timeZone;
}

/** Who starts a watch in a channel is in it (they just used a command there; decision 294). */
export function recordStarter(ctx: Ctx, actor: SlackActor, channelId: string, channelName?: string | null) {
  return recordCircleMembership(ctx, {
    circle: {
      channel: 'slack_channel',
      target: slackTarget(actor.teamId, channelId),
      title:
        channelName && channelName !== 'directmessage' && channelName !== 'privategroup' ? `#${channelName}` : null,
    },
    userId: actor.userId,
    isMember: true,
  });
}

/**
 * Whether the outbox will be able to post the watch here: a private channel must have invited the
 * app; a public one it is not in yet is joined (as `/prayer subscribe` does), so it also hears who
 * joins and leaves the channel's circle (decision 294).
 */
async function canPost(client: WebClient, channelId: string): Promise<boolean> {
  let info;
  try {
    info = await client.conversations.info({ channel: channelId });
  } catch (e) {
    if ((e as { data?: { error?: string } }).data?.error === 'channel_not_found') return false;
    throw e;
  }
  const ch = info.channel ?? {};
  if (ch.is_member) return true;
  if (ch.is_private || ch.is_archived) return false;
  await client.conversations.join({ channel: channelId });
  return true;
}

export function watchSubcommand(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    if (!isWatchCommand(args.command.text)) return args.next();
    const { ack, command, respond, client, context } = args;
    await ack();
    const teamId = context.teamId ?? context.enterpriseId ?? command.team_id;
    const actor = await resolveMember(deps.ctx, client, teamId, command.user_id);
    const words = wordsFor(actor.language);
    if (command.channel_id.startsWith('D')) {
      const list = dmList(await listMyWatches(actor), await getWatchLead(actor), actor.timeZone, words);
      await respond({ response_type: 'ephemeral', text: list.text, blocks: list.blocks });
      return;
    }
    if (isEndCommand(command.text)) {
      // The channel's watches this person may end (decision 370), answered to them alone.
      const circleId = await recordStarter(deps.ctx, actor, command.channel_id, command.channel_name);
      const list = endList(await listMyWatches(actor, { circleId }), words);
      return void (await respond({ response_type: 'ephemeral', text: list.text, blocks: list.blocks }));
    }
    if (!(await canPost(client, command.channel_id))) {
      const text = words.t('slackWatch.inviteFirst', { appName: slackEscape(deps.appName, { inline: true }) });
      return void (await respond({ response_type: 'ephemeral', text }));
    }
    const circleId = await recordStarter(deps.ctx, actor, command.channel_id, command.channel_name);
    const requests = await listCircleRequests(actor, { circleId, limit: WATCH_REQUESTS_OFFERED });
    const meta: WatchModalMeta = { c: command.channel_id, n: command.channel_name?.slice(0, 80) ?? null };
    await client.views.open({
      trigger_id: command.trigger_id,
      view: watchModal(words, meta, {
        timeZone: await channelZone(deps.ctx, actor, command.channel_id),
        start: command.text
          .trim()
          .slice(0, 200)
          .replace(/^\S+\s*/, ''),
        // A request asked in a chat has only its words (its title is the generic one): they name it.
        requests: requests.items.map((r) => ({
          id: r.id,
          title: r.title && r.title !== GROUP_REQUEST_TITLE ? r.title : r.content,
        })),
      }),
    });
  };
}
