/**
 * A prayer request shared to a channel with `/prayer request …` (decision 151): who asked, the
 * words (escaped, decision 080) and a "🙏 I prayed" button whose count is the prayer wall's own.
 */
import { openWebButton } from '../listeners/actions/web-link-action';
import type { types } from '@slack/bolt';
import { chunkText, slackEscape, truncate, userMrkdwn } from './text';
import type { SlackMessage } from './prayer-post';
import { MAX_ID } from '@dps/core/validate';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { asLanguage, languageOf, type Words } from '../slack-language';

export const WALL_PRAY_ACTION = 'wall_pray';

export function prayedForText(words: Words, n: number): string {
  return words.t('slackPost.request.count', { count: Math.max(0, n) });
}

/**
 * The request's button value: the request id (core decides what it may be), and after a colon the
 * language the message is in, so a tap redraws it in that language ("42:es"; older buttons: "42").
 */
export function parseWallPrayButton(value: string | undefined): { requestId: number; language: Language } | null {
  if (!value || value.length > 13) return null;
  const [id = '', language = 'en', ...rest] = value.split(':');
  if (rest.length > 0 || id.length > 10 || !/^[0-9]+$/.test(id) || !LANGUAGES.some((l) => l === language)) return null;
  const n = Number(id);
  return n >= 1 && n <= MAX_ID ? { requestId: n, language: asLanguage(language) } : null;
}

/** A request as shared in a channel, in the channel's language. */
export function requestMessage(words: Words, item: {
  id: number;
  authorName: string;
  content: string;
  prayedCount: number;
}): SlackMessage {
  const who = slackEscape(item.authorName, { inline: true });
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: userMrkdwn(words.t('slackPost.request.heading', { name: truncate(who, 100) })) },
    ...chunkText(slackEscape(item.content)).map((chunk): types.KnownBlock => ({
      type: 'section',
      text: userMrkdwn(chunk),
    })),
    {
      type: 'context',
      block_id: 'request_count',
      elements: [
        { type: 'mrkdwn', text: prayedForText(words, item.prayedCount) },
        { type: 'mrkdwn', text: words.t('slackPost.request.alsoOnWall') },
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
            text: words.t('slackPost.request.button', { count: Math.max(0, item.prayedCount) }),
            emoji: true,
          },
          value: languageOf(words) === 'en' ? String(item.id) : `${item.id}:${languageOf(words)}`,
          style: 'primary',
        },
        // Each member who taps gets their own sign-in link, only for them (decision 200).
        openWebButton(words, 'wall', words.t('slackPost.request.wallButton')),
      ],
    },
  ];
  return { text: words.t('slackPost.request.fallback', { name: truncate(who, 100) }), blocks };
}
