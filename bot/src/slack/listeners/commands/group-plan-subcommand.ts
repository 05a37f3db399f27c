/**
 * `/prayer plan` in a channel (decision 237): alone, the channel's plan (counts
 * only, answered to the member), or with none the plans as buttons (decision 273,
 * ../actions/group-plan-pick-actions.ts); `/prayer plan start <plan> [YYYY-MM-DD]` and `/prayer plan stop`
 * for whoever may change the channel's daily post (who subscribed it, a workspace admin, the
 * channel's creator: the standing `/prayer unsubscribe` asks), announced in the channel. Runs
 * before `/prayer`'s own listener and passes every other subcommand on. Every word is in
 * ../../group-plan-words.ts (the catalogue's slackGroupPlan.*): what the channel sees in the
 * channel's language, what only the member sees in theirs.
 */
import type { AllMiddlewareArgs, RespondArguments, SlackCommandMiddlewareArgs, types } from '@slack/bolt';
import { groupMemberOf } from '@dps/core/plans/group-plan-done';
import { getGroupPlan } from '@dps/core/plans/get-group-plan';
import { groupPlanRefusal } from '@dps/core/plans/group-plan-runs';
import { startGroupPlan } from '@dps/core/plans/start-group-plan';
import { stopGroupPlan } from '@dps/core/plans/stop-group-plan';
import { listPlans } from '@dps/core/plans/list-plans';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { ZIsoDate } from '@dps/core/time/iso-date';
import { GROUP_PLAN_MINE_ACTION } from '../../blocks/group-plan-blocks';
import { pickBlocks } from '../../blocks/group-plan-pick-blocks';
import { words, type Lang } from '../../group-plan-words';
import type { SlackDeps } from '../../slack-deps';
import { asLanguage } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import { standingRefusal } from './channel-standing';

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export const isGroupPlanCommand = (text: string) => /^\s*plan(\s|$)/i.test(text.slice(0, 200));

const ephemeral = (text: string, extra: { blocks?: types.KnownBlock[] } = {}): RespondArguments => ({
  response_type: 'ephemeral',
  text,
  ...extra,
});

export function groupPlanSubcommand(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    if (!isGroupPlanCommand(args.command.text)) return args.next();
    const { ack, command, respond, client, context } = args;
    await ack();
    const teamId = context.teamId ?? context.enterpriseId ?? command.team_id;
    const who = await groupMemberOf(deps.ctx, { provider: 'slack', subject: slackTarget(teamId, command.user_id) });
    const lang: Lang = who.language ?? 'en';
    const channelId = command.channel_id;
    if (channelId.startsWith('D')) return void (await respond(ephemeral(words.inChannelOnly(lang))));
    const g = { channel: 'slack_channel' as const, target: slackTarget(teamId, channelId) };
    const [, verb = '', planArg, dateArg] = command.text
      .trim()
      .slice(0, 200)
      .split(/\s+/)
      .map((s) => s.slice(0, 80));

    if (verb === '') {
      const v = await getGroupPlan(deps.ctx, g);
      if (!v) {
        // Nothing read yet: the plans as buttons (decision 273), in the channel's language.
        const sub = await getSlackChannelSubscription(deps.ctx, { teamId, channelId });
        const listLang: Lang = sub?.isActive ? asLanguage(sub.language) : lang;
        const pick = pickBlocks(listLang, await listPlans(deps.ctx, { language: listLang }), 1);
        return void (await respond(ephemeral(pick.text, { blocks: pick.blocks })));
      }
      const text = words.current(lang, {
        planTitle: v.run.planTitle,
        length: v.run.length,
        startDate: v.run.startDate,
        endDate: v.endDate,
        dayToday: v.dayToday,
        doneByDay: v.counts.doneByDay,
        dueThrough: v.dueThrough,
        postTime: v.schedule?.postTime ?? null,
        timeZone: v.schedule?.timeZone ?? null,
      });
      await respond(
        ephemeral(text, {
          blocks: [
            { type: 'section', text: { type: 'mrkdwn', text } },
            {
              type: 'actions',
              elements: [
                {
                  type: 'button',
                  action_id: GROUP_PLAN_MINE_ACTION,
                  text: { type: 'plain_text', text: words.whereAmIButtonText(lang), emoji: true },
                  value: JSON.stringify({ r: v.run.id }),
                },
              ],
            },
          ],
        }),
      );
      return;
    }
    if (verb !== 'start' && verb !== 'stop') return void (await respond(ephemeral(words.none(lang))));

    // Who may: the standing that changes the channel's daily post.
    const sub = await getSlackChannelSubscription(deps.ctx, { teamId, channelId });
    if (!sub?.isActive) return void (await respond(ephemeral(words.refusal(lang, 'no_schedule', {}))));
    const actor = await resolveMember(deps.ctx, client, teamId, command.user_id);
    if (await standingRefusal(client, actor, sub, channelId, 'plan'))
      return void (await respond(ephemeral(words.standing(lang))));

    // What the app posts in the channel for everyone speaks the channel's language.
    const channelLang: Lang = asLanguage(sub.language);
    try {
      if (verb === 'stop') {
        const { stopped } = await stopGroupPlan(deps.ctx, g);
        await respond({ response_type: 'in_channel', text: words.stopped(channelLang, command.user_id, stopped.planTitle) });
        return;
      }
      const all = [...(await listPlans(deps.ctx, {})), ...(await listPlans(deps.ctx, { language: 'es' }))];
      const plan = planArg ? all.find((p) => p.id === planArg.toLowerCase()) : undefined;
      if (!plan) {
        const offered = all.filter((p) => p.language === lang && p.length <= 31).slice(0, 15);
        return void (await respond(ephemeral(words.usage(lang, offered.length ? offered : all.slice(0, 15)))));
      }
      if (dateArg !== undefined && !ZIsoDate.safeParse(dateArg).success)
        return void (await respond(ephemeral(words.badDate(lang))));
      const v = await startGroupPlan(deps.ctx, { ...g, planId: plan.id, ...(dateArg ? { startDate: dateArg } : {}) });
      await respond({
        response_type: 'in_channel',
        text: words.started(channelLang, {
          who: command.user_id,
          planTitle: v.run.planTitle,
          length: v.run.length,
          startDate: v.run.startDate,
          postTime: v.schedule!.postTime,
          timeZone: v.schedule!.timeZone,
        }),
      });
    } catch (e) {
      const refused = groupPlanRefusal(e);
      if (!refused) throw e;
      await respond(ephemeral(words.refusal(lang, refused.reason, refused.details)));
    }
  };
}
