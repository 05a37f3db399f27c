/** "Start" beside a plan in `/prayer plans`: the plan starts today in the member's zone. In their language. */
import { startPlan } from '@dps/core/plans/start-plan';
import { slackEscape } from '../../blocks/text';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export function planStartAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const planId = args.action.value ?? '';
    const teamId =
      args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    const { t } = wordsFor(actor.language);
    const run = await startPlan(actor, { planId });
    const link = `<${deps.appUrl}/plans/runs/${run.id}/days/1|${t('slackPlans.started.link')}>`;
    await args.respond({
      response_type: 'ephemeral',
      replace_original: false,
      text: t('slackPlans.started.message', { title: slackEscape(run.planTitle, { inline: true }), link }),
    });
  };
}
