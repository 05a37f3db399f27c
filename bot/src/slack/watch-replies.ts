/**
 * What the Slack app answers one person about a watch (decision 356), always in their language and
 * their own zone: their slots and the open runs ("my time"), a page of open slots with a button
 * each ("more"), and their watches in a DM (`/prayer watch`) with the reminder lead choice. The
 * watch post itself is the outbox's (watch-blocks.ts); nothing here is shown to anyone else.
 */
import type { types } from '@slack/bolt';
import { WATCH_LEAD_CHOICES } from '@dps/core/watches/watch-form';
import type { WatchView } from '@dps/core/watches/get-watch';
import { dayLabel, clockIn, slotLabel } from '@dps/core/watches/watch-format';
import { zoneName } from '@dps/core/time/zone-display';
import { languageOf, type Words } from './slack-language';
import { slackEscape, truncate, userMrkdwn } from './blocks/text';

export const WATCH_ACTION = {
  claim: 'watch_claim',
  release: 'watch_release',
  prayed: 'watch_prayed',
  myTime: 'watch_my_time',
  more: 'watch_more',
  lead: 'watch_lead',
  end: 'watch_end',
} as const;

/** Open slots on one page of "more": two rows of five buttons. */
export const WATCH_MORE_PAGE = 10;
/** Watches shown in the DM list (Slack allows 50 blocks a message). */
export const WATCH_DM_LIMIT = 8;
/** Runs or slots named in one line before "…". */
const LINE_ITEMS = 8;

export interface WatchReply {
  text: string;
  blocks: types.KnownBlock[];
}

const zoneOf = (timeZone: string, words: Words) => zoneName(timeZone, words.language);
const label = (startsAt: string, endsAt: string, timeZone: string, words: Words) =>
  slotLabel(startsAt, endsAt, timeZone, languageOf(words));
const title = (w: WatchView) => truncate(slackEscape(w.title, { inline: true }), 150);
const listed = (items: string[]) =>
  items.length > LINE_ITEMS ? `${items.slice(0, LINE_ITEMS).join(', ')}, …` : items.join(', ');
const button = (text: string, actionId: string, value: string, style?: 'primary') => ({
  type: 'button' as const,
  action_id: actionId,
  text: { type: 'plain_text' as const, text: truncate(text, 75), emoji: true },
  value,
  ...(style ? { style } : {}),
});
const section = (text: string): types.KnownBlock => ({ type: 'section', text: userMrkdwn(text) });

/**
 * "End the watch" (decision 370), behind Slack's own confirm dialog: only on the watches the reader
 * may end (core's `canEnd`), and core refuses anyone else all the same.
 */
function endButton(w: WatchView, actionId: string, words: Words) {
  const plain = (text: string, max: number) => ({
    type: 'plain_text' as const,
    text: truncate(text, max),
    emoji: true,
  });
  return {
    ...button(words.t('slackWatch.end.button'), actionId, String(w.id)),
    style: 'danger' as const,
    confirm: {
      title: plain(words.t('slackWatch.end.confirmTitle'), 100),
      text: plain(words.t('slackWatch.end.confirmText', { title: truncate(w.title, 150) }), 300),
      confirm: plain(words.t('slackWatch.end.confirmYes'), 30),
      deny: plain(words.t('slackWatch.end.confirmNo'), 30),
      style: 'danger' as const,
    },
  };
}

/** `/prayer watch end` in a channel: its watches the reader may end, a button each; or who may. */
export function endList(watches: readonly WatchView[], words: Words): WatchReply {
  const endable = watches.filter((w) => w.canEnd).slice(0, WATCH_DM_LIMIT);
  if (endable.length === 0) {
    const text = words.t('slackWatch.end.none');
    return { text, blocks: [section(text)] };
  }
  const head = words.t('slackWatch.end.channelTitle');
  const blocks: types.KnownBlock[] = [section(head)];
  endable.forEach((w, i) => {
    blocks.push(section(`*${title(w)}*`), {
      type: 'actions',
      elements: [endButton(w, `${WATCH_ACTION.end}_${i}`, words)],
    });
  });
  return { text: [head, ...endable.map((w) => `*${title(w)}*`)].join('\n'), blocks };
}

/** The reader's own slots not yet over, as labels in their zone. */
function mySlots(w: WatchView, timeZone: string, words: Words): string[] {
  return w.slots.filter((s) => s.mine && !s.past).map((s) => label(s.startsAt, s.endsAt, timeZone, words));
}

/** "Wed 09:30" in the zone: the start half of a slot label, so days read alike everywhere. */
const dayAndClock = (at: string, timeZone: string, words: Words) =>
  slotLabel(at, at, timeZone, languageOf(words)).split('–')[0]!;

/** A run of slots: "Wed 09:30–11:00", or across midnight "Wed 22:00–Thu 07:30". */
function runLabel(startsAt: string, endsAt: string, timeZone: string, words: Words): string {
  const sameDay = dayLabel(startsAt, timeZone, 'en') === dayLabel(new Date(Date.parse(endsAt) - 1), timeZone, 'en');
  return sameDay
    ? label(startsAt, endsAt, timeZone, words)
    : `${dayAndClock(startsAt, timeZone, words)}–${dayAndClock(endsAt, timeZone, words)}`;
}

/** The runs of slots no one holds that have not ended, as labels in the reader's zone. */
function openRuns(w: WatchView, timeZone: string, words: Words): string[] {
  const runs: string[] = [];
  for (const r of w.coverage.open) {
    const from = w.slots.slice(r.from, r.to).find((s) => !s.past);
    if (!from) continue;
    runs.push(runLabel(from.startsAt, w.slots[r.to - 1]!.endsAt, timeZone, words));
  }
  return runs;
}

/** "my time": the reader's slots and what is still open, in their zone. */
export function myTimeReply(w: WatchView, timeZone: string, words: Words): WatchReply {
  const lines = [words.t('slackWatch.myTime.title', { title: title(w), zone: zoneOf(timeZone, words) })];
  if (w.status === 'ended') lines.push(words.t('slackWatch.myTime.ended'));
  else {
    const mine = mySlots(w, timeZone, words);
    lines.push(
      mine.length > 0
        ? words.t('slackWatch.myTime.mine', { slots: listed(mine) })
        : words.t('slackWatch.myTime.noneMine'),
    );
    const open = openRuns(w, timeZone, words);
    lines.push(
      open.length > 0
        ? words.t('slackWatch.myTime.open', { ranges: listed(open) })
        : words.t('slackWatch.myTime.allCovered'),
    );
  }
  const text = lines.join('\n');
  const blocks: types.KnownBlock[] = [section(text)];
  if (w.status !== 'ended' && w.slots.some((s) => s.free > 0 && !s.past && !s.mine)) {
    blocks.push({
      type: 'actions',
      elements: [button(words.t('slackWatch.dm.openButton'), WATCH_ACTION.more, `${w.id}:0`)],
    });
  }
  return { text, blocks };
}

/** "more": a page of slots with a free place, from `from` on, each with its "Take" button. */
export function morePage(w: WatchView, from: number, timeZone: string, words: Words): WatchReply {
  const open = w.status === 'ended' ? [] : w.slots.filter((s) => s.slot >= from && s.free > 0 && !s.past && !s.mine);
  const page = open.slice(0, WATCH_MORE_PAGE);
  const head = words.t('slackWatch.more.title', { title: title(w), zone: zoneOf(timeZone, words) });
  if (page.length === 0) {
    const text = `${head}\n${words.t('slackWatch.more.none')}`;
    return { text, blocks: [section(text)] };
  }
  const buttons = page.map((s) =>
    button(
      words.t('slackWatch.more.take', { slot: label(s.startsAt, s.endsAt, timeZone, words) }),
      `${WATCH_ACTION.claim}_${s.slot}`,
      `${w.id}:${s.slot}`,
    ),
  );
  const blocks: types.KnownBlock[] = [section(head)];
  for (let i = 0; i < buttons.length; i += 5) blocks.push({ type: 'actions', elements: buttons.slice(i, i + 5) });
  const next = open[WATCH_MORE_PAGE];
  if (next) {
    blocks.push({
      type: 'actions',
      elements: [button(words.t('slackWatch.more.next'), WATCH_ACTION.more, `${w.id}:${next.slot}`)],
    });
  }
  const text = `${head}\n${page.map((s) => label(s.startsAt, s.endsAt, timeZone, words)).join(', ')}`;
  return { text, blocks };
}

/** "18.5" hours (one decimal at most), for the coverage line. */
const hoursOf = (minutes: number) => String(Math.round((minutes / 60) * 10) / 10);

/** `/prayer watch` in a DM: the person's watches, their slots, and how early they are reminded. */
export function dmList(watches: readonly WatchView[], lead: number, timeZone: string, words: Words): WatchReply {
  const lang = languageOf(words);
  const blocks: types.KnownBlock[] = [];
  const lines: string[] = [];
  if (watches.length === 0) {
    const none = words.t('slackWatch.dm.none');
    lines.push(none);
    blocks.push(section(none));
  } else {
    const head = words.t('slackWatch.dm.title', { zone: zoneOf(timeZone, words) });
    lines.push(head);
    blocks.push(section(head));
    let n = 0;
    for (const w of watches.slice(0, WATCH_DM_LIMIT)) {
      const when = `${dayLabel(w.status === 'live' ? w.endsAt : w.startsAt, timeZone, lang)} ${clockIn(
        w.status === 'live' ? w.endsAt : w.startsAt,
        timeZone,
      )}`;
      const status =
        w.status === 'ended'
          ? words.t('slackWatch.dm.ended')
          : words.t(w.status === 'live' ? 'slackWatch.dm.live' : 'slackWatch.dm.upcoming', { when });
      const group = w.circle?.title ? ` · ${slackEscape(w.circle.title, { inline: true })}` : '';
      const coverage = words.t('slackWatch.dm.coverage', {
        covered: hoursOf(w.coverage.coveredMinutes),
        total: w.hours,
      });
      const mine = mySlots(w, timeZone, words);
      const body = [
        `*${title(w)}*${group}`,
        `${status} · ${coverage}`,
        mine.length > 0 ? words.t('slackWatch.dm.yours', { slots: listed(mine) }) : words.t('slackWatch.dm.noSlots'),
      ].join('\n');
      lines.push(body);
      blocks.push({ type: 'divider' }, section(body));
      if (w.status === 'ended') continue;
      const held = w.slots.filter((s) => s.mine && !s.past).slice(0, 3);
      blocks.push({
        type: 'actions',
        elements: [
          button(words.t('slackWatch.dm.openButton'), `${WATCH_ACTION.more}_${n++}`, `${w.id}:0`),
          ...held.map((s) =>
            button(
              words.t('slackWatch.dm.release', { slot: label(s.startsAt, s.endsAt, timeZone, words) }),
              `${WATCH_ACTION.release}_${n++}`,
              `${w.id}:${s.slot}`,
            ),
          ),
          ...(w.canEnd ? [endButton(w, `${WATCH_ACTION.end}_${n++}`, words)] : []),
        ],
      });
    }
  }
  const leadLine = words.t('slackWatch.dm.leadTitle', { minutes: lead });
  lines.push(leadLine);
  blocks.push({ type: 'divider' }, section(leadLine), {
    type: 'actions',
    elements: WATCH_LEAD_CHOICES.map((m) =>
      button(
        words.t('slackWatch.dm.leadChoice', { minutes: m }),
        `${WATCH_ACTION.lead}_${m}`,
        String(m),
        m === lead ? 'primary' : undefined,
      ),
    ),
  });
  return { text: lines.join('\n'), blocks };
}
