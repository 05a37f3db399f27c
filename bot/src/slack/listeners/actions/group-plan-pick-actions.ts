/**
 * Starting a channel's plan by buttons (decision 273), after `/prayer plan` listed them in an
 * ephemeral message (../../blocks/group-plan-pick-blocks.ts). Whoever may change the channel's
 * daily prayer (the standing `/prayer plan start` asks) chooses a plan, then "first day now" or
 * "with the daily post"; a channel without a daily prayer first gets its time, as `/prayer
 * subscribe` would set it. Anyone else who taps Choose sees what the plan is and whom to ask, in
 * their own language. The steps redraw the member's ephemeral message; what the channel reads is
 * posted in the channel's language.
 */
import { getGroupPlanPost } from '@dps/core/plans/group-plan-posts';
import { groupPlanRefusal } from '@dps/core/plans/group-plan-runs';
import { listPlans } from '@dps/core/plans/list-plans';
import { startGroupPlan } from '@dps/core/plans/start-group-plan';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { groupPlanBlocks } from '../../blocks/group-plan-blocks';
import {
  GROUP_PLAN_NOW_ACTION,
  parsePickValue,
  pickBlocks,
  timeBlocks,
  whenBlocks,
} from '../../blocks/group-plan-pick-blocks';
import { words, type Lang } from '../../group-plan-words';
import type { SlackDeps } from '../../slack-deps';
import { asLanguage, wordsFor } from '../../slack-language';
import { resolveMember, type SlackActor } from '../../slack-member';
import { standingRefusal } from '../commands/channel-standing';
import { defaultZone, ensureCanPost } from '../commands/subscribe-subcommand';
import type { ButtonArgs } from './prayer-actions';

/** The value of the tapped button, or of the chosen option of a menu. */
const valueOf = (args: ButtonArgs) =>
  parsePickValue((args.action as { selected_option?: { value?: string } }).selected_option?.value ?? args.action.value);

const teamOf = (args: ButtonArgs) =>
  args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';

/** The member, the channel, its daily prayer and the language of the plans it is offered. */
async function place(deps: SlackDeps, args: ButtonArgs) {
  const teamId = teamOf(args);
  const channelId = args.body.channel?.id ?? '';
  const actor = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
  const sub = await getSlackChannelSubscription(deps.ctx, { teamId, channelId });
  const active = sub?.isActive ? sub : null;
  // The channel's plans in the channel's language; a channel with none yet, the member's.
  const lang: Lang = asLanguage(active?.language ?? actor.language);
  return { teamId, channelId, actor, sub: active, lang, target: slackTarget(teamId, channelId) };
}

const replace = (args: ButtonArgs, m: { text: string; blocks?: unknown[] }) =>
  args.respond({
    replace_original: true,
    response_type: 'ephemeral',
    text: m.text,
    ...(m.blocks ? { blocks: m.blocks as never } : {}),
  });

async function tell(args: ButtonArgs, text: string): Promise<void> {
  await args.client.chat.postEphemeral({ channel: args.body.channel!.id, user: args.body.user.id, text });
}

/** The plan a value names, among the channel's plans; null (having said so) when it is gone. */
async function planOf(deps: SlackDeps, args: ButtonArgs, lang: Lang, actor: SlackActor, id: string | undefined) {
  const plan = id ? (await listPlans(deps.ctx, { language: lang })).find((p) => p.id === id) : undefined;
  if (!plan) await tell(args, words.gone(asLanguage(actor.language)));
  return plan ?? null;
}

/** Whether the member may start the channel's plan; if not, they see the plan and whom to ask. */
async function mayStart(
  args: ButtonArgs,
  p: Awaited<ReturnType<typeof place>>,
  plan: { title: string; length: number; summary: string },
): Promise<boolean> {
  if (!p.sub || !(await standingRefusal(args.client, p.actor, p.sub, p.channelId, 'plan'))) return true;
  await tell(args, words.preview(asLanguage(p.actor.language), plan, true));
  return false;
}

export function groupPlanPageAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const v = valueOf(args);
    if (!v?.g || !args.body.channel) return;
    const { lang } = await place(deps, args);
    await replace(args, pickBlocks(lang, await listPlans(deps.ctx, { language: lang }), v.g));
  };
}

export function groupPlanPickAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const v = valueOf(args);
    if (!v || !args.body.channel) return;
    const p = await place(deps, args);
    const plan = await planOf(deps, args, p.lang, p.actor, v.p);
    if (!plan || !(await mayStart(args, p, plan))) return;
    if (p.sub) return void (await replace(args, whenBlocks(p.lang, plan, p.sub.postTime)));
    await replace(args, timeBlocks(p.lang, plan, await defaultZone(deps, args.client, p.teamId, p.actor)));
  };
}

/** A channel without a daily prayer gets one at the time chosen (what `/prayer subscribe` does). */
export function groupPlanTimeAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const v = valueOf(args);
    if (!v?.time || !args.body.channel) return;
    const p = await place(deps, args);
    const plan = await planOf(deps, args, p.lang, p.actor, v.p);
    if (!plan || !(await mayStart(args, p, plan))) return;
    const problem = await ensureCanPost(args.client, p.channelId, deps.appName, wordsFor(p.actor.language));
    if (problem) return void (await tell(args, problem));
    const sub =
      p.sub ??
      (await subscribeSlackChannel(deps.ctx, {
        teamId: p.teamId,
        channelId: p.channelId,
        postTime: v.time,
        timeZone: await defaultZone(deps, args.client, p.teamId, p.actor),
        createdBy: p.actor.userId,
        language: p.actor.language,
      }));
    await replace(args, whenBlocks(p.lang, plan, sub.postTime));
  };
}

export function groupPlanStartAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const v = valueOf(args);
    if (!v || !args.body.channel) return;
    const p = await place(deps, args);
    const plan = await planOf(deps, args, p.lang, p.actor, v.p);
    if (!plan || !(await mayStart(args, p, plan))) return;
    const now = args.action.action_id === GROUP_PLAN_NOW_ACTION;
    let view;
    try {
      view = await startGroupPlan(deps.ctx, {
        channel: 'slack_channel',
        target: p.target,
        planId: plan.id,
        firstDayNow: now,
      });
    } catch (e) {
      const refused = groupPlanRefusal(e);
      if (!refused) throw e;
      return void (await tell(args, words.refusal(asLanguage(p.actor.language), refused.reason, refused.details)));
    }
    const said = {
      who: args.body.user.id,
      planTitle: view.run.planTitle,
      length: view.run.length,
      postTime: view.schedule!.postTime,
      timeZone: view.schedule!.timeZone,
    };
    const text = now
      ? words.startedNow(p.lang, said)
      : words.started(p.lang, { ...said, startDate: view.run.startDate });
    await args.respond({ delete_original: true });
    await args.client.chat.postMessage({ channel: p.channelId, text });
    if (!now) return;
    // Day 1 now, drawn as the daily post draws a plan day (its ☑️ Done counts the same).
    const parts = (
      await getGroupPlanPost(deps.ctx, { channel: 'slack_channel', target: p.target, localDate: view.run.startDate })
    ).filter((x) => x.runId === view.run.id && x.kind === 'day');
    await args.client.chat.postMessage({
      channel: p.channelId,
      text: words.dayHeadingText(p.lang, { planTitle: view.run.planTitle, day: 1, length: view.run.length }),
      blocks: groupPlanBlocks(parts, deps.appUrl, p.lang),
    });
  };
}
