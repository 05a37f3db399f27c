/** "Mark day N done" under a plan day in a member's daily DM (decision 216): the same core call as the web's. */
import { markPlanDayDone } from '@dps/core/plans/mark-plan-day-done';
import { markPlanDayBlockDone, parsePlanDayButton } from '../../blocks/plan-day-blocks';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export function planDayDoneAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const btn = parsePlanDayButton(args.action.value);
    if (!btn) return;
    const teamId =
      args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    const result = await markPlanDayDone(actor, { runId: btn.r, day: btn.d, channel: 'slack' });
    const { body, client } = args;
    if (body.message && body.channel && !body.container?.is_ephemeral) {
      const blocks = markPlanDayBlockDone(body.message.blocks ?? [], btn, actor.language);
      await client.chat.update({
        channel: body.channel.id,
        ts: body.message.ts,
        text: body.message.text ?? '',
        blocks,
      });
    }
    const { t } = wordsFor(actor.language);
    const text = result.finished
      ? t('slackPlans.done.finished', { title: result.run.planTitle })
      : result.marked
        ? t('slackPlans.done.marked', { day: btn.d, length: result.run.position.length })
        : t('slackPlans.done.already', { day: btn.d });
    if (body.channel) await client.chat.postEphemeral({ channel: body.channel.id, user: body.user.id, text });
  };
}
