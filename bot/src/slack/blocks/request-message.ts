/**
 * A prayer request shared to a channel with `/prayer request …` (decision 151): who asked, the
 * words (escaped, decision 080) and a "🙏 I prayed" button whose count is the prayer wall's own.
 */
import { openWebButton } from '../listeners/actions/web-link-action';
import type { types } from '@slack/bolt';
import { chunkText, slackEscape, truncate, userMrkdwn } from './text';
import type { SlackMessage } from './prayer-post';
import { MAX_ID } from '@dps/core/validate';

export const WALL_PRAY_ACTION = 'wall_pray';

export function prayedForText(n: number): string {
  if (n <= 0) return 'Tap 🙏 I prayed when you have prayed for it.';
  return n === 1 ? '🙏 *1 prayer* offered so far' : `🙏 *${n} prayers* offered so far`;
}

/** The request's button value: the request id only (core decides what it may be). */
export function parseWallPrayValue(value: string | undefined): number | null {
  if (!value || value.length > 10 || !/^[0-9]+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_ID ? n : null;
}

export function requestMessage(item: {
  id: number;
  authorName: string;
  content: string;
  prayedCount: number;
}): SlackMessage {
  const who = slackEscape(item.authorName, { inline: true });
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: userMrkdwn(`🙏 *Prayer request* from ${truncate(who, 100)}`) },
    ...chunkText(slackEscape(item.content)).map((chunk): types.KnownBlock => ({
      type: 'section',
      text: userMrkdwn(chunk),
    })),
    {
      type: 'context',
      block_id: 'request_count',
      elements: [
        { type: 'mrkdwn', text: prayedForText(item.prayedCount) },
        { type: 'mrkdwn', text: 'Also on the prayer wall' },
      ],
    },
    {
      type: 'actions',
      block_id: 'request_actions',
      elements: [
        {
          type: 'button',
          action_id: WALL_PRAY_ACTION,
          // The count on the button too, as Telegram's shows it (decision 198).
          text: {
            type: 'plain_text',
            text: item.prayedCount > 0 ? `🙏 I prayed · ${item.prayedCount}` : '🙏 I prayed',
            emoji: true,
          },
          value: String(item.id),
          style: 'primary',
        },
        // Each member who taps gets their own sign-in link, only for them (decision 200).
        openWebButton('wall', '🌐 Prayer wall'),
      ],
    },
  ];
  return { text: `🙏 Prayer request from ${truncate(who, 100)}`, blocks };
}
