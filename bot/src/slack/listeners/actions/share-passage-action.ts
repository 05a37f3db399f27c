/**
 * "💬 Share in channel" under a `/prayer verse` answer: the passage is posted to the conversation
 * where the member asked, by the app and attributed to them ("Shared by @Ruth"), once. The post goes
 * through the interaction's response_url (`in_channel`), which reaches every conversation the command
 * could be used in (a DM, a private channel the app was never invited to); then the private answer
 * is removed so the button cannot be tapped again. A second tap that arrives first anyway is caught
 * by a one-use key kept in the database (claimSlackShare), not in this process.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { getPassage } from '@dps/core/scripture/get-passage';
import { claimSlackShare } from '@dps/core/slack/claim-slack-share';
import { parseSharePassageValue, sharedPassageMessage } from '../../blocks/passage-message';
import type { SlackDeps } from '../../slack-deps';
import { channelLanguage, memberLanguage, wordsFor } from '../../slack-language';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** The answer to a second tap, in English (tests look for it). */
export const ALREADY_SHARED = wordsFor('en').t('slackPost.passage.alreadyShared');

export function sharePassageAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const value = parseSharePassageValue(args.action.value);
    if (value === null) return;
    const { body, respond } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const own = await memberLanguage(deps.ctx, args.client, teamId, body.user.id);
    if (!(await claimSlackShare(deps.ctx, { once: value.once }))) {
      const text = wordsFor(own).t('slackPost.passage.alreadyShared');
      await respond({ response_type: 'ephemeral', replace_original: false, text });
      return;
    }
    // The reference as core wrote it, read again: the button's value cannot make us post anything else.
    const answer = getPassage({ ref: value.ref, version: value.version });
    // For everyone there: in the channel's language, else the sharer's.
    const language = (body.channel ? await channelLanguage(deps.ctx, teamId, body.channel.id) : null) ?? own;
    const msg = sharedPassageMessage(wordsFor(language), answer, { appUrl: deps.appUrl, slackUserId: body.user.id });
    await respond({ response_type: 'in_channel', replace_original: false, text: msg.text, blocks: msg.blocks });
    await respond({ delete_original: true });
  };
}
