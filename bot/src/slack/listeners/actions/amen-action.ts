/** "❤️ Like" under a shared reflection (decision 197): the member's like, toggled; the count on the message follows. */
import type { types } from '@slack/bolt';
import { toggleReflectionLike } from '@dps/core/reflections/toggle-like';
import { parseAmenButton, withAmenCount } from '../../blocks/reflection-message';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export function amenAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const btn = parseAmenButton(args.action.value);
    const { body, client, context } = args;
    if (!btn || !body.message || !body.channel) return;
    const teamId = context.teamId ?? context.enterpriseId ?? body.user.team_id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const { likes } = await toggleReflectionLike(actor, { reflectionId: btn.r });
    await client.chat.update({
      channel: body.channel.id,
      ts: body.message.ts,
      text: body.message.text ?? '',
      // In the message's own language, whoever tapped.
      blocks: withAmenCount(wordsFor(btn.l ?? 'en'), body.message.blocks as types.KnownBlock[], likes),
    });
  };
}
