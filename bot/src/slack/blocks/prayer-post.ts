/**
 * The daily prayer in Block Kit: the channel post (everyone taps for themselves, the post counts
 * who prayed) and the personal version (DM and `/prayer today`: the buttons show the member's own state).
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { chunkText, longUsDate, quote, slackEscape, truncate, userMrkdwn } from './text';
import { MAX_ID } from '@dps/core/validate';
import { ZIsoDate } from '@dps/core/time/iso-date';

type KnownBlock = types.KnownBlock;

export interface PrayerContent {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
}

export const PRAY_ACTION = 'prayer_pray';
export const SAVE_ACTION = 'prayer_save';
export const REFLECT_ACTION = 'prayer_reflect';
export const PRAYED_COUNT_BLOCK = 'prayed_count';
export const PRAYER_METADATA = 'dps_daily_prayer';

/** What every prayer button carries: the prayer, the post's local date, channel post or personal. */
export const ZPrayerButton = z.object({
  p: z.number().int().positive().max(MAX_ID),
  d: ZIsoDate,
  m: z.enum(['c', 'p']),
});
export type PrayerButton = z.infer<typeof ZPrayerButton>;

/** The button value, or null when it is not one of ours. */
export function parsePrayerButton(value: string | undefined): PrayerButton | null {
  try {
    const r = ZPrayerButton.safeParse(JSON.parse(value ?? ''));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

export function prayedCountText(n: number): string {
  if (n <= 0) return 'Be the first to pray today: tap 🙏 Pray when you have prayed.';
  return n === 1 ? '🙏 *1 person* has prayed today' : `🙏 *${n} people* have prayed today`;
}

/** The channel's streak (decision 151): consecutive days on which someone prayed from its post. */
export function groupStreakText(days: number): string {
  return `🔥 Channel streak: *${days} ${days === 1 ? 'day' : 'days'}*`;
}

/** The count line of a channel post: who prayed from it today, and the channel's streak when it has one. */
function countBlock(n: number, streak: number): KnownBlock {
  return {
    type: 'context',
    block_id: PRAYED_COUNT_BLOCK,
    elements: [
      { type: 'mrkdwn', text: prayedCountText(n) },
      ...(streak > 0 ? [{ type: 'mrkdwn' as const, text: groupStreakText(streak) }] : []),
    ],
  };
}

function prayerBody(p: PrayerContent, localDate: string): KnownBlock[] {
  const blocks: KnownBlock[] = [
    {
      type: 'header',
      text: {
        type: 'plain_text',
        text: truncate(`🙏 ${slackEscape(p.title, { type: 'plain_text', inline: true })}`, 150),
        emoji: true,
      },
    },
    { type: 'context', elements: [{ type: 'mrkdwn', text: `*Today's Prayer* · ${longUsDate(localDate)}` }] },
  ];
  for (const chunk of chunkText(slackEscape(p.content))) blocks.push({ type: 'section', text: userMrkdwn(chunk) });
  if (p.scripture) {
    const ref = p.scriptureReference
      ? `\n— _${truncate(slackEscape(p.scriptureReference, { inline: true }), 80)}_`
      : '';
    blocks.push({ type: 'section', text: userMrkdwn(truncate(quote(slackEscape(p.scripture)), 2900) + ref) });
  }
  return blocks;
}

function buttons(p: PrayerContent, button: PrayerButton, state: { prayed?: boolean; saved?: boolean }): KnownBlock {
  const value = JSON.stringify(button);
  return {
    type: 'actions',
    block_id: 'prayer_actions',
    elements: [
      state.prayed
        ? {
            type: 'button',
            action_id: PRAY_ACTION,
            text: { type: 'plain_text', text: '✅ Prayed', emoji: true },
            value,
          }
        : {
            type: 'button',
            action_id: PRAY_ACTION,
            text: { type: 'plain_text', text: '🙏 Pray', emoji: true },
            value,
            style: 'primary',
          },
      {
        type: 'button',
        action_id: SAVE_ACTION,
        text: { type: 'plain_text', text: state.saved ? '❤️ Saved' : '❤️ Save', emoji: true },
        value,
      },
      {
        type: 'button',
        action_id: REFLECT_ACTION,
        text: { type: 'plain_text', text: '✍️ Reflect', emoji: true },
        value,
      },
    ],
  };
}

export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
  metadata?: { event_type: string; event_payload: Record<string, string | number | boolean> };
}

/** The channel post: the prayer, how many prayed today, and the three buttons. */
/** The notification / fallback line of a prayer message (mrkdwn, like every message's `text`). */
const prayerFallback = (p: PrayerContent) =>
  `🙏 Today's Prayer: ${truncate(slackEscape(p.title, { inline: true }), 200)}`;

export function channelPrayerPost(p: PrayerContent, localDate: string, prayedCount: number, streak = 0): SlackMessage {
  return {
    text: prayerFallback(p),
    blocks: [
      ...prayerBody(p, localDate),
      countBlock(prayedCount, streak),
      buttons(p, { p: p.id, d: localDate, m: 'c' }, {}),
    ],
    metadata: { event_type: PRAYER_METADATA, event_payload: { prayer_id: p.id, local_date: localDate } },
  };
}

/** The personal version (a DM, `/prayer today`): the buttons show whether this member prayed / saved. */
export function personalPrayerMessage(
  p: PrayerContent,
  localDate: string,
  state: { prayed?: boolean; saved?: boolean } = {},
  note?: string,
): SlackMessage {
  const noteBlock: KnownBlock[] = note
    ? [{ type: 'context', block_id: 'prayer_note', elements: [{ type: 'mrkdwn', text: note }] }]
    : [];
  return {
    text: prayerFallback(p),
    blocks: [...prayerBody(p, localDate), ...noteBlock, buttons(p, { p: p.id, d: localDate, m: 'p' }, state)],
    metadata: { event_type: PRAYER_METADATA, event_payload: { prayer_id: p.id, local_date: localDate } },
  };
}

/** The same message with the count line replaced (the post as received, edited after a tap). */
export function withPrayedCount(blocks: KnownBlock[], n: number, streak = 0): KnownBlock[] {
  return blocks.map((b) => (b.block_id === PRAYED_COUNT_BLOCK ? countBlock(n, streak) : b));
}
