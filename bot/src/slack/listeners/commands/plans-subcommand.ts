/**
 * `/prayer plans` (issue 21, alone): the plan library with a Start button and the member's own plans
 * with where they are, only for them. Runs before `/prayer`'s own listener and passes every other
 * subcommand on, so the plans live in this file.
 */
import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs, types } from '@slack/bolt';
import { listPlans } from '@dps/core/plans/plan-library';
import { shownDay } from '@dps/core/plans/plan-position';
import { listMyPlanRuns } from '@dps/core/plans/plan-runs';
import { slackEscape, truncate } from '../../blocks/text';
import type { SlackDeps } from '../../slack-deps';
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
    const [library, mine] = await Promise.all([listPlans(actor, { language: 'en' }), listMyPlanRuns(actor)]);
    const blocks: types.KnownBlock[] = [
      { type: 'section', text: { type: 'mrkdwn', text: '*📖 Reading plans*: each day comes with your daily prayer.' } },
    ];
    if (mine.length)
      blocks.push({
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: truncate(
            `*Your plans*\n${mine
              .map((r) => {
                const p = r.position;
                const where =
                  p.state === 'paused'
                    ? 'paused'
                    : p.state === 'upcoming'
                      ? `starts ${p.next?.date ?? r.startDate}`
                      : `Day ${shownDay(p)} of ${p.length}`;
                return `• ${slackEscape(r.planTitle, { inline: true })}: ${where}`;
              })
              .join('\n')}`,
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
            `*${slackEscape(p.title, { inline: true })}* · ${p.length} days\n${slackEscape(p.summary)}`,
            2900,
          ),
        },
        accessory: {
          type: 'button',
          action_id: PLAN_START_ACTION,
          text: { type: 'plain_text', text: 'Start', emoji: true },
          value: p.id,
        },
      });
    blocks.push({
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: `All plans: <${deps.appUrl}/plans|${deps.appUrl.replace(/^https?:\/\//, '')}/plans>` },
      ],
    });
    await respond({ response_type: 'ephemeral', text: '📖 Reading plans', blocks });
  };
}
