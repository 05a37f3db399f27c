/**
 * A watch's slots as one reader sees them in Telegram (decision 351): in their own zone and
 * language, through core's one formatter (watch-format.ts). What the watch POST says is the
 * outbox's; these are the answers to a person's own taps and their private lists.
 */
import { InlineKeyboard } from 'grammy';
import type { WatchSlotView, WatchView } from '@dps/core/watches/get-watch';
import { dayLabel, clockIn, slotLabel } from '@dps/core/watches/watch-format';
import { WATCH_CALLBACK_LETTER } from '@dps/core/watches/watch-outbox-types';
import { localDate } from '@dps/core/time/local-day';
import { zoneName } from '@dps/core/time/zone-display';
import { buttonLabel, escapeHtml } from '../format';
import type { Words } from '../words';

/** A watch button's callback data, as the outbox draws it: `w:<letter>:<watchId>[:<slot>]`. */
export const watchData = (action: keyof typeof WATCH_CALLBACK_LETTER, watchId: number, slot?: number): string =>
  `w:${WATCH_CALLBACK_LETTER[action]}:${watchId}${slot === undefined ? '' : `:${slot}`}`;

/** What a watch button carries (a slot has at most 168 × 4 = 672 numbers: three digits). */
export const WATCH_TAP = /^w:([crptm]):(\d{1,10})(?::(\d{1,3}))?$/;

/** This bot's own private views: the list (`wv:l`), the reminder choice (`wv:lead[:<minutes>]`). */
export const VIEW = { list: 'wv:l', lead: 'wv:lead' } as const;

/**
 * Ending a watch early (decision 370): `wv:end:<id>` asks, `wv:endok:<id>` ends; in a group both
 * carry `:<telegram id>` of the person the message answers, and `wv:endno:<that id>` goes back.
 */
export const endData = (watchId: number, forId: number | null = null, ok = false): string =>
  `wv:${ok ? 'endok' : 'end'}:${watchId}${forId === null ? '' : `:${forId}`}`;

/** Start a new row of buttons unless the last one is still empty (Telegram wants no empty rows). */
export function endRow(keyboard: InlineKeyboard): InlineKeyboard {
  return (keyboard.inline_keyboard.at(-1)?.length ?? 0) > 0 ? keyboard.row() : keyboard;
}

/** Slots on one page of open slots. */
export const PAGE_SIZE = 8;

/** "Tue 03:00–03:30" in the reader's zone. */
export const slotIn = (s: Pick<WatchSlotView, 'startsAt' | 'endsAt'>, zone: string, words: Words): string =>
  slotLabel(s.startsAt, s.endsAt, zone, words.language);

/** "Dec 8, 20:00" / "8 dic, 20:00" in a zone. */
export const whenIn = (at: Date | string, zone: string, words: Words): string =>
  `${dayLabel(at, zone, words.language)}, ${clockIn(at, zone)}`;

/** "24 hours" / "3 days": a watch's length as people say it. */
export const lengthWords = (hours: number, words: Words): string =>
  hours >= 48 && hours % 24 === 0
    ? words.t('telegramWatch.flow.days', { days: hours / 24 })
    : words.t('telegramWatch.flow.hours', { hours });

/**
 * A run of slots in a zone: "Tue 03:00–06:00" within a day (an end at midnight reads 24:00), and
 * with the end's day when it ends on another ("Fri 22:00–Sat 01:00", "Thu 19:00–Fri 19:00").
 */
export function runIn(from: string, to: string, zone: string, words: Words): string {
  const lastMinute = new Date(new Date(to).getTime() - 60_000);
  if (localDate(new Date(from), zone) === localDate(lastMinute, zone)) return slotLabel(from, to, zone, words.language);
  // The end's weekday as core's formatter writes it (the word before the clock).
  const endDay = slotLabel(to, to, zone, words.language).split(' ')[0];
  return `${slotLabel(from, from, zone, words.language).split('–')[0]}–${endDay} ${clockIn(to, zone)}`;
}

/** Runs of slots nobody holds and not over yet, each as one label ("Tue 03:00–06:00"). */
export function openRuns(view: WatchView, zone: string, words: Words): string[] {
  const runs: string[] = [];
  let from: WatchSlotView | null = null;
  let last: WatchSlotView | null = null;
  const close = () => {
    if (from && last) runs.push(runIn(from.startsAt, last.endsAt, zone, words));
    from = null;
  };
  for (const s of view.slots) {
    if (s.past || s.claimers.length > 0) {
      close();
      continue;
    }
    if (!from) from = s;
    last = s;
  }
  close();
  return runs;
}

/** The reader's own slots not over yet. */
export const mySlots = (view: WatchView) => view.slots.filter((s) => s.mine && !s.past);

/** A list joined with commas, the first `max` shown and "(+N more)" after them. */
function someOf(labels: string[], max: number, words: Words): string {
  const shown = labels.slice(0, max).join(', ');
  return labels.length > max
    ? `${shown} ${words.t('telegramWatch.tap.myTimeMore', { count: labels.length - max })}`
    : shown;
}

/**
 * "My time": the reader's slots and the open runs in their zone, as plain text. `max` bounds each
 * list (a popup has 200 characters; a private message has room for all).
 */
export function myTimeText(view: WatchView, zone: string, words: Words, max: number): string {
  const { t } = words;
  const lines = [t('telegramWatch.tap.myTimeHeading', { title: view.title, zone: zoneName(zone, words.language) })];
  if (view.status === 'ended') return [...lines, t('telegramWatch.tap.myTimeEnded')].join('\n');
  const mine = mySlots(view).map((s) => slotIn(s, zone, words));
  lines.push(
    mine.length > 0
      ? t('telegramWatch.tap.myTimeYours', { slots: someOf(mine, max, words) })
      : t('telegramWatch.tap.myTimeNone'),
  );
  const open = openRuns(view, zone, words);
  lines.push(
    open.length > 0
      ? t('telegramWatch.tap.myTimeOpen', { slots: someOf(open, max, words) })
      : t('telegramWatch.tap.myTimeFull'),
  );
  return lines.join('\n');
}

/** The slots a page of open slots lists: not over, with a place free or held by the reader. */
const pageable = (view: WatchView) => view.slots.filter((s) => !s.past && (s.free > 0 || s.mine));

/**
 * A page of open slots in the reader's zone (the `more` button): up to eight, each a button that
 * takes it (✅ ones are theirs: tapping gives it back), then ‹ Back / More › and « My watches.
 */
export function slotsPage(
  view: WatchView,
  first: number,
  zone: string,
  words: Words,
): { html: string; keyboard: InlineKeyboard } {
  const { t, rich } = words;
  const all = pageable(view);
  let at = all.findIndex((s) => s.slot >= first);
  if (at < 0) at = Math.max(0, all.length - PAGE_SIZE);
  const page = all.slice(at, at + PAGE_SIZE);
  const keyboard = new InlineKeyboard();
  page.forEach((s, i) => {
    const label = slotIn(s, zone, words);
    const left = view.perSlot > 1 && !s.mine ? ` · ${t('telegramWatch.tap.placesLeft', { count: s.free })}` : '';
    if (s.mine) keyboard.text(`✅ ${label}`, watchData('release', view.id, s.slot));
    else keyboard.text(`${label}${left}`, watchData('claim', view.id, s.slot));
    if (view.perSlot > 1 || i % 2 === 1) endRow(keyboard);
  });
  endRow(keyboard);
  if (at > 0)
    keyboard.text(t('telegramWatch.tap.back'), watchData('more', view.id, all[Math.max(0, at - PAGE_SIZE)]!.slot));
  const next = all[at + PAGE_SIZE];
  if (next) keyboard.text(t('telegramWatch.tap.more'), watchData('more', view.id, next.slot));
  endRow(keyboard).text(t('telegramWatch.tap.myWatches'), VIEW.list);
  const head = rich('telegramWatch.tap.pageHeading', { title: view.title, zone: zoneName(zone, words.language) });
  const body =
    page.length > 0 ? escapeHtml(t('telegramWatch.tap.pageHint')) : escapeHtml(t('telegramWatch.tap.pageEmpty'));
  return { html: `${head}\n${body}`, keyboard };
}

/** At most this many watches in the private list (a Telegram message holds 4,096 characters). */
export const LIST_MAX = 6;
/** Give-back buttons per watch in the list; the rest are on its slots page. */
const GIVE_BACK_MAX = 3;

/**
 * The private /watch list: each watch with its coverage, the open runs and the reader's own slots
 * in their zone; buttons to see its open slots and to give back theirs; and the reminder lead time.
 */
export function myWatchesMessage(
  views: WatchView[],
  zone: string,
  lead: number,
  words: Words,
): { html: string; keyboard: InlineKeyboard } {
  const { t, rich } = words;
  const z = zoneName(zone, words.language);
  const keyboard = new InlineKeyboard();
  if (views.length === 0) {
    keyboard.text(t('telegramWatch.mine.leadButton', { minutes: lead }), VIEW.lead);
    return { html: escapeHtml(t('telegramWatch.mine.none')), keyboard };
  }
  const blocks = views.slice(0, LIST_MAX).map((v) => {
    const lines = [
      rich('telegramWatch.mine.item', {
        title: v.title,
        hasGroup: v.circle?.title ? 'yes' : 'no',
        group: v.circle?.title ?? '',
      }),
    ];
    if (v.status === 'ended') {
      lines.push(escapeHtml(t('telegramWatch.mine.ended')));
      return lines.join('\n');
    }
    lines.push(
      escapeHtml(
        v.status === 'live'
          ? t('telegramWatch.mine.live', { when: whenIn(v.endsAt, zone, words), zone: z })
          : t('telegramWatch.mine.upcoming', {
              when: whenIn(v.startsAt, zone, words),
              zone: z,
              length: lengthWords(v.hours, words),
            }),
      ),
    );
    const open = openRuns(v, zone, words);
    lines.push(
      escapeHtml(
        [
          t('telegramWatch.mine.coverage', { covered: v.coverage.coveredSlots, total: v.coverage.totalSlots }),
          ...(open.length > 0 ? [t('telegramWatch.mine.openRuns', { slots: someOf(open, 3, words) })] : []),
        ].join(' · '),
      ),
    );
    const mine = mySlots(v);
    lines.push(
      escapeHtml(
        mine.length > 0
          ? t('telegramWatch.mine.yours', {
              slots: someOf(
                mine.map((s) => slotIn(s, zone, words)),
                6,
                words,
              ),
            })
          : t('telegramWatch.mine.yoursNone'),
      ),
    );
    keyboard
      .text(t('telegramWatch.mine.slotsButton', { title: buttonLabel(v.title, 32) }), watchData('more', v.id, 0))
      .row();
    for (const s of mine.slice(0, GIVE_BACK_MAX)) {
      keyboard.text(
        t('telegramWatch.mine.giveBackButton', { slot: slotIn(s, zone, words) }),
        watchData('release', v.id, s.slot),
      );
    }
    if (mine.length > 0) keyboard.row();
    // Only for whoever may end it (decision 370); core refuses anyone else all the same.
    if (v.canEnd)
      keyboard.text(t('telegramWatch.end.button', { title: buttonLabel(v.title, 32) }), endData(v.id)).row();
    return lines.join('\n');
  });
  keyboard.text(t('telegramWatch.mine.leadButton', { minutes: lead }), VIEW.lead);
  return { html: [rich('telegramWatch.mine.heading'), ...blocks].join('\n\n'), keyboard };
}

/** The reminder choice: 0, 5, 10, 15, 30 or 60 minutes before each slot (decision 341). */
export function leadMessage(
  lead: number,
  choices: readonly number[],
  words: Words,
): { text: string; keyboard: InlineKeyboard } {
  const { t } = words;
  const keyboard = new InlineKeyboard();
  choices.forEach((m, i) => {
    keyboard.text(
      `${m === lead ? '• ' : ''}${t('telegramWatch.mine.leadChoice', { minutes: m })}`,
      `${VIEW.lead}:${m}`,
    );
    if (i % 2 === 1) endRow(keyboard);
  });
  endRow(keyboard).text(t('telegramWatch.tap.myWatches'), VIEW.list);
  return { text: t('telegramWatch.mine.leadAsk', { minutes: lead }), keyboard };
}

/** "End “…” now?" in place of the list, with yes and no (`forId` in a group, null in the private chat). */
export function endConfirm(
  view: Pick<WatchView, 'id' | 'title'>,
  forId: number | null,
  words: Words,
): { html: string; keyboard: InlineKeyboard } {
  const { t } = words;
  const keyboard = new InlineKeyboard()
    .text(t('telegramWatch.end.yes'), endData(view.id, forId, true))
    .text(t('telegramWatch.end.no'), forId === null ? VIEW.list : `wv:endno:${forId}`);
  return { html: escapeHtml(t('telegramWatch.end.confirm', { title: buttonLabel(view.title, 120) })), keyboard };
}

/**
 * `/watch end` in a group: the group's watches the asker may end, a button each for them alone; or,
 * with none, who may end one.
 */
export function groupEndList(
  views: WatchView[],
  forId: number,
  name: string,
  words: Words,
): { html: string; keyboard: InlineKeyboard | null } {
  const { t } = words;
  if (views.length === 0) return { html: escapeHtml(t('telegramWatch.end.noneHere')), keyboard: null };
  const keyboard = new InlineKeyboard();
  for (const v of views.slice(0, LIST_MAX)) {
    keyboard.text(t('telegramWatch.end.button', { title: buttonLabel(v.title, 32) }), endData(v.id, forId)).row();
  }
  return { html: escapeHtml(t('telegramWatch.end.groupAsk', { name })), keyboard };
}
