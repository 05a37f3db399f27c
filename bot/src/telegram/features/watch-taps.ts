/**
 * The watch's buttons, wherever they are (the group's watch post, a slot's reminder, this bot's
 * private lists): `w:<letter>:<watchId>[:<slot>]` (decision 351). Claim, give back and "I prayed"
 * act for the tapper through core; each answers with a short popup in the tapper's language and
 * zone. The post itself is redrawn by the outbox, batched (decision 343): a tap never edits it.
 * "My time" and "more" answer the tapper alone: a popup, or the private chat when it does not fit.
 */
import { Composer, GrammyError } from 'grammy';
import type { ActorCtx } from '@dps/core/context';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { zoneName } from '@dps/core/time/zone-display';
import { claimWatchSlot } from '@dps/core/watches/claim-watch-slot';
import { getWatch, type WatchView } from '@dps/core/watches/get-watch';
import { listMyWatches } from '@dps/core/watches/list-my-watches';
import { markWatchPrayed } from '@dps/core/watches/mark-watch-prayed';
import { releaseWatchSlot } from '@dps/core/watches/release-watch-slot';
import { getWatchLead } from '@dps/core/watches/set-watch-lead';
import type { BotContext } from '../bot-context';
import { isGroup } from '../chat-admin';
import type { Words } from '../words';
import { myTimeText, myWatchesMessage, slotIn, slotsPage, VIEW, WATCH_TAP } from './watch-render';

export const watchTapsFeature = new Composer<BotContext>();

const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

/** Telegram's limit for a callback answer's text. */
export const POPUP_MAX = 200;

/** Tapping in the group's chat is being in the group (decision 294), recorded before core checks who may see it. */
async function recordHere(c: BotContext, userId: number): Promise<void> {
  if (!isGroup(c)) return;
  await recordCircleMembership(c.app.core, {
    circle: { channel: 'telegram', target: String(c.chat!.id), title: c.chat!.title ?? null },
    userId,
    isMember: true,
  });
}

/** The callback data of the tapped message's buttons. */
const buttonData = (c: BotContext): string[] =>
  (c.callbackQuery?.message?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .flatMap((b) => ('callback_data' in b && typeof b.callback_data === 'string' ? [b.callback_data] : []));

/**
 * After a claim or a give-back in the private chat, this bot's own list there shows it at once: a
 * slots page (it has « My watches) from its first slot, or the /watch list (it has the reminder
 * button). Any other message (the outbox's reminders) is left as it is.
 */
async function redrawOwnList(c: BotContext, actor: ActorCtx, words: Words, watchId: number): Promise<void> {
  if (c.chat?.type !== 'private') return;
  const data = buttonData(c);
  if (data.includes(VIEW.list)) {
    const slots = data.flatMap((d) => {
      const m = WATCH_TAP.exec(d);
      return m && (m[1] === 'c' || m[1] === 'r') && Number(m[2]) === watchId ? [Number(m[3])] : [];
    });
    const view = await getWatch(actor, { id: watchId });
    const page = slotsPage(view, slots.length > 0 ? Math.min(...slots) : 0, actor.timeZone, words);
    await c.editMessageText(page.html, { ...html, reply_markup: page.keyboard });
  } else if (data.includes(VIEW.lead)) {
    const list = myWatchesMessage(await listMyWatches(actor), actor.timeZone, await getWatchLead(actor), words);
    await c.editMessageText(list.html, { ...html, reply_markup: list.keyboard });
  }
}

/** A message in the tapper's private chat; false when the bot may not write there (never started, blocked). */
async function sendPrivately(c: BotContext, text: string, extra: Record<string, unknown>): Promise<boolean> {
  try {
    await c.api.sendMessage(c.from!.id, text, extra);
    return true;
  } catch (e) {
    if (e instanceof GrammyError && e.error_code === 403) return false;
    throw e;
  }
}

watchTapsFeature.callbackQuery(WATCH_TAP, async (c) => {
  const [, letter, id, rawSlot] = c.match as unknown as [string, string, string, string | undefined];
  const watchId = Number(id);
  const slot = rawSlot === undefined ? undefined : Number(rawSlot);
  const { actor, user } = await c.app.person();
  await recordHere(c, user.id);
  const words = await c.app.words();
  const { t } = words;
  const zone = actor.timeZone;
  const z = zoneName(zone, words.language);
  // Core refuses what the tapper may not do (not a member, full, over, ended): the error boundary
  // answers with its words in a popup, and nothing changes.
  if (letter === 'c' || letter === 'r' || letter === 'p') {
    if (slot === undefined) return void (await c.answerCallbackQuery());
    let text: string;
    if (letter === 'c') {
      const held = await claimWatchSlot(actor, { watchId, slot });
      const label = slotIn(held, zone, words);
      text = t(held.isNew ? 'telegramWatch.tap.claimed' : 'telegramWatch.tap.alreadyHeld', { slot: label, zone: z });
    } else if (letter === 'r') {
      await releaseWatchSlot(actor, { watchId, slot });
      text = t('telegramWatch.tap.released', {
        slot: slotIn(slotOf(await getWatch(actor, { id: watchId }), slot), zone, words),
        zone: z,
      });
    } else {
      await markWatchPrayed(actor, { watchId, slot });
      text = t('telegramWatch.tap.prayed', {
        slot: slotIn(slotOf(await getWatch(actor, { id: watchId }), slot), zone, words),
      });
    }
    await c.answerCallbackQuery({ text });
    if (letter !== 'p') await redrawOwnList(c, actor, words, watchId);
    return;
  }
  const view = await getWatch(actor, { id: watchId });
  if (letter === 't') {
    const short = myTimeText(view, zone, words, 3);
    if (short.length <= POPUP_MAX) return void (await c.answerCallbackQuery({ text: short, show_alert: true }));
    const full = myTimeText(view, zone, words, 40);
    if (await sendPrivately(c, full, {})) {
      return void (await c.answerCallbackQuery({ text: t('telegramWatch.tap.sentPrivately') }));
    }
    return void (await c.answerCallbackQuery({
      text: t('telegramWatch.tap.openBot', { bot: c.me.username }),
      show_alert: true,
    }));
  }
  // `more`: a page of open slots, in the private chat (edited in place there).
  const page = slotsPage(view, slot ?? 0, zone, words);
  // Paging this bot's own list edits it; a "more" under another message (a reminder) leaves that one be.
  const own = buttonData(c).some((d) => d === VIEW.list || d === VIEW.lead);
  if (c.chat?.type === 'private' && own) {
    await c.editMessageText(page.html, { ...html, reply_markup: page.keyboard });
    return void (await c.answerCallbackQuery());
  }
  if (await sendPrivately(c, page.html, { ...html, reply_markup: page.keyboard })) {
    if (c.chat?.type === 'private') return void (await c.answerCallbackQuery());
    return void (await c.answerCallbackQuery({ text: t('telegramWatch.tap.sentPrivately') }));
  }
  await c.answerCallbackQuery({ text: t('telegramWatch.tap.openBot', { bot: c.me.username }), show_alert: true });
});

/** A slot's times from the watch (core has refused a slot outside it before this is read). */
const slotOf = (view: WatchView, slot: number) => view.slots[slot] ?? view.slots[0]!;
