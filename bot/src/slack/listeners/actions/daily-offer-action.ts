/**
 * After connecting (and on a member's first tap on a channel's button), the bot offers the daily
 * prayer by DM in one tap, in the zone it guesses from the member's Slack profile (decision 201).
 */
import { zoneName } from '@dps/core/time/zone-display';
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs, types } from '@slack/bolt';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember, type SlackActor } from '../../slack-member';
import { refreshHome } from '../../publish-home';

export const DAILY_ON_ACTION = 'daily_on';
const OFFER_TIMES = ['07:00', '08:00', '12:00', '21:00'] as const;

/** The action_id of each time's button ("daily_on_0800"), every one the offer can send. */
export const DAILY_ON_ACTION_IDS = OFFER_TIMES.map((t) => `${DAILY_ON_ACTION}_${t.replace(':', '')}`);

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** "Want the prayer by DM each day?" with one button per time, in the member's zone and language. */
export function dailyOfferMessage(actor: SlackActor): { text: string; blocks: types.KnownBlock[] } {
  const text = wordsFor(actor.language).t('slackCommands.dailyOffer', { zone: zoneName(actor.timeZone, actor.language) });
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text } },
      {
        type: 'actions',
        elements: OFFER_TIMES.map((t): types.Button => ({
          type: 'button',
          action_id: `${DAILY_ON_ACTION}_${t.replace(':', '')}`, // one of DAILY_ON_ACTION_IDS
          value: t,
          text: { type: 'plain_text', text: `🔔 ${t}`, emoji: true },
        })),
      },
    ],
  };
}

/** Matches every offered time's action id. */
export const DAILY_ON_PATTERN = new RegExp(`^${DAILY_ON_ACTION}_\\d{4}$`);

export function dailyOnAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const time = args.action.value ?? '';
    if (!(OFFER_TIMES as readonly string[]).includes(time)) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const s = await updateSettings(actor, { dailyReminders: true, reminderTime: time, slackReminders: true });
    const text = wordsFor(s.language).t('slackCommands.remind.onFromOffer', { time: s.reminderTime, zone: zoneName(s.timeZone, s.language) });
    if (body.response_url) await args.respond({ response_type: 'ephemeral', replace_original: true, text });
    else await client.chat.postMessage({ channel: body.user.id, text });
    await refreshHome(deps, client, actor);
  };
}
