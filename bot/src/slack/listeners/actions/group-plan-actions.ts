/**
 * A channel's plan (decision 237): ☑️ Done under the day in the channel's daily post (or in a
 * member's own catch-up message) marks the day for the member who tapped (an account if their Slack
 * is linked to one, else their Slack identity alone: no account is made for a tap) and redraws the
 * post's count; a member who is behind sees their own place in an ephemeral message, never the
 * channel. 🙋 My part / 📍 Where am I? answer a member with their own place or result, ephemerally.
 */
import type { Ctx } from '@dps/core/context';
import { getGroupMemberPosition } from '@dps/core/plans/get-group-member-position';
import { groupMemberOf, type GroupMemberPosition } from '@dps/core/plans/group-plan-done';
import { markGroupPlanDayDone } from '@dps/core/plans/mark-group-plan-day-done';
import { groupPlanRefusal, loadGroupRun } from '@dps/core/plans/group-plan-runs';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { parseGroupPlanButton, positionBlocks } from '../../blocks/group-plan-blocks';
import { slackEscape } from '../../blocks/text';
import { redrawChannelPlanDay } from '../../group-plan-post';
import { words, type Lang } from '../../group-plan-words';
import type { SlackDeps } from '../../slack-deps';
import type { ButtonArgs } from './prayer-actions';

const teamOf = (args: ButtonArgs) =>
  args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';

async function tell(args: ButtonArgs, msg: { text: string; blocks?: unknown[] }): Promise<void> {
  await args.client.chat.postEphemeral({
    channel: args.body.channel!.id,
    user: args.body.user.id,
    text: msg.text,
    ...(msg.blocks ? { blocks: msg.blocks as never } : {}),
  });
}

/** The member behind a tap, the run, and the language to answer them in. */
async function whoTapped(ctx: Ctx, args: ButtonArgs, runId: number) {
  const teamId = teamOf(args);
  const who = await groupMemberOf(ctx, { provider: 'slack', subject: slackTarget(teamId, args.body.user.id) });
  const run = await loadGroupRun(ctx, runId);
  const lang: Lang = who.language ?? run?.language ?? 'en';
  const chat = { channel: 'slack_channel' as const, target: slackTarget(teamId, args.body.channel?.id ?? '') };
  return { who, run, lang, chat };
}

export function groupPlanDoneAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const btn = parseGroupPlanButton(args.action.value);
    if (!btn?.d || !args.body.channel) return;
    const { who, lang, chat } = await whoTapped(deps.ctx, args, btn.r);
    let r;
    try {
      r = await markGroupPlanDayDone(deps.ctx, { runId: btn.r, day: btn.d, member: who.member, channel: 'slack', chat });
    } catch (e) {
      const refused = groupPlanRefusal(e);
      if (!refused) throw e;
      return tell(args, { text: words.refusal(lang, refused.reason, refused.details) });
    }
    await redrawChannelPlanDay(deps.ctx, args.client, deps.appUrl, r.run, btn.d);
    const line = words.done(lang, { day: btn.d, marked: r.marked, doneCount: r.doneCount, finished: r.position.finished });
    if (args.body.container?.is_ephemeral && args.body.response_url) {
      // From the member's own catch-up message: it is redrawn with what is still waiting.
      const msg = positionBlocks(lang, r.position, deps.appUrl, new Set(), line);
      await args.respond({ response_type: 'ephemeral', replace_original: true, text: msg.text, blocks: msg.blocks });
      return;
    }
    if (!r.position.behind) return tell(args, { text: line });
    // Behind: their own place, only for them (never the channel).
    const msg = positionBlocks(lang, r.position, deps.appUrl, new Set(), line);
    await tell(args, { text: msg.text, blocks: msg.blocks });
  };
}

export function groupPlanMineAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const btn = parseGroupPlanButton(args.action.value);
    if (!btn || !args.body.channel) return;
    const { who, lang, chat } = await whoTapped(deps.ctx, args, btn.r);
    let p: GroupMemberPosition;
    try {
      p = await getGroupMemberPosition(deps.ctx, { runId: btn.r, member: who.member, chat });
    } catch (e) {
      const refused = groupPlanRefusal(e);
      if (!refused) throw e;
      return tell(args, { text: words.refusal(lang, refused.reason, refused.details) });
    }
    if (p.ended) {
      const result = { planTitle: p.planTitle, daysDone: p.done.length, length: p.length, finished: p.finished };
      const own = `*${slackEscape(words.ownResultTitle(lang, result), { inline: true })}*\n${words.ownResultBody(lang, result)}`;
      if (p.catchUp.length === 0) return tell(args, { text: own });
      const msg = positionBlocks(lang, p, deps.appUrl, new Set(), own);
      return tell(args, { text: own, blocks: msg.blocks });
    }
    const msg = positionBlocks(lang, p, deps.appUrl);
    await tell(args, { text: msg.text, blocks: msg.blocks });
  };
}
