/** "Start" beside a plan in `/prayer plans`: the plan starts today in the member's zone. */
import { startPlan } from '@dps/core/plans/plan-runs';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export function planStartAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const planId = args.action.value ?? '';
    const teamId =
      args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    const run = await startPlan(actor, { planId });
    await args.respond({
      response_type: 'ephemeral',
      replace_original: false,
      text: `📖 You started *${run.planTitle.replace(/[<>&]/g, '')}*. Day 1 comes with your daily prayer; read it now: <${deps.appUrl}/plans/runs/${run.id}/days/1|day 1>.`,
    });
  };
}
