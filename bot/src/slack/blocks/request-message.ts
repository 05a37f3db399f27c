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
/** "Share with everyone too" under a channel's request, for its author only (decision 293). */
export const WALL_WIDEN_ACTION = 'wall_widen';

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

/**
 * A request as shared in a channel, in the channel's language. `channelOnly`: it is this channel's
 * circle's only (decision 280); the message says so and offers its author "Share with everyone too".
 */
export function requestMessage(
  words: Words,
  item: {
    id: number;
    authorName: string;
    content: string;
    prayedCount: number;
  },
  opts: { channelOnly?: boolean } = {},
): SlackMessage {
  const value = languageOf(words) === 'en' ? String(item.id) : `${item.id}:${languageOf(words)}`;
  const audience =
    opts.channelOnly === undefined
      ? words.t('slackPost.request.alsoOnWall')
      : words.t(opts.channelOnly ? 'slackCircles.request.onlyChannel' : 'slackCircles.request.everyone');
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
        { type: 'mrkdwn', text: audience },
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
          value,
          style: 'primary',
        },
        ...(opts.channelOnly
          ? [
              {
                type: 'button' as const,
                action_id: WALL_WIDEN_ACTION,
                text: { type: 'plain_text' as const, text: words.t('slackCircles.request.widenButton'), emoji: true },
                value,
              },
              // The channel's own requests are on the web under My groups, for its members (decision 293).
              openWebButton(words, 'groups', words.t('slackCircles.request.groupsButton')),
            ]
          : // Each member who taps gets their own sign-in link, only for them (decision 200).
            [openWebButton(words, 'wall', words.t('slackPost.request.wallButton'))]),
      ],
    },
  ];
  return { text: words.t('slackPost.request.fallback', { name: truncate(who, 100) }), blocks };
}

/** The message (as Slack sends it back with a tap) still offers "Share with everyone too". */
export function offersWiden(blocks: unknown): boolean {
  return JSON.stringify(blocks ?? []).includes(`"action_id":"${WALL_WIDEN_ACTION}"`);
}
