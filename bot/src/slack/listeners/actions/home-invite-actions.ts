/**
 * The first Home's invitation (decision 264): a newcomer's Home tab opens with one line and two
 * buttons, as Telegram's first message: today's prayer (sent by DM, with its buttons) and pick my
 * time (the daily offer, decision 201). The Home has nowhere to answer but the DM.
 */
import type { types } from '@slack/bolt';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { personalPrayerMessage } from '../../blocks/prayer-post';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor, type Words } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import { dailyOfferMessage } from './daily-offer-action';
import type { ButtonArgs } from './prayer-actions';

export const HOME_TODAY_ACTION = 'home_today';
export const HOME_TIME_ACTION = 'home_time';

/** The invitation's block: a line and the two buttons. */
export function homeInviteBlocks(words: Words): types.KnownBlock[] {
  return [
    { type: 'section', block_id: 'home_invite', text: { type: 'mrkdwn', text: words.t('slackHome.invite.text') } },
    {
      type: 'actions',
      block_id: 'home_invite_actions',
      elements: [
        {
          type: 'button',
          style: 'primary',
          action_id: HOME_TODAY_ACTION,
          text: { type: 'plain_text', text: words.t('slackHome.invite.today'), emoji: true },
        },
        {
          type: 'button',
          action_id: HOME_TIME_ACTION,
          text: { type: 'plain_text', text: words.t('slackHome.invite.time'), emoji: true },
        },
      ],
    },
  ];
}

const teamOf = (args: ButtonArgs) =>
  args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';

/** "🙏 Today's prayer": the day's prayer by DM, with its Pray/Save/Reflect buttons. */
export function homeTodayAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const actor = await resolveMember(deps.ctx, args.client, teamOf(args), args.body.user.id);
    const words = wordsFor(actor.language);
    const p = await getDailyPrayer(actor);
    if (!p) {
      await args.client.chat.postMessage({ channel: actor.slackUserId, text: words.t('slackCommands.noDailyPrayer') });
      return;
    }
    const msg = personalPrayerMessage(words, p, p.date, { prayed: p.isCompleted, saved: p.isFavorited });
    await args.client.chat.postMessage({ channel: actor.slackUserId, text: msg.text, blocks: msg.blocks });
  };
}

/** "🔔 Pick my time": the daily offer by DM, in the zone the member's Slack profile gives. */
export function homeTimeAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const actor = await resolveMember(deps.ctx, args.client, teamOf(args), args.body.user.id);
    await args.client.chat.postMessage({ channel: actor.slackUserId, ...dailyOfferMessage(actor) });
  };
}
