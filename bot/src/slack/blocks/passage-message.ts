/**
 * A Bible passage in Slack (decision 213): the private answer to `/prayer verse` (with "Read in
 * context" and "Share in channel"), the message a member shares, and the unfurl of our reader's
 * links. The text comes from core's passage service (bundled public-domain Bibles), escaped like
 * every string we send (decision 080) and cut to a Slack-sized length at a verse boundary, with a
 * link to read the rest in the web reader.
 */
import type { types } from '@slack/bolt';
import type { PassageAnswer } from '@dps/core/scripture/get-passage';
import { readerUrl } from '@dps/core/scripture/reader-link';
import type { BibleVersionId } from '@dps/core/scripture/versions';
import type { SlackMessage } from './prayer-post';
import { slackEscape, truncate, userMrkdwn } from './text';
import type { Words } from '../slack-language';

export const SHARE_PASSAGE_ACTION = 'share_passage';
/** A URL button's tap (Slack opens the link and still sends us the tap; decision 263). */
export const OPEN_WEB_URL_ACTION = 'open_web_url';

/** The most passage text in a `/prayer verse` answer or a shared message: one section block (3,000 max). */
export const PASSAGE_TEXT_BUDGET = 2_800;
/** An unfurl is a preview under someone's message: a few verses at most. */
export const UNFURL_TEXT_BUDGET = 600;

/** What the Share button carries: the passage as core read it, and a one-use key (see share-passage-action.ts). */
export interface SharePassageValue {
  ref: string;
  version: BibleVersionId;
  once: string;
}

export function sharePassageValue(v: SharePassageValue): string {
  return JSON.stringify({ r: v.ref, v: v.version, n: v.once });
}

/** The button's value back, or null for anything we did not write (the value arrives from outside). */
export function parseSharePassageValue(value: string | undefined): SharePassageValue | null {
  if (!value || value.length > 500) return null;
  try {
    const o = JSON.parse(value) as { r?: unknown; v?: unknown; n?: unknown };
    if (typeof o.r !== 'string' || typeof o.v !== 'string' || typeof o.n !== 'string') return null;
    if (!['web', 'kjv', 'rv1909'].includes(o.v) || !/^[A-Za-z0-9_-]{8,64}$/.test(o.n)) return null;
    return { ref: o.r, version: o.v as BibleVersionId, once: o.n };
  } catch {
    return null;
  }
}

export interface FittedPassage {
  /** mrkdwn, escaped: "*16* For God so loved…", one verse a line. */
  text: string;
  /** How many of the passage's verses it holds (all, unless cut). */
  shown: number;
  total: number;
}

/** The verses, one a line with its number, as many whole verses as fit in `budget` characters. */
export function fitPassage(answer: PassageAnswer, budget: number): FittedPassage {
  const chapters = new Set(answer.verses.map((v) => v.chapter));
  const lines: string[] = [];
  let used = 0;
  for (const v of answer.verses) {
    const label = chapters.size > 1 ? `${v.chapter}:${v.verse}` : String(v.verse);
    const line = `*${label}* ${slackEscape(v.text, { inline: true })}`;
    const cost = line.length + (lines.length > 0 ? 1 : 0);
    if (used + cost > budget) {
      // A single verse longer than the budget is cut inside; otherwise stop at a verse boundary.
      if (lines.length === 0) lines.push(truncate(line, budget));
      break;
    }
    lines.push(line);
    used += cost;
  }
  return { text: lines.join('\n'), shown: lines.length, total: answer.verses.length };
}

/** "*John 3:16* · World English Bible (WEB)" */
function heading(answer: PassageAnswer, url?: string): string {
  const ref = slackEscape(answer.reference, { inline: true });
  const title = url ? `<${url}|${ref}>` : ref;
  return `📖 *${title}* · ${slackEscape(answer.version.name, { inline: true })} (${answer.version.abbreviation})`;
}

/** A mrkdwn link: `<url|label>` (the label is ours, from the catalogue; `|`, `<` and `>` kept out of it). */
const link = (url: string, label: string) => `<${url}|${label.replace(/[<>|]/g, '')}>`;

function readTheRest(words: Words, fitted: FittedPassage, url: string): string | null {
  if (fitted.shown >= fitted.total) return null;
  return words.t('slackPost.passage.more', {
    count: fitted.total - fitted.shown,
    link: link(url, words.t('slackPost.passage.readTheRest')),
  });
}

const readInContext = (words: Words, url: string) => link(url, words.t('slackPost.passage.readInContextLink'));

function urlOf(appUrl: string, answer: PassageAnswer): string {
  return readerUrl(appUrl, answer.reference, answer.version.id);
}

/** The private answer to `/prayer verse`, in the member's language: the passage, "Read in context" and "Share in channel". */
export function passageMessage(words: Words, answer: PassageAnswer, opts: { appUrl: string; once: string }): SlackMessage {
  const url = urlOf(opts.appUrl, answer);
  const fitted = fitPassage(answer, PASSAGE_TEXT_BUDGET);
  const rest = readTheRest(words, fitted, url);
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: userMrkdwn(heading(answer)) },
    { type: 'section', text: userMrkdwn(fitted.text) },
    ...(rest ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: rest }] } as types.KnownBlock] : []),
    {
      type: 'actions',
      block_id: 'passage_actions',
      elements: [
        {
          type: 'button',
          action_id: OPEN_WEB_URL_ACTION,
          url,
          text: { type: 'plain_text', text: words.t('slackPost.passage.readInContext'), emoji: true },
        },
        {
          type: 'button',
          action_id: SHARE_PASSAGE_ACTION,
          style: 'primary',
          text: { type: 'plain_text', text: words.t('slackPost.passage.share'), emoji: true },
          value: sharePassageValue({ ref: answer.reference, version: answer.version.id, once: opts.once }),
        },
      ],
    },
  ];
  return { text: fallbackText(answer, fitted), blocks };
}

/** The passage as a member shares it with the conversation (in its language): attributed, with a link to read it in context. */
export function sharedPassageMessage(
  words: Words,
  answer: PassageAnswer,
  opts: { appUrl: string; slackUserId: string },
): SlackMessage {
  const url = urlOf(opts.appUrl, answer);
  const fitted = fitPassage(answer, PASSAGE_TEXT_BUDGET);
  const rest = readTheRest(words, fitted, url);
  const by = `<@${opts.slackUserId}>`;
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: userMrkdwn(heading(answer, url)) },
    { type: 'section', text: userMrkdwn(fitted.text) },
    {
      type: 'context',
      elements: [{ type: 'mrkdwn', text: words.t('slackPost.passage.sharedBy', { who: by, more: rest ?? readInContext(words, url) }) }],
    },
  ];
  return { text: words.t('slackPost.passage.sharedFallback', { who: by, passage: fallbackText(answer, fitted) }), blocks };
}

/** The blocks of an unfurl of our reader's link: a short preview, and the way to read all of it. */
export function passageUnfurlBlocks(words: Words, answer: PassageAnswer, url: string, appName: string): types.KnownBlock[] {
  const fitted = fitPassage(answer, UNFURL_TEXT_BUDGET);
  const rest = readTheRest(words, fitted, url);
  return [
    { type: 'section', text: userMrkdwn(heading(answer, url)) },
    { type: 'section', text: userMrkdwn(fitted.text) },
    {
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: `${slackEscape(appName, { inline: true })} · ${rest ?? readInContext(words, url)}` },
      ],
    },
  ];
}

/** The notification text: "John 3:16 (WEB): For God so loved the world…" (escaped, short). */
function fallbackText(answer: PassageAnswer, fitted: FittedPassage): string {
  const first = answer.verses[0]?.text ?? '';
  const more = fitted.total > 1 ? ' …' : '';
  return truncate(
    `${slackEscape(answer.reference, { inline: true })} (${answer.version.abbreviation}): ${slackEscape(first, { inline: true })}${more}`,
    300,
  );
}
