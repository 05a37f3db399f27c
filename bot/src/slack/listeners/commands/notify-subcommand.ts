import { getChatNotifications, setChatNotifications } from '@dps/core/notifications/chat-opt-in';
import { wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { ephemeral, type Args } from './command-reply';

/** `/prayer notify on|off` (decisions 145, 196): this member's notifications by DM, on until they turn them off. */
export async function answerNotify(
  actor: SlackActor,
  target: string,
  on: boolean | null,
  respond: Args['respond'],
): Promise<void> {
  const state =
    on === null
      ? await getChatNotifications(actor, { channel: 'slack', target })
      : await setChatNotifications(actor, { userId: actor.userId, channel: 'slack', target, on });
  await respond(
    ephemeral(wordsFor(actor.language).t(state.on ? 'slackCommands.notify.on' : 'slackCommands.notify.off')),
  );
}
