/**
 * `/prayer unlink`: take this Slack account out of the web account it joined. An ephemeral
 * question with Disconnect / Keep it; only the member's own Disconnect does it. Core refuses the
 * last way into an account, and the global error handler answers with its message.
 */
import type { RespondFn, types } from '@slack/bolt';
import { z } from 'zod';
import { disconnectSignInMethod } from '@dps/core/accounts/disconnect-sign-in-method';
import { slackTarget } from '@dps/core/rules/slack-ids';
import type { SlackDeps } from '../../slack-deps';
import { memberLanguage, wordsFor } from '../../slack-language';
import { resolveMember, type SlackActor } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export const UNLINK_CONFIRM_ACTION = 'unlink_confirm';
export const UNLINK_CANCEL_ACTION = 'unlink_cancel';

/** The Disconnect button carries the account asked about, so a stale or forged tap is not acted on. */
const ZUnlinkButton = z.object({ u: z.number().int().positive() });

export async function askToUnlink(actor: SlackActor, respond: RespondFn): Promise<void> {
  const words = wordsFor(actor.language);
  const question = words.t('slackCommands.unlink.question');
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `*🔌 ${question}*`, verbatim: true } },
    {
      type: 'actions',
      block_id: 'unlink_question',
      elements: [
        {
          type: 'button',
          action_id: UNLINK_CONFIRM_ACTION,
          style: 'danger',
          text: { type: 'plain_text', text: words.t('slackCommands.unlink.disconnect'), emoji: true },
          value: JSON.stringify({ u: actor.userId }),
        },
        {
          type: 'button',
          action_id: UNLINK_CANCEL_ACTION,
          text: { type: 'plain_text', text: words.t('slackCommands.unlink.keep'), emoji: true },
          value: 'cancel',
        },
      ],
    },
  ];
  await respond({ response_type: 'ephemeral', text: `🔌 ${question}`, blocks });
}

export function unlinkConfirmAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    let btn: z.infer<typeof ZUnlinkButton> | null = null;
    try {
      const r = ZUnlinkButton.safeParse(JSON.parse(args.action.value ?? ''));
      btn = r.success ? r.data : null;
    } catch {
      btn = null;
    }
    if (!btn) return;
    const teamId =
      args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    const words = wordsFor(actor.language);
    if (actor.userId !== btn.u) {
      await args.respond({
        response_type: 'ephemeral',
        replace_original: true,
        text: words.t('slackCommands.unlink.outOfDate'),
      });
      return;
    }
    await disconnectSignInMethod(actor, { provider: 'slack', subject: slackTarget(teamId, args.body.user.id) });
    await args.respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: words.t('slackCommands.unlink.done'),
    });
  };
}

export function unlinkCancelAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const teamId =
      args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
    const words = wordsFor(await memberLanguage(deps.ctx, args.client, teamId, args.body.user.id));
    await args.respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: words.t('slackCommands.unlink.kept'),
    });
  };
}
