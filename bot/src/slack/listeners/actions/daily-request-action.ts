/**
 * "🙏 I prayed" under a request in a member's daily DM (decision 300): the same core call as the
 * wall's button (one count), then only that request's button is shown "✅ Prayed"; the prayer's
 * buttons and the plan day stay as they were (the wall's own action redraws a whole shared request).
 */
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { markDailyRequestPrayed, parseDailyRequestButton } from '../../blocks/daily-request-blocks';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export function dailyRequestPrayAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const button = parseDailyRequestButton(args.action.value);
    if (!button) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    // A request the member may no longer see is refused here; the error handler tells them.
    const { counted } = await prayForRequest(actor, { requestId: button.requestId, source: 'slack' });
    if (body.message && body.channel) {
      const blocks = markDailyRequestPrayed(body.message.blocks ?? [], button.requestId, wordsFor(button.language));
      await client.chat.update({
        channel: body.channel.id,
        ts: body.message.ts,
        text: body.message.text ?? '',
        blocks,
      });
      await client.chat.postEphemeral({
        channel: body.channel.id,
        user: body.user.id,
        text: wordsFor(actor.language).t(counted ? 'slackRotation.thanks' : 'slackRotation.already'),
      });
    }
  };
}
