/**
 * The daily prayer in Block Kit: the channel post (everyone taps for themselves, the post counts
 * who prayed) and the personal version (DM and `/prayer today`: the buttons show the member's own state).
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { chunkText, quote, slackEscape, truncate, userMrkdwn } from './text';
import { MAX_ID } from '@dps/core/validate';
import { ZIsoDate } from '@dps/core/time/iso-date';
import { languageOf, longDate, ownName, type Words } from '../slack-language';

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
/** "🌐 Español" on a channel post: the day's prayer in the member's own language, only for them. */
export const IN_MY_LANGUAGE_ACTION = 'prayer_in_my_language';
export const PRAYED_COUNT_BLOCK = 'prayed_count';
export const PRAYER_METADATA = 'dps_daily_prayer';

/**
 * What every prayer button carries: the prayer, the post's local date, channel post or personal,
 * and the language the message is in when it is not English (it is redrawn in it after a tap;
 * messages from before languages were all English).
 */
export const ZPrayerButton = z.object({
  p: z.number().int().positive().max(MAX_ID),
  d: ZIsoDate,
  m: z.enum(['c', 'p']),
  l: z.enum(LANGUAGES).optional(),
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

export function prayedCountText(words: Words, n: number): string {
  return words.t('slackPost.prayedCount', { count: Math.max(0, n) });
}

/** The channel's streak (decision 151): consecutive days on which someone prayed from its post. */
export function groupStreakText(words: Words, days: number): string {
  return words.t('slackPost.channelStreak', { days });
}

/** The count line of a channel post: who prayed from it today, and the channel's streak when it has one. */
function countBlock(words: Words, n: number, streak: number): KnownBlock {
  return {
    type: 'context',
    block_id: PRAYED_COUNT_BLOCK,
    elements: [
      { type: 'mrkdwn', text: prayedCountText(words, n) },
      ...(streak > 0 ? [{ type: 'mrkdwn' as const, text: groupStreakText(words, streak) }] : []),
    ],
  };
}

function prayerBody(words: Words, p: PrayerContent, localDate: string): KnownBlock[] {
  const blocks: KnownBlock[] = [
    {
      type: 'header',
      text: {
        type: 'plain_text',
        text: truncate(`🙏 ${slackEscape(p.title, { type: 'plain_text', inline: true })}`, 150),
        emoji: true,
      },
    },
    {
      type: 'context',
      elements: [{ type: 'mrkdwn', text: words.t('slackPost.heading', { date: longDate(localDate, words) }) }],
    },
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

function buttons(
  words: Words,
  button: PrayerButton,
  state: { prayed?: boolean; saved?: boolean },
  extra: types.Button[] = [],
): KnownBlock {
  const value = JSON.stringify(button);
  return {
    type: 'actions',
    block_id: 'prayer_actions',
    elements: [
      state.prayed
        ? {
            type: 'button',
            action_id: PRAY_ACTION,
            text: { type: 'plain_text', text: words.t('slackPost.button.prayed'), emoji: true },
            value,
          }
        : {
            type: 'button',
            action_id: PRAY_ACTION,
            text: { type: 'plain_text', text: words.t('slackPost.button.pray'), emoji: true },
            value,
            style: 'primary',
          },
      {
        type: 'button',
        action_id: SAVE_ACTION,
        text: {
          type: 'plain_text',
          text: words.t(state.saved ? 'slackPost.button.saved' : 'slackPost.button.save'),
          emoji: true,
        },
        value,
      },
      {
        type: 'button',
        action_id: REFLECT_ACTION,
        text: { type: 'plain_text', text: words.t('slackPost.button.reflect'), emoji: true },
        value,
      },
      ...extra,
    ],
  };
}

/**
 * "🌐 Español" on an English post, "🌐 English" on a Spanish one: each other language named in
 * itself, as a language switcher names it, so a member who does not read the post's language
 * still finds the way to their own.
 */
function otherLanguagesButton(post: Language, value: string): types.Button {
  const others = LANGUAGES.filter((l) => l !== post).map(ownName);
  return {
    type: 'button',
    action_id: IN_MY_LANGUAGE_ACTION,
    text: { type: 'plain_text', text: truncate(`🌐 ${others.join(' · ')}`, 75), emoji: true },
    value,
  };
}

export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
  metadata?: { event_type: string; event_payload: Record<string, string | number | boolean> };
}

function buttonOf(words: Words, p: PrayerContent, localDate: string, m: 'c' | 'p'): PrayerButton {
  const l = languageOf(words);
  return l === 'en' ? { p: p.id, d: localDate, m } : { p: p.id, d: localDate, m, l };
}

/** The language a tapped message is in (see ZPrayerButton). */
export const languageOfButton = (btn: PrayerButton): Language => btn.l ?? 'en';

/** The notification / fallback line of a prayer message (mrkdwn, like every message's `text`). */
const prayerFallback = (words: Words, p: PrayerContent) =>
  words.t('slackPost.fallback', { title: truncate(slackEscape(p.title, { inline: true }), 200) });

/**
 * The channel post, in the channel's language (`words`): the prayer, how many prayed today, the
 * three buttons, and the way to the day's prayer in another language.
 */
export function channelPrayerPost(
  words: Words,
  p: PrayerContent,
  localDate: string,
  prayedCount: number,
  streak = 0,
): SlackMessage {
  const language = languageOf(words);
  const button = buttonOf(words, p, localDate, 'c');
  return {
    text: prayerFallback(words, p),
    blocks: [
      ...prayerBody(words, p, localDate),
      countBlock(words, prayedCount, streak),
      buttons(words, button, {}, [otherLanguagesButton(language, JSON.stringify(button))]),
    ],
    metadata: { event_type: PRAYER_METADATA, event_payload: { prayer_id: p.id, local_date: localDate } },
  };
}

/** The personal version (a DM, `/prayer today`): the buttons show whether this member prayed / saved. */
export function personalPrayerMessage(
  words: Words,
  p: PrayerContent,
  localDate: string,
  state: { prayed?: boolean; saved?: boolean } = {},
  note?: string,
): SlackMessage {
  const noteBlock: KnownBlock[] = note
    ? [{ type: 'context', block_id: 'prayer_note', elements: [{ type: 'mrkdwn', text: note }] }]
    : [];
  return {
    text: prayerFallback(words, p),
    blocks: [...prayerBody(words, p, localDate), ...noteBlock, buttons(words, buttonOf(words, p, localDate, 'p'), state)],
    metadata: { event_type: PRAYER_METADATA, event_payload: { prayer_id: p.id, local_date: localDate } },
  };
}

/** The same message with the count line replaced (the post as received, edited after a tap), in the post's language. */
export function withPrayedCount(words: Words, blocks: KnownBlock[], n: number, streak = 0): KnownBlock[] {
  return blocks.map((b) => (b.block_id === PRAYED_COUNT_BLOCK ? countBlock(words, n, streak) : b));
}
