/**
 * Hostile text, and checks that it reached the fake Slack / Telegram servers inert: every message,
 * view and response they received is walked, every string a person would read is taken, and none
 * may carry a live mention, link or formatting built from what a person wrote.
 */
import { expect } from 'vitest';
import type { FakeSlackServer } from './fake-slack-server';
import type { FakeTelegram } from './fake-telegram-server';
import { parseTelegramHtml } from './telegram-html';

/**
 * What an attacker types as a name, a reflection, a prayer or a goal: Slack's mention, broadcast,
 * link, date and formatting syntax, an escaped entity meant to be shown as written, Telegram HTML
 * and Markdown. "pwn" marks every formatting attempt.
 */
export const HOSTILE =
  '<!channel> <!here> <!everyone> <@U123> <#C999> <!subteam^S1> <!date^1^{date}|x> <https://evil.example|click> ' +
  '*pwn* _pwn_ ~pwn~ `pwn` &lt; &amp; <b>pwn</b> <a href="https://evil.example">pwn</a> [pwn](tg://user?id=1) @channel';
/** The same, over lines: a line that starts with ">" must not become a quote. */
export const HOSTILE_LINES = `${HOSTILE}\n> quote-pwn\n*pwn*`;
/** Short enough for a name (100 characters). */
export const HOSTILE_NAME = '<!here><@U123>*pwn*_pwn_ &lt; <b>pwn</b> [pwn](tg://x)';

// ---- Slack ------------------------------------------------------------------------------------

export interface SlackString {
  /** Where it was seen: `chat.postMessage text`, `views.publish blocks`, `response R3 text`... */
  where: string;
  /** How Slack reads it: mrkdwn (blocks' mrkdwn objects and every message's top-level `text`) or plain_text. */
  kind: 'mrkdwn' | 'plain_text';
  text: string;
  /** A Block Kit text object's `verbatim` (undefined for a top-level `text`). */
  verbatim?: boolean;
  topLevel: boolean;
}

const SLACK_OUTPUT = new Set([
  'chat.postMessage',
  'chat.update',
  'chat.postEphemeral',
  'views.open',
  'views.publish',
  'views.update',
]);

function textObjects(node: unknown, where: string, out: SlackString[]): void {
  if (Array.isArray(node)) {
    for (const n of node) textObjects(n, where, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if ((o.type === 'mrkdwn' || o.type === 'plain_text') && typeof o.text === 'string') {
    out.push({
      where,
      kind: o.type,
      text: o.text,
      topLevel: false,
      ...(typeof o.verbatim === 'boolean' ? { verbatim: o.verbatim } : {}),
    });
    return;
  }
  for (const [k, v] of Object.entries(o))
    if (k !== 'private_metadata' && k !== 'value' && k !== 'metadata') textObjects(v, where, out);
}

function messageStrings(args: Record<string, any>, where: string, out: SlackString[]): void {
  if (typeof args.text === 'string' && args.text) {
    out.push({
      where: `${where} text`,
      kind: args.mrkdwn === false ? 'plain_text' : 'mrkdwn',
      text: args.text,
      topLevel: true,
    });
  }
  textObjects(args.blocks, `${where} blocks`, out);
  textObjects(args.view, `${where} view`, out);
  textObjects(args.attachments, `${where} attachments`, out);
}

/** Every string the fake Slack received that a person would read. */
export function slackStrings(fake: FakeSlackServer): SlackString[] {
  const out: SlackString[] = [];
  for (const c of fake.calls) if (SLACK_OUTPUT.has(c.method)) messageStrings(c.args, c.method, out);
  for (const r of fake.responses) messageStrings(r.body, `response ${r.id}`, out);
  return out;
}

/**
 * The tokens we put in messages ourselves: links to the app, and a mention of the member who ran a
 * command (a Slack user id from Slack, never typed by anyone).
 */
const OUR_TOKENS = [/^<http:\/\/app\.test(?:\/[^|<>]*)?(?:\|[^<>]*)?>$/, /^<@U0[A-Z]+>$/];

/** Assert that no Slack string carries anything live built from someone's input. */
export function expectSlackInert(strings: SlackString[]): void {
  expect(strings.length).toBeGreaterThan(0);
  for (const s of strings) {
    const at = `${s.where}: ${JSON.stringify(s.text)}`;
    // Mentions, broadcasts, channel links, dates and links: only our own.
    for (const token of s.text.match(/<[^<>]*>/g) ?? []) {
      expect(
        OUR_TOKENS.some((re) => re.test(token)),
        `live token ${token} in ${at}`,
      ).toBe(true);
    }
    expect(s.text, at).not.toContain('<!');
    // An "&lt; &amp;" someone typed is shown as written, not as "< &".
    if (s.text.includes('[pwn](tg://user?id=1)')) expect(s.text, at).toContain('&amp;lt; &amp;amp;');
    if (s.kind !== 'mrkdwn') continue;
    expect(s.text, at).not.toContain('`pwn`');
    // Outside code spans (which format nothing), no formatting from someone's words.
    const prose = s.text.replace(/`[^`\n]*`/g, '');
    for (const marker of ['*pwn*', '_pwn_', '~pwn~']) expect(prose, at).not.toContain(marker);
    // A ">" someone typed never opens a line (our own quote prefix may come before their words).
    expect(s.text, at).not.toMatch(/(^|\n)>?[ \t]*&gt;/);
    // Where someone's words are in a Block Kit mrkdwn object, Slack must not parse bare words in it.
    if (!s.topLevel && s.text.includes('pwn')) expect(s.verbatim, `verbatim in ${at}`).toBe(true);
  }
}

// ---- Telegram ---------------------------------------------------------------------------------

export interface TelegramString {
  where: string;
  /** The raw text as sent (HTML when parse_mode is HTML). */
  raw: string;
  parseMode: string | undefined;
}

const TELEGRAM_TEXT = new Set(['sendMessage', 'editMessageText', 'sendPhoto', 'editMessageCaption']);

/** Every text, caption, popup and button the fake Bot API received. */
export function telegramOutput(fake: FakeTelegram): {
  texts: TelegramString[];
  buttons: { where: string; text: string; url?: string }[];
  popups: string[];
} {
  const texts: TelegramString[] = [];
  const buttons: { where: string; text: string; url?: string }[] = [];
  const popups: string[] = [];
  for (const c of fake.calls) {
    const p = c.params as Record<string, any>;
    if (TELEGRAM_TEXT.has(c.method)) {
      const raw = typeof p.text === 'string' ? p.text : typeof p.caption === 'string' ? p.caption : '';
      if (raw) texts.push({ where: c.method, raw, parseMode: p.parse_mode });
    }
    if (c.method === 'answerCallbackQuery' && typeof p.text === 'string') popups.push(p.text);
    const markup = typeof p.reply_markup === 'string' ? JSON.parse(p.reply_markup) : p.reply_markup;
    for (const row of markup?.inline_keyboard ?? []) {
      for (const b of row)
        buttons.push({ where: c.method, text: String(b.text), ...(b.url ? { url: String(b.url) } : {}) });
    }
    for (const row of markup?.keyboard ?? []) {
      for (const b of row) buttons.push({ where: c.method, text: typeof b === 'string' ? b : String(b.text) });
    }
  }
  return { texts, buttons, popups };
}

/**
 * Assert that every Telegram message is HTML or plain (never Markdown, where `[x](tg://…)` is a
 * link), parses, and has no link or formatting built from someone's words; every URL button is ours.
 */
export function expectTelegramInert(fake: FakeTelegram, opts: { ourUrls: RegExp[] }): void {
  const { texts, buttons } = telegramOutput(fake);
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) {
    const at = `${t.where}: ${JSON.stringify(t.raw)}`;
    expect([undefined, 'HTML'], `parse_mode of ${at}`).toContain(t.parseMode);
    if (t.parseMode !== 'HTML') continue;
    const { text, entities } = parseTelegramHtml(t.raw);
    for (const e of entities) {
      const covered = text.slice(e.offset, e.offset + e.length);
      // No entity of ours may be made from someone's words alone.
      expect(covered, `${e.type} entity over someone's words in ${at}`).not.toMatch(/^(pwn|x)$/);
      if (e.type === 'text_link')
        expect(
          opts.ourUrls.some((re) => re.test(e.url ?? '')),
          `link ${e.url} in ${at}`,
        ).toBe(true);
    }
  }
  for (const b of buttons) {
    if (b.url)
      expect(
        opts.ourUrls.some((re) => re.test(b.url!)),
        `button URL ${b.url}`,
      ).toBe(true);
  }
}
