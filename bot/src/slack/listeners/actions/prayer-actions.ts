/**
 * The prayer buttons, on a channel post (everyone taps for themselves; the post's count is
 * updated with chat.update) and on a personal message (a DM or `/prayer today`: the message is
 * redrawn with the member's own state).
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs, types } from '@slack/bolt';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { saveFavorite } from '@dps/core/prayers/save-favorite';
import { getGroupProgress } from '@dps/core/groups/get-group-progress';
import { recordGroupPrayer } from '@dps/core/groups/record-group-prayer';
import { getStreak } from '@dps/core/progress/get-streak';
import { getSlackPrayer } from '@dps/core/slack/get-slack-prayer';
import { slackTarget } from '@dps/core/slack/slack-ids';
import { parsePrayerButton, personalPrayerMessage, withPrayedCount, type PrayerButton } from '../../blocks/prayer-post';
import { keptPlanDayBlocks } from '../../blocks/plan-day-blocks';
import { reflectionModal } from '../../blocks/reflection-modal';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember, type SlackActor } from '../../slack-member';
import { dailyOfferMessage } from './daily-offer-action';

export type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** Where the tapped button is: a channel post, a personal message (DM), or an ephemeral one. */
function placeOf(body: BlockAction, btn: PrayerButton): 'channel_post' | 'message' | 'ephemeral' {
  if (body.container?.is_ephemeral || !body.message) return 'ephemeral';
  return btn.m === 'c' ? 'channel_post' : 'message';
}

function teamOf(args: ButtonArgs): string {
  return args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
}

async function withButton(args: ButtonArgs, deps: SlackDeps): Promise<{ btn: PrayerButton; actor: SlackActor } | null> {
  await args.ack();
  const btn = parsePrayerButton(args.action.value);
  if (!btn) return null;
  const actor = await resolveMember(deps.ctx, args.client, teamOf(args), args.body.user.id);
  return { btn, actor };
}

/** Redraw a personal message with the member's state and a note. */
async function redrawPersonal(args: ButtonArgs, actor: SlackActor, btn: PrayerButton, note: string): Promise<void> {
  const p = await getSlackPrayer(actor, btn.p);
  const msg = personalPrayerMessage(p, btn.d, { prayed: p.isCompleted, saved: p.isFavorited }, note);
  msg.blocks.push(...keptPlanDayBlocks(args.body.message?.blocks)); // a plan day in the DM stays (decision 216)
  const { body, client, respond } = args;
  if (placeOf(body, btn) === 'ephemeral') {
    await respond({ response_type: 'ephemeral', replace_original: true, text: msg.text, blocks: msg.blocks });
  } else {
    await client.chat.update({ channel: body.channel!.id, ts: body.message!.ts, text: msg.text, blocks: msg.blocks });
  }
}

/** A member's first tap in a channel: the daily prayer by DM, in one tap (they are never asked otherwise). */
export async function offerToNewcomer(args: ButtonArgs, actor: SlackActor): Promise<void> {
  const msg = dailyOfferMessage(actor);
  await args.client.chat.postEphemeral({ channel: args.body.channel!.id, user: args.body.user.id, ...msg });
}

async function tellMember(args: ButtonArgs, text: string): Promise<void> {
  await args.client.chat.postEphemeral({ channel: args.body.channel!.id, user: args.body.user.id, text });
}

export function prayAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got) return;
    const { btn, actor } = got;
    const done = await completePrayer(actor, { prayerId: btn.p, source: 'slack' });
    const { streak } = await getStreak(actor);
    const days = `🔥 ${streak}-day streak`;
    const note = done.alreadyCompleted ? `You have already prayed this today. ${days}` : `🙏 Prayer Completed! ${days}`;
    if (placeOf(args.body, btn) === 'channel_post') {
      // It counts for this channel when the button is on a post the channel got (decision 151).
      const target = slackTarget(teamOf(args), args.body.channel!.id);
      const group = { channel: 'slack_channel' as const, target };
      const recorded = await recordGroupPrayer(deps.ctx, {
        ...group,
        prayerId: btn.p,
        localDate: btn.d,
        userId: actor.userId,
      });
      if (recorded) {
        const { prayedToday, streak: days } = await getGroupProgress(deps.ctx, {
          ...group,
          localDate: recorded.localDate,
        });
        const message = args.body.message!;
        await args.client.chat.update({
          channel: args.body.channel!.id,
          ts: message.ts,
          text: message.text ?? '',
          blocks: withPrayedCount(message.blocks as types.KnownBlock[], prayedToday, days),
        });
      }
      await tellMember(args, note);
      if (actor.firstContact) await offerToNewcomer(args, actor);
    } else {
      await redrawPersonal(args, actor, btn, note);
    }
    await refreshHome(deps, args.client, actor);
  };
}

export function saveAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got) return;
    const { btn, actor } = got;
    const r = await saveFavorite(actor, { prayerId: btn.p });
    const note = r.alreadySaved ? '❤️ Already in your saved prayers.' : '❤️ Saved! Find it under Saved on the web (`/prayer web saved`).';
    if (placeOf(args.body, btn) === 'channel_post') await tellMember(args, note);
    else await redrawPersonal(args, actor, btn, note);
  };
}

export function reflectAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got) return;
    const { btn, actor } = got;
    const { body } = args;
    const p = await getSlackPrayer(actor, btn.p);
    const channelId = body.channel?.id;
    const inChannel = Boolean(channelId && !channelId.startsWith('D'));
    const place = placeOf(body, btn);
    const threadTs = place === 'channel_post' ? (body.message!.thread_ts ?? body.message!.ts) : undefined;
    await args.client.views.open({
      trigger_id: body.trigger_id,
      view: reflectionModal(
        { p: p.id, ...(inChannel ? { c: channelId } : {}), ...(threadTs ? { t: threadTs } : {}) },
        p.title,
        inChannel,
      ),
    });
  };
}
