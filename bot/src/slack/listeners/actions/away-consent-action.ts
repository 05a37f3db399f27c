/**
 * The consent question's "Yes, they may" / "No" in a member's DM (decisions 312, 330): the same
 * setting as `/prayer away yes|no`, for the member who taps. A Slack member the app does not know
 * is not the one asked: an ephemeral says so and nothing is made or changed.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { coreText } from '@dps/core/i18n/core-text';
import { AWAY_ACTION, AWAY_CHOICES, parseAwayValue } from '@dps/core/notifications/notification-buttons';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { updateSettings } from '@dps/core/settings/update-settings';
import { notificationActionId } from '../../notification-send';
import type { SlackDeps } from '../../slack-deps';
import { memberLanguage } from '../../slack-language';
import { resolveMember } from '../../slack-member';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** The away buttons' action_ids, one per answer. */
export const AWAY_CONSENT_ACTION_IDS = AWAY_CHOICES.map((_, i) => notificationActionId(AWAY_ACTION, i));
export const AWAY_CONSENT_PATTERN = new RegExp(`^${AWAY_ACTION}_[0-9]$`);

export function awayConsentAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const on = parseAwayValue(args.action.value);
    if (on === null) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    if (!(await findSlackMember(deps.ctx, { teamId, userId: body.user.id }))) {
      const text = coreText
        .for(await memberLanguage(deps.ctx, client, teamId, body.user.id))
        .t('weekly.consent.notYours');
      if (body.channel) await client.chat.postEphemeral({ channel: body.channel.id, user: body.user.id, text });
      return;
    }
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    await updateSettings(actor, { awayVisibleToLeaders: on });
    const done = coreText.for(actor.language).t(on ? 'weekly.commands.awayYes' : 'weekly.commands.awayNo');
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
