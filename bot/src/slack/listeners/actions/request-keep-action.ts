/**
 * The author's answer to "still praying, answered, or archive?" from the buttons of the 30-day
 * question in their DM (decision 321): the same core call as Telegram's and the web's. Core answers
 * `not_found` to anyone but the author; the message loses its buttons and says what was done.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { keepRequest } from '@dps/core/circles/expiry/keep-request';
import { KEEP_ACTION, KEEP_CHOICES, parseKeepValue } from '@dps/core/notifications/notification-buttons';
import { notificationActionId } from '../../notification-send';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** The keep buttons' action_ids, one per answer. */
export const REQUEST_KEEP_ACTION_IDS = KEEP_CHOICES.map((_, i) => notificationActionId(KEEP_ACTION, i));
export const REQUEST_KEEP_PATTERN = new RegExp(`^${KEEP_ACTION}_[0-9]$`);

export function requestKeepAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const keep = parseKeepValue(args.action.value);
    if (keep === null) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const { choice } = await keepRequest(actor, keep);
    const done = wordsFor(actor.language).t(`requestKeep.done.${choice}`);
    if (body.message && body.channel) {
      // The question stays readable above its answer; the buttons go.
      const asked = typeof body.message.text === 'string' ? body.message.text : '';
      await client.chat.update({
        channel: body.channel.id,
        ts: body.message.ts,
        text: `${asked}\n${done}`,
        blocks: [],
      });
    }
  };
}
