/** The pulse's "Send a kind note" button (decision 312): core checks the leader, the member's yes and their absence. */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { AppError } from '@dps/core/errors';
import { coreText } from '@dps/core/i18n/core-text';
import { sendAwayNote } from '@dps/core/circles/weekly/send-away-note';
import { parseAwayNoteValue } from '../../blocks/weekly-blocks';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember } from '../../slack-member';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

export function weeklyAwayNoteAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const note = parseAwayNoteValue(args.action.value);
    if (!note) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const { t } = coreText.for(actor.language);
    let text: string;
    try {
      const { firstName } = await sendAwayNote(actor, note);
      text = t('weekly.commands.noteSent', { name: firstName });
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'not_found')) throw e;
      text = t('weekly.commands.noteGone');
    }
    if (body.channel) await client.chat.postEphemeral({ channel: body.channel.id, user: body.user.id, text });
    else if (args.respond) await args.respond({ response_type: 'ephemeral', replace_original: false, text });
  };
}
