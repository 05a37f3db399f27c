/**
 * The requests of a person's circles in their daily Slack DM (decision 300): each in its own block
 * with who asked (or "asked anonymously"), "No one has prayed for this yet" where that is so, and a
 * "🙏 I prayed" button whose count is the wall's own (../listeners/actions/daily-request-action.ts).
 * Kept by block id, so a redraw of the prayer's buttons keeps them. A channel's post carries one
 * line for the channel instead (decision 302).
 */
import type { types } from '@slack/bolt';
import type { DeliveryRequest } from '@dps/core/delivery/delivery-types';
import { MAX_ID } from '@dps/core/validate';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { asLanguage, languageOf, type Words } from '../slack-language';
import { slackEscape, truncate } from './text';

type KnownBlock = types.KnownBlock;

export const DAILY_REQUEST_PRAY_ACTION = 'daily_request_pray';
const BLOCK_PREFIX = 'daily_request_';
/** A request's words in the message: short, the whole request is on the web. */
const LINE_TEXT_MAX = 160;

const short = (s: string) => truncate(slackEscape(s.replace(/\s+/g, ' ').trim(), { inline: true }), LINE_TEXT_MAX);

/** The button's value: "42" or "42:es" (the language the DM was drawn in, for the redraw). */
export function parseDailyRequestButton(value: string | undefined): { requestId: number; language: Language } | null {
  if (!value || value.length > 13) return null;
  const [id = '', language = 'en', ...rest] = value.split(':');
  if (rest.length || !/^[0-9]{1,10}$/.test(id) || !LANGUAGES.some((l) => l === language)) return null;
  const n = Number(id);
  return n >= 1 && n <= MAX_ID ? { requestId: n, language: asLanguage(language) } : null;
}

function buttonOf(words: Words, r: DeliveryRequest, prayed: boolean): types.Button {
  const language = languageOf(words);
  return {
    type: 'button',
    action_id: DAILY_REQUEST_PRAY_ACTION,
    text: {
      type: 'plain_text',
      text: words.t(prayed ? 'slackRotation.buttonDone' : 'slackRotation.button'),
      emoji: true,
    },
    value: language === 'en' ? String(r.id) : `${r.id}:${language}`,
    ...(prayed ? {} : { style: 'primary' as const }),
  };
}

export function dailyRequestBlocks(requests: readonly DeliveryRequest[], words: Words): KnownBlock[] {
  const blocks: KnownBlock[] = [
    { type: 'divider', block_id: `${BLOCK_PREFIX}div` },
    {
      type: 'context',
      block_id: `${BLOCK_PREFIX}heading`,
      elements: [{ type: 'mrkdwn', text: words.t('slackRotation.heading') }],
    },
  ];
  for (const r of requests) {
    const line =
      r.authorName === null
        ? words.t('slackRotation.itemAnonymous', { text: short(r.text) })
        : words.t('slackRotation.item', { text: short(r.text), name: slackEscape(r.authorName, { inline: true }) });
    const count =
      r.prayedCount === 0
        ? words.t('slackRotation.noneYet')
        : words.t('slackRotation.prayedBefore', { count: r.prayedCount });
    blocks.push({
      type: 'section',
      block_id: `${BLOCK_PREFIX}${r.id}`,
      text: { type: 'mrkdwn', text: `${line}\n${count}` },
      accessory: buttonOf(words, r, false),
    });
  }
  return blocks;
}

/** The request blocks of a message as it was (kept when the prayer part is redrawn). */
export function keptDailyRequestBlocks(blocks: readonly unknown[] | undefined): KnownBlock[] {
  return ((blocks ?? []) as KnownBlock[]).filter(
    (b) => typeof b.block_id === 'string' && b.block_id.startsWith(BLOCK_PREFIX),
  );
}

/** The same blocks with one request's button shown "✅ Prayed", in the language the DM was drawn in. */
export function markDailyRequestPrayed(blocks: readonly unknown[], requestId: number, words: Words): KnownBlock[] {
  return (blocks as KnownBlock[]).map((b) => {
    if (b.type !== 'section' || b.block_id !== `${BLOCK_PREFIX}${requestId}`) return b;
    return { ...b, accessory: buttonOf(words, { id: requestId, text: '', authorName: null, prayedCount: 0 }, true) };
  });
}

/** A channel's post: "Also today: pray for …" (with the name unless it was asked anonymously). */
export function groupRequestBlock(r: DeliveryRequest, words: Words): KnownBlock {
  const text =
    r.authorName === null
      ? words.t('slackRotation.alsoToday', { text: short(r.text) })
      : words.t('slackRotation.alsoTodayNamed', {
          text: short(r.text),
          name: slackEscape(r.authorName, { inline: true }),
        });
  return { type: 'context', block_id: `${BLOCK_PREFIX}group`, elements: [{ type: 'mrkdwn', text }] };
}
