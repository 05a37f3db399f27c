/**
 * The "Prayer watch" modal that `/prayer watch` opens in a channel (decision 355): a title, one of
 * the channel's open requests (optional), a start in words, the length, the slot length and the
 * people per slot, in the member's language. Every choice but the words is a select, so nothing
 * typed has to match a format only the app knows.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { WATCH_PER_SLOT_MAX, WATCH_SLOT_MINUTES, WATCH_TITLE_MAX } from '@dps/core/watches/watch-form';
import { zoneName } from '@dps/core/time/zone-display';
import type { Words } from './slack-language';
import { slackEscape, truncate } from './blocks/text';

export const WATCH_VIEW = 'watch_start_modal';

/** The modal's input blocks, by what they ask; an error is shown under the block it is about. */
export const WATCH_BLOCK = {
  what: 'watch_title',
  request: 'watch_request',
  start: 'watch_start',
  hours: 'watch_hours',
  slot: 'watch_slot',
  perSlot: 'watch_per_slot',
} as const;
export type WatchBlock = (typeof WATCH_BLOCK)[keyof typeof WATCH_BLOCK];

/** The lengths offered, in hours: from an evening to a week (core allows any 1–168). */
export const WATCH_HOURS_CHOICES = [1, 3, 6, 12, 24, 48, 72, 168] as const;
/** At most this many of the channel's requests in the select (Slack allows 100; a long list is no choice). */
export const WATCH_REQUESTS_OFFERED = 25;

/** Carried through the modal: the channel it was opened in (its circle and its post). */
export const ZWatchModalMeta = z.object({ c: z.string().regex(/^[A-Z0-9]{2,40}$/), n: z.string().max(80).nullish() });
export type WatchModalMeta = z.infer<typeof ZWatchModalMeta>;

export interface WatchModalRequest {
  id: number;
  title: string;
}

const plain = (text: string, max = 3000) => ({ type: 'plain_text' as const, text: truncate(text, max) });
const option = (text: string, value: string) => ({ text: plain(text, 75), value });

export function watchModal(
  words: Words,
  meta: WatchModalMeta,
  opts: { timeZone: string; requests: readonly WatchModalRequest[]; start?: string },
): types.ModalView {
  const hours = WATCH_HOURS_CHOICES.map((h) =>
    option(h === 168 ? words.t('slackWatch.modal.week') : words.t('slackWatch.modal.hours', { hours: h }), String(h)),
  );
  const slots = WATCH_SLOT_MINUTES.map((m) => option(words.t('slackWatch.modal.slot', { minutes: m }), String(m)));
  const perSlot = Array.from({ length: WATCH_PER_SLOT_MAX }, (_, i) =>
    option(words.t('slackWatch.modal.perSlot', { count: i + 1 }), String(i + 1)),
  );
  const select = (block: WatchBlock, label: string, options: ReturnType<typeof option>[], initial: number) => ({
    type: 'input' as const,
    block_id: block,
    label: plain(label, 2000),
    element: {
      type: 'static_select' as const,
      action_id: 'value',
      options,
      initial_option: options[initial]!,
    },
  });
  const blocks: types.KnownBlock[] = [
    { type: 'context', elements: [{ type: 'plain_text', text: words.t('slackWatch.modal.intro') }] },
    {
      type: 'input',
      block_id: WATCH_BLOCK.what,
      label: plain(words.t('slackWatch.modal.titleLabel'), 2000),
      element: {
        type: 'plain_text_input',
        action_id: 'value',
        max_length: WATCH_TITLE_MAX,
        placeholder: plain(words.t('slackWatch.modal.titlePlaceholder'), 150),
      },
    },
  ];
  // A select needs at least one option: with no open request in the channel the question is left out.
  if (opts.requests.length > 0) {
    blocks.push({
      type: 'input',
      block_id: WATCH_BLOCK.request,
      optional: true,
      label: plain(words.t('slackWatch.modal.requestLabel'), 2000),
      element: {
        type: 'static_select',
        action_id: 'value',
        placeholder: plain(words.t('slackWatch.modal.requestPlaceholder'), 150),
        options: opts.requests
          .slice(0, WATCH_REQUESTS_OFFERED)
          .map((r) =>
            option(slackEscape(r.title, { type: 'plain_text', inline: true }).trim() || `#${r.id}`, String(r.id)),
          ),
      },
    });
  }
  blocks.push(
    {
      type: 'input',
      block_id: WATCH_BLOCK.start,
      label: plain(words.t('slackWatch.modal.startLabel'), 2000),
      hint: plain(words.t('slackWatch.modal.startHint', { zone: zoneName(opts.timeZone, words.language) }), 2000),
      element: {
        type: 'plain_text_input',
        action_id: 'value',
        max_length: 100,
        // "/prayer watch tomorrow 8pm": the words already typed are the start, to check and keep.
        ...(opts.start ? { initial_value: opts.start.slice(0, 100) } : {}),
        placeholder: plain(words.t('slackWatch.modal.startPlaceholder'), 150),
      },
    },
    select(WATCH_BLOCK.hours, words.t('slackWatch.modal.hoursLabel'), hours, WATCH_HOURS_CHOICES.indexOf(24)),
    select(WATCH_BLOCK.slot, words.t('slackWatch.modal.slotLabel'), slots, WATCH_SLOT_MINUTES.indexOf(30)),
    select(WATCH_BLOCK.perSlot, words.t('slackWatch.modal.perSlotLabel'), perSlot, 0),
  );
  return {
    type: 'modal',
    callback_id: WATCH_VIEW,
    private_metadata: JSON.stringify(meta),
    // Slack cuts a modal's title, submit and close at 24 characters.
    title: plain(words.t('slackWatch.modal.title'), 24),
    submit: plain(words.t('slackWatch.modal.submit'), 24),
    close: plain(words.t('slackWatch.modal.close'), 24),
    blocks,
  };
}

/** What a submission holds, as Slack sends `view.state.values`. */
type StateValues = Record<
  string,
  Record<string, { value?: string | null; selected_option?: { value: string } | null }>
>;

export interface WatchModalAnswers {
  title: string;
  requestId: number | null;
  start: string;
  hours: string;
  slotMinutes: string;
  perSlot: string;
}

export function readWatchModal(values: StateValues): WatchModalAnswers {
  const text = (block: WatchBlock) => values[block]?.value?.value ?? '';
  const chosen = (block: WatchBlock) => values[block]?.value?.selected_option?.value ?? '';
  const request = chosen(WATCH_BLOCK.request);
  return {
    title: text(WATCH_BLOCK.what),
    requestId: /^[0-9]{1,10}$/.test(request) ? Number(request) : null,
    start: text(WATCH_BLOCK.start),
    hours: chosen(WATCH_BLOCK.hours),
    slotMinutes: chosen(WATCH_BLOCK.slot),
    perSlot: chosen(WATCH_BLOCK.perSlot),
  };
}

/** The block a core refusal is about (by its message key, else the field it names), so Slack shows it there. */
export function blockOfError(key: string | undefined, path: unknown, hasRequest: boolean): WatchBlock {
  const byKey: Record<string, WatchBlock> = {
    watchTitleRequired: WATCH_BLOCK.what,
    watchTitleTooLong: WATCH_BLOCK.what,
    watchStartInvalid: WATCH_BLOCK.start,
    watchStartPast: WATCH_BLOCK.start,
    watchStartTooFar: WATCH_BLOCK.start,
    watchHoursRange: WATCH_BLOCK.hours,
    watchSlotMinutes: WATCH_BLOCK.slot,
    watchPerSlotRange: WATCH_BLOCK.perSlot,
    watchRequestNotShared: WATCH_BLOCK.request,
    requestNotFound: WATCH_BLOCK.request,
  };
  const byPath: Record<string, WatchBlock> = {
    title: WATCH_BLOCK.what,
    requestId: WATCH_BLOCK.request,
    startsAt: WATCH_BLOCK.start,
    hours: WATCH_BLOCK.hours,
    slotMinutes: WATCH_BLOCK.slot,
    perSlot: WATCH_BLOCK.perSlot,
  };
  const block =
    (key ? byKey[key] : undefined) ?? (typeof path === 'string' ? byPath[path] : undefined) ?? WATCH_BLOCK.what;
  // The request's block is there only when the channel had requests to offer.
  return block === WATCH_BLOCK.request && !hasRequest ? WATCH_BLOCK.what : block;
}
