/**
 * The steps of /watch in a group (decision 350), pure: the draft, the start buttons as instants in
 * the group's zone, and the flow message at each step. watch-flow.ts runs them in the chat.
 */
import { InlineKeyboard } from 'grammy';
import { addDays, instantAtLocal, localDate } from '@dps/core/time/local-day';
import { zoneName } from '@dps/core/time/zone-display';
import { clockIn } from '@dps/core/watches/watch-format';
import { WATCH_PER_SLOT_MAX, WATCH_SLOT_MINUTES } from '@dps/core/watches/watch-form';
import { parseWatchStart } from '@dps/core/watches/parse-watch-start';
import type { Language } from '@dps/db/content/languages';
import { buttonLabel, escapeHtml } from '../format';
import type { Words } from '../words';
import { endRow, lengthWords, whenIn } from './watch-render';

/** The lengths offered, in hours: an hour of prayer to a week. */
export const WATCH_LENGTHS = [1, 3, 6, 12, 24, 48, 72, 168] as const;
/** Requests offered as buttons. */
export const REQUESTS_SHOWN = 6;

export interface WatchDraft {
  /** The Telegram user who typed /watch: only they move it on. */
  starter: number;
  starterName: string;
  /** Their message (/watch or the title), which the prompts reply to. */
  askedIn: number;
  /** The group's zone (the starter's when the group set none): the buttons' times and the post's. */
  timeZone: string;
  title: string;
  /** Undefined: not asked yet; null: no request. */
  requestId?: number | null;
  requestText?: string;
  startsAt?: string;
  hours?: number;
  slotMinutes?: number;
  perSlot?: number;
}

/** A typed answer awaited from one person in one group: the title, or the start in words. */
export interface WatchTyping {
  awaiting: 'title' | 'time';
  promptId: number;
  askedIn: number;
  /** The flow message (for the start). */
  flowId?: number;
}

export const draftKey = (chatId: number, flowId: number) => `telegram-watch:${chatId}:${flowId}`;
export const typingKey = (chatId: number, userId: number) => `telegram-watch-typing:${chatId}:${userId}`;

/** The start buttons: each an instant computed when it is drawn and again when it is tapped. */
export const START_CHOICES = ['h1', 't20', 'm08', 'm20'] as const;
export type StartChoice = (typeof START_CHOICES)[number];

export function startOf(choice: StartChoice, now: Date, zone: string): Date {
  if (choice === 'h1') {
    // An hour from now, on the next five minutes: slots that begin on a round time.
    const step = 5 * 60_000;
    return new Date(Math.ceil((now.getTime() + 3_600_000) / step) * step);
  }
  const today = localDate(now, zone);
  const day = choice === 't20' ? today : addDays(today, 1);
  return instantAtLocal(day, choice === 'm08' ? '08:00' : '20:00', zone);
}
/** The lines of what is chosen so far. */
export function chosenLines(d: WatchDraft, words: Words): string[] {
  const { t, rich } = words;
  const lines = [rich('telegramWatch.flow.heading', { title: d.title })];
  if (d.requestId && d.requestText)
    lines.push(escapeHtml(t('telegramWatch.flow.forRequest', { request: d.requestText })));
  if (d.startsAt) {
    lines.push(
      escapeHtml(
        t('telegramWatch.flow.starts', {
          when: whenIn(d.startsAt, d.timeZone, words),
          zone: zoneName(d.timeZone, words.language),
        }),
      ),
    );
  }
  if (d.hours) lines.push(escapeHtml(t('telegramWatch.flow.length', { length: lengthWords(d.hours, words) })));
  if (d.slotMinutes) {
    lines.push(
      escapeHtml(
        d.perSlot
          ? t('telegramWatch.flow.slots', { minutes: d.slotMinutes, perSlot: d.perSlot })
          : t('telegramWatch.flow.slotsOnly', { minutes: d.slotMinutes }),
      ),
    );
  }
  return lines;
}

/** The flow message at its current step: what is chosen, the question, its buttons. */
export function flowMessage(
  d: WatchDraft,
  words: Words,
  now: Date,
  opts: { waitingTyped?: boolean; requests?: readonly { id: number; content: string }[] } = {},
): { html: string; keyboard: InlineKeyboard } {
  const { t } = words;
  const keyboard = new InlineKeyboard();
  let question: string;
  if (d.requestId === undefined) {
    question = t('telegramWatch.flow.askRequest');
    for (const r of opts.requests ?? []) keyboard.text(`🙏 ${buttonLabel(r.content, 40)}`, `wf:q:${r.id}`).row();
    keyboard.text(t('telegramWatch.flow.noRequest'), 'wf:q:0').row();
  } else if (!d.startsAt) {
    // While a typed start is awaited the buttons stay: a tap still answers.
    question = opts.waitingTyped
      ? t('telegramWatch.flow.waitingTyped')
      : t('telegramWatch.flow.askStart', { zone: zoneName(d.timeZone, words.language) });
    for (const choice of START_CHOICES) {
      const at = startOf(choice, now, d.timeZone);
      if (at.getTime() <= now.getTime()) continue; // tonight has passed
      const time = clockIn(at, d.timeZone);
      const label =
        choice === 'h1'
          ? t('telegramWatch.flow.inHour', { time })
          : choice === 't20'
            ? t('telegramWatch.flow.tonight', { time })
            : t('telegramWatch.flow.tomorrow', { time });
      keyboard.text(label, `wf:s:${choice}`);
      if (choice === 't20' || choice === 'm20') endRow(keyboard);
    }
    endRow(keyboard).text(t('telegramWatch.flow.typeTime'), 'wf:s:type').row();
  } else if (!d.hours) {
    question = t('telegramWatch.flow.askHours');
    WATCH_LENGTHS.forEach((h, i) => {
      keyboard.text(lengthWords(h, words), `wf:h:${h}`);
      if (i % 4 === 3) keyboard.row();
    });
  } else if (!d.slotMinutes) {
    question = t('telegramWatch.flow.askSlot');
    for (const m of WATCH_SLOT_MINUTES) keyboard.text(t('telegramWatch.flow.minutes', { minutes: m }), `wf:l:${m}`);
    keyboard.row();
  } else if (!d.perSlot) {
    question = t('telegramWatch.flow.askPerSlot');
    for (let n = 1; n <= WATCH_PER_SLOT_MAX; n++) keyboard.text(String(n), `wf:p:${n}`);
    keyboard.row();
  } else {
    question = t('telegramWatch.flow.summary', { slots: (d.hours * 60) / d.slotMinutes });
    keyboard.text(t('telegramWatch.flow.startButton'), 'wf:go').row();
  }
  keyboard.text(t('telegramWatch.flow.cancelButton'), 'wf:x');
  return { html: [...chosenLines(d, words), '', escapeHtml(question)].join('\n'), keyboard };
}

/** The start typed in words: the group's language first, then the typer's own. */
export function typedStart(text: string, now: Date, zone: string, languages: Language[]): Date | null {
  for (const language of languages) {
    const at = parseWatchStart(text, { now, timeZone: zone, language });
    if (at) return at;
  }
  return null;
}

// A typed answer: a reply to the prompt (or to the flow message) by the person it was asked of.
