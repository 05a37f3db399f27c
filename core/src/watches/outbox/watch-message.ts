/**
 * The words of the watch's outbox (decision 346), in the reader's language and zone: the group's
 * watch post, a claimer's reminder and start, the hand-off and call-for-help lines, the summary and
 * the author's own word. Pure: plain lines and buttons, which each sender escapes and lays out.
 */
import type { Language } from '@dps/db/content/languages';
import { coreText } from '../../i18n/core-text';
import { getPassage } from '../../scripture/get-passage';
import type { BibleVersionId } from '../../scripture/versions';
import type { WatchView } from '../get-watch';
import { clockIn, dayLabel, slotLabel } from '../watch-format';
import type { WatchButton, WatchMessage } from '../watch-outbox-types';
import { watchPrayerFor } from './watch-prayers';

/** A watch this short lists every slot in its post; a longer one shows coverage and the next open times. */
export const POST_SLOT_LINES_MAX = 12;
/** Claim buttons on the post: the next open slots, at most this many (two chats' keyboards stay short). */
export const POST_CLAIM_BUTTONS = 6;
/** Open runs named in a long watch's post. */
const OPEN_RUNS_SHOWN = 3;
/** Claim buttons a row. */
const CLAIMS_A_ROW = 3;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** "Ana", "Ana and Ben", "Ana, Ben and Cai" in the language. */
export function namesList(language: Language, names: readonly string[]): string {
  const { t } = coreText.for(language);
  if (names.length <= 1) return names[0] ?? '';
  return t('watch.and', { a: names.slice(0, -1).join(', '), b: names[names.length - 1]! });
}

/** "18.5 hours" / "18,5 horas". */
const hoursText = (language: Language, minutes: number) =>
  coreText.for(language).t('watch.hours', { count: Math.round((minutes / 60) * 100) / 100 });

const openButton = (language: Language, watchId: number, code: string, appUrl: string | undefined): WatchButton[] =>
  appUrl
    ? [
        {
          text: coreText.for(language).t('watch.button.open'),
          action: 'open',
          watchId,
          url: `${appUrl.replace(/\/$/, '')}/watch/${code}`,
        },
      ]
    : [];

/**
 * The group's watch post, as it stands at `now`: the request (the group's, shown only while it is
 * still shared with the group), the times in the group's zone, the live coverage, the slots (short
 * watches) or the next open times (long ones), and buttons for the next open slots. Once ended: the
 * numbers, and no claim buttons.
 */
export function watchPostMessage(
  view: WatchView,
  opts: { request: string | null; appUrl?: string | undefined; now: Date },
): WatchMessage {
  const lang = view.language;
  const zone = view.timeZone;
  const { t } = coreText.for(lang);
  const lines: string[] = [];
  if (opts.request) lines.push(t('watch.post.for', { request: clip(opts.request, 300) }));
  const startDay = dayLabel(view.startsAt, zone, lang);
  const endDay = dayLabel(view.endsAt, zone, lang);
  lines.push(
    t('watch.post.when', {
      from: `${startDay} ${clockIn(view.startsAt, zone)}`,
      // The end's day only when it differs ("Dec 8 11:00 – 15:00").
      until: endDay === startDay ? clockIn(view.endsAt, zone) : `${endDay} ${clockIn(view.endsAt, zone)}`,
      zone,
    }),
  );
  const open = openButton(lang, view.id, view.code, opts.appUrl);
  if (view.status === 'ended') {
    lines.push('');
    lines.push(t(view.endedEarly ? 'watch.post.endedEarly' : 'watch.post.ended'));
    lines.push(
      t('watch.post.endedNumbers', {
        hours: hoursText(lang, view.coverage.coveredMinutes),
        people: view.people,
      }),
    );
    if (view.prayed > 0) lines.push(t('watch.summary.prayed', { prayed: view.prayed }));
    return { title: t('watch.post.title', { title: view.title }), lines, buttons: open.length ? [open] : [] };
  }
  const c = view.coverage;
  lines.push('');
  lines.push(
    c.open.length === 0
      ? t('watch.post.allCovered')
      : t('watch.post.coverage', {
          covered: Math.round((c.coveredMinutes / 60) * 100) / 100,
          total: Math.round((c.totalMinutes / 60) * 100) / 100,
        }),
  );
  const label = (from: number, to: number) =>
    slotLabel(view.slots[from]!.startsAt, view.slots[to - 1]!.endsAt, zone, lang);
  if (view.slots.length <= POST_SLOT_LINES_MAX) {
    for (const s of view.slots) {
      const time = slotLabel(s.startsAt, s.endsAt, zone, lang);
      const names = s.claimers.map((p) => p.name ?? t('watch.post.someone'));
      if (names.length === 0) lines.push(t('watch.post.slotOpen', { time }));
      else if (s.free > 0 && !s.past)
        lines.push(t('watch.post.slotSome', { time, names: namesList(lang, names), free: s.free }));
      else lines.push(t('watch.post.slotHeld', { time, names: namesList(lang, names) }));
    }
  } else {
    const ahead = c.open.filter((r) => !view.slots[r.to - 1]!.past).slice(0, OPEN_RUNS_SHOWN);
    if (ahead.length > 0)
      lines.push(t('watch.post.openRuns', { runs: ahead.map((r) => label(r.from, r.to)).join(', ') }));
  }
  const free = view.slots.filter((s) => s.free > 0 && !s.past);
  const shown = free.slice(0, POST_CLAIM_BUTTONS);
  const buttons: WatchButton[][] = [];
  for (let i = 0; i < shown.length; i += CLAIMS_A_ROW)
    buttons.push(
      shown.slice(i, i + CLAIMS_A_ROW).map((s) => ({
        text: t('watch.button.claim', { time: clockIn(s.startsAt, zone) }),
        action: 'claim' as const,
        watchId: view.id,
        slot: s.slot,
      })),
    );
  const tools: WatchButton[] = [{ text: t('watch.button.myTime'), action: 'my_time', watchId: view.id }];
  const next = free[shown.length];
  if (next) tools.push({ text: t('watch.button.more'), action: 'more', watchId: view.id, slot: next.slot });
  buttons.push(tools);
  if (open.length) buttons.push(open);
  return { title: t('watch.post.title', { title: view.title }), lines, buttons };
}

export interface SlotMessageInput {
  kind: 'slot_reminder' | 'slot_start';
  watchId: number;
  code: string;
  title: string;
  slot: number;
  slotStart: Date;
  slotEnd: Date;
  /** Minutes from now to the slot's start (the reminder's title). */
  minutesAhead: number;
  /** The request, when the reader may see it. */
  request: string | null;
  language: Language;
  timeZone: string;
  bibleVersion: BibleVersionId;
  appUrl?: string | undefined;
}

/** A claimer's reminder or start: the slot in their own zone, the request, a prayer and a passage. */
export function slotMessage(m: SlotMessageInput): WatchMessage {
  const { t } = coreText.for(m.language);
  const lines = [
    t('watch.reminder.slot', { watch: m.title, time: slotLabel(m.slotStart, m.slotEnd, m.timeZone, m.language) }),
  ];
  if (m.request) lines.push(t('watch.reminder.request', { request: clip(m.request, 300) }));
  const prayer = watchPrayerFor(m.language, m.slot);
  lines.push('', t('watch.reminder.prayer'), prayer.text);
  try {
    const p = getPassage({ ref: prayer.passage, version: m.bibleVersion, lang: m.language });
    lines.push(
      '',
      p.verses.map((v) => v.text).join(' '),
      t('watch.reminder.scripture', { reference: p.reference, version: p.version.abbreviation }),
    );
  } catch {
    // A version without the passage: the prayer stands alone.
  }
  const buttons: WatchButton[][] = [
    [
      { text: t('watch.button.prayed'), action: 'prayed', watchId: m.watchId, slot: m.slot },
      ...(m.kind === 'slot_reminder'
        ? [{ text: t('watch.button.release'), action: 'release' as const, watchId: m.watchId, slot: m.slot }]
        : []),
    ],
  ];
  const open = openButton(m.language, m.watchId, m.code, m.appUrl);
  if (open.length) buttons.push(open);
  return {
    title:
      m.kind === 'slot_reminder'
        ? t('watch.reminder.title', { minutes: Math.max(1, m.minutesAhead) })
        : t('watch.reminder.titleStart'),
    lines,
    buttons,
  };
}

/** "Tom finished; Mia is next." in the group's chat. */
export function handoffMessage(
  language: Language,
  w: { title: string },
  finishedNames: readonly (string | null)[],
  nextNames: readonly (string | null)[],
): WatchMessage {
  const { t } = coreText.for(language);
  const named = (names: readonly (string | null)[]) => [...new Set(names.map((n) => n ?? t('watch.post.someone')))];
  const finished = named(finishedNames);
  const next = named(nextNames);
  return {
    title: t('watch.handoff.title', { watch: w.title }),
    lines: [
      t('watch.handoff.line', {
        finished: namesList(language, finished),
        next: namesList(language, next),
        count: next.length,
      }),
    ],
    buttons: [],
  };
}

/** "Tue 03:00–06:00 is still open." with a button for its first slot. */
export function callForHelpMessage(
  view: Pick<WatchView, 'id' | 'code' | 'title' | 'timeZone' | 'language' | 'slots'>,
  run: { from: number; to: number },
  appUrl?: string,
): WatchMessage {
  const lang = view.language;
  const { t } = coreText.for(lang);
  const first = view.slots[run.from]!;
  const time = slotLabel(first.startsAt, view.slots[run.to - 1]!.endsAt, view.timeZone, lang);
  const open = openButton(lang, view.id, view.code, appUrl);
  return {
    title: t('watch.call.title', { watch: view.title }),
    lines: [t('watch.call.line', { time }), t('watch.call.ask')],
    buttons: [
      [
        {
          text: t('watch.button.claim', { time: clockIn(first.startsAt, view.timeZone) }),
          action: 'claim',
          watchId: view.id,
          slot: first.slot,
        },
        { text: t('watch.button.myTime'), action: 'my_time', watchId: view.id },
      ],
      ...(open.length ? [open] : []),
    ],
  };
}

export interface WatchTally {
  coveredMinutes: number;
  people: number;
  prayed: number;
  endedEarly: boolean;
}

/** The group's summary at the end. */
export function summaryMessage(language: Language, w: { title: string }, tally: WatchTally): WatchMessage {
  const { t } = coreText.for(language);
  const lines = [t('watch.summary.line', { hours: hoursText(language, tally.coveredMinutes), people: tally.people })];
  if (tally.prayed > 0) lines.push(t('watch.summary.prayed', { prayed: tally.prayed }));
  lines.push(t('watch.summary.thanks'));
  return {
    title: t(tally.endedEarly ? 'watch.summary.titleEarly' : 'watch.summary.title', { watch: w.title }),
    lines,
    buttons: [],
  };
}

/** The request's author's own word: "N people prayed through X hours for …". */
export function authorSummaryMessage(language: Language, request: string, tally: WatchTally): WatchMessage {
  const { t } = coreText.for(language);
  return {
    title: t('watch.author.title'),
    lines: [
      t('watch.author.line', {
        people: tally.people,
        hours: hoursText(language, tally.coveredMinutes),
        request: clip(request, 300),
      }),
      t('watch.author.thanks'),
    ],
    buttons: [],
  };
}
