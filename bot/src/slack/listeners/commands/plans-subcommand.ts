/**
 * `/prayer plans` (alone): the plan library with a Start button and the member's own plans
 * with where they are, only for them. Runs before `/prayer`'s own listener and passes every other
 * subcommand on, so the plans live in this file. In the member's language, and the library offered is
 * the one in their language (decision 239).
 */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs, types } from '@slack/bolt';
import { listPlans } from '@dps/core/plans/list-plans';
import { shownDay } from '@dps/core/plans/plan-position';
import { listMyPlanRuns } from '@dps/core/plans/list-my-plan-runs';
import { slackEscape, truncate } from '../../blocks/text';
import type { SlackDeps } from '../../slack-deps';
import { weekdayAndDate, wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';

export const PLAN_START_ACTION = 'plan_start';
const LISTED = 12;

type Args = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

export const isPlansCommand = (text: string) => /^\s*plans\s*$/i.test(text.slice(0, 50));

export function plansSubcommand(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    if (!isPlansCommand(args.command.text)) return args.next();
    const { ack, command, respond, client, context } = args;
    await ack();
    const teamId = context.teamId ?? context.enterpriseId ?? command.team_id;
    const actor = await resolveMember(deps.ctx, client, teamId, command.user_id);
    const words = wordsFor(actor.language);
    const { t } = words;
    // The library in the member's language (plans exist per language); their own plans in any.
    const [library, mine] = await Promise.all([listPlans(actor, { language: actor.language }), listMyPlanRuns(actor)]);
    const blocks: types.KnownBlock[] = [{ type: 'section', text: { type: 'mrkdwn', text: t('slackPlans.list.heading') } }];
    if (mine.length)
      blocks.push({
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: truncate(
            t('slackPlans.list.mine', {
              plans: mine
                .map((r) => {
                  const p = r.position;
                  const title = slackEscape(r.planTitle, { inline: true });
                  return p.state === 'paused'
                    ? t('slackPlans.mine.paused', { title })
                    : p.state === 'upcoming'
                      ? t('slackPlans.mine.upcoming', { title, date: weekdayAndDate(p.next?.date ?? r.startDate, words) })
                      : p.catchUp.length > 1
                        ? t('slackPlans.mine.catchUp', { title, day: shownDay(p), length: p.length, count: p.catchUp.length })
                        : t('slackPlans.mine.day', { title, day: shownDay(p), length: p.length });
                })
                .join('\n'),
            }),
            2900,
          ),
        },
      });
    const reading = new Set(mine.map((r) => r.planId));
    for (const p of library.filter((x) => !reading.has(x.id)).slice(0, LISTED))
      blocks.push({
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: truncate(
            t('slackPlans.list.offered', {
              title: slackEscape(p.title, { inline: true }),
              count: p.length,
              summary: slackEscape(p.summary),
            }),
            2900,
          ),
        },
        accessory: {
          type: 'button',
          action_id: PLAN_START_ACTION,
          text: { type: 'plain_text', text: t('slackPlans.button.start'), emoji: true },
          value: p.id,
        },
      });
    const link = `<${deps.appUrl}/plans|${deps.appUrl.replace(/^https?:\/\//, '')}/plans>`;
    blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: t('slackPlans.list.all', { link }) }] });
    await respond({ response_type: 'ephemeral', text: t('slackPlans.list.fallback'), blocks });
  };
}
