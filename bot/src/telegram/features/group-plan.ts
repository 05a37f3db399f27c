/**
 * A plan read together in a Telegram group (decision 237):
 * - `/plan` shows the group's plan (counts only), or with none the plans as buttons (decision 273,
 *   ./group-plan-picker.ts); `/plan start <plan> [YYYY-MM-DD]` and `/plan stop`
 *   are for the group's admins (Telegram says who they are);
 * - ☑️ Done under the day in the group's daily post marks it for the member who tapped (an account
 *   if their Telegram is linked to one, else their Telegram identity alone) and redraws the post's
 *   count; a member who is behind gets their own place in a private message, or in a popup when the
 *   bot cannot write to them;
 * - 🙋 My part (the summary) and 📍 Where am I? show a member their own place or result, privately.
 * The same ☑️ buttons in that private message mark the days from there. Every word is in
 * ../group-plan-words.ts (the catalogue's telegramGroupPlan.*): what the group reads in the group's
 * language, what a member reads alone in theirs.
 */
import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { getGroupMemberPosition } from '@dps/core/plans/get-group-member-position';
import { groupMemberOf, type GroupMemberPosition } from '@dps/core/plans/group-plan-done';
import { markGroupPlanDayDone } from '@dps/core/plans/mark-group-plan-day-done';
import { getGroupPlan } from '@dps/core/plans/get-group-plan';
import { groupPlanRefusal, loadGroupRun } from '@dps/core/plans/group-plan-runs';
import { startGroupPlan } from '@dps/core/plans/start-group-plan';
import { stopGroupPlan } from '@dps/core/plans/stop-group-plan';
import { listPlans } from '@dps/core/plans/list-plans';
import { ZIsoDate } from '@dps/core/time/iso-date';
import type { BotContext } from '../bot-context';
import { isGroup } from '../chat-admin';
import { escapeHtml } from '../format';
import { groupPlanCb } from '../group-plan-html';
import { pickMessage } from '../group-plan-picker';
import { redrawGroupPlanDay } from '../group-plan-post';
import { words, type Lang } from '../group-plan-words';
import { languageOf } from '../words';
import { passageHtml } from '../plan-day-html';

export const groupPlanFeature = new Composer<BotContext>();

const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

/** Reply with the words for a refused group-plan action; anything else goes to the error boundary. */
async function refusedReply(c: BotContext, lang: Lang, e: unknown): Promise<void> {
  const r = groupPlanRefusal(e);
  if (!r) throw e;
  if (c.callbackQuery) await c.answerCallbackQuery({ text: words.refusal(lang, r.reason, r.details).replace(/<[^<>]+>/g, ''), show_alert: true });
  else await c.reply(words.refusal(lang, r.reason, r.details), html);
}

async function isAdmin(c: BotContext): Promise<boolean> {
  const m = await c.api.getChatMember(c.chat!.id, c.from!.id);
  return m.status === 'creator' || m.status === 'administrator';
}

groupPlanFeature.command('plan', async (c) => {
  // In a group, what everyone there reads speaks the group's language; alone, the person's.
  if (!isGroup(c)) return void (await c.reply(words.onlyInGroups((await c.app.words()).language), html));
  const lang: Lang = (await c.app.chatWords()).language;
  const g = { channel: 'telegram' as const, target: String(c.chat!.id) };
  const [verb = '', planArg, dateArg] = c.match.trim().split(/\s+/).filter(Boolean).map((s) => s.slice(0, 80));
  if (verb === '') {
    const v = await getGroupPlan(c.app.core, g);
    if (!v) {
      // Nothing read yet: the plans as buttons (decision 273); the typed form still works.
      const pick = pickMessage(lang, await listPlans(c.app.core, { language: lang }), 1);
      return void (await c.reply(pick.text, { ...html, reply_markup: pick.keyboard }));
    }
    const reply = words.current(lang, {
      planTitle: v.run.planTitle,
      length: v.run.length,
      startDate: v.run.startDate,
      endDate: v.endDate,
      dayToday: v.dayToday,
      doneByDay: v.counts.doneByDay,
      dueThrough: v.dueThrough,
      postTime: v.schedule?.postTime ?? null,
      timeZone: v.schedule?.timeZone ?? null,
    });
    await c.reply(reply, {
      ...html,
      reply_markup: new InlineKeyboard().text(words.whereAmIButtonText(lang), groupPlanCb.mine(v.run.id)),
    });
    return;
  }
  if (verb !== 'start' && verb !== 'stop') return void (await c.reply(words.none(lang), html));
  if (!(await isAdmin(c))) return void (await c.reply(words.adminsOnly(lang), html));
  if (verb === 'stop') {
    try {
      const { stopped } = await stopGroupPlan(c.app.core, g);
      await c.reply(words.stopped(lang, stopped.planTitle), html);
    } catch (e) {
      await refusedReply(c, lang, e);
    }
    return;
  }
  const library = await listPlans(c.app.core, {});
  const spanish = await listPlans(c.app.core, { language: 'es' });
  const all = [...library, ...spanish];
  const wanted = planArg?.toLowerCase();
  const plan = wanted ? all.find((p) => p.id === wanted) : undefined;
  if (!plan) {
    const offered = all.filter((p) => p.language === lang && p.length <= 31).slice(0, 15);
    const pick = pickMessage(lang, all.filter((p) => p.language === lang), 1);
    return void (await c.reply(words.usage(lang, offered.length ? offered : all.slice(0, 15)), {
      ...html,
      reply_markup: pick.keyboard,
    }));
  }
  if (dateArg !== undefined && !ZIsoDate.safeParse(dateArg).success)
    return void (await c.reply(words.badDate(lang), html));
  try {
    const v = await startGroupPlan(c.app.core, { ...g, planId: plan.id, ...(dateArg ? { startDate: dateArg } : {}) });
    await c.reply(
      words.started(lang, {
        planTitle: v.run.planTitle,
        length: v.run.length,
        startDate: v.run.startDate,
        postTime: v.schedule!.postTime,
        timeZone: v.schedule!.timeZone,
      }),
      html,
    );
  } catch (e) {
    await refusedReply(c, lang, e);
  }
});

/** The member behind the tap: their account if their Telegram is linked to one, else their Telegram identity. */
const memberOf = (c: BotContext) => groupMemberOf(c.app.core, { provider: 'telegram', subject: String(c.from!.id) });

/** The member's own place as a private message: the days waiting, linked, each with its ☑️ button. */
function positionMessage(
  lang: Lang,
  p: GroupMemberPosition,
  chatTitle: string | null,
  appUrl: string,
): { text: string; keyboard: InlineKeyboard } {
  const kb = new InlineKeyboard();
  if (p.catchUp.length === 0)
    return { text: words.upToDate(lang, { planTitle: p.planTitle, done: p.done.length, length: p.length }), keyboard: kb };
  const lines = [
    words.position(lang, {
      planTitle: p.planTitle,
      chatTitle,
      length: p.length,
      dueThrough: p.dueThrough,
      done: p.done.length,
    }),
    ...p.days.map((d) =>
      words.positionDay(lang, {
        day: d.day,
        title: d.title,
        passagesHtml: d.passages.map((ref) => passageHtml(ref, appUrl)).join(' · '),
      }),
    ),
    words.positionFooter(lang),
  ];
  for (const d of p.days) kb.text(words.dayDoneButtonText(lang, d.day, false), groupPlanCb.done(p.runId, d.day)).row();
  return { text: lines.join('\n'), keyboard: kb };
}

/**
 * Tell a member something of their own: in their private chat with the bot when they have one
 * (answering the tap with a short line), else in a popup only they see.
 */
async function tellPrivately(
  c: BotContext,
  lang: Lang,
  message: { text: string; keyboard?: InlineKeyboard },
  popup: string,
): Promise<void> {
  const chat = await getTelegramChat(c.app.core, { chatId: c.from!.id });
  if (chat?.type === 'private' && chat.isActive) {
    try {
      await c.api.sendMessage(c.from!.id, message.text, {
        ...html,
        ...(message.keyboard ? { reply_markup: message.keyboard } : {}),
      });
      await c.answerCallbackQuery({ text: words.sentPrivatelyText(lang) });
      return;
    } catch (e) {
      if (!(e instanceof GrammyError && (e.error_code === 403 || e.error_code === 400))) throw e;
    }
  }
  await c.answerCallbackQuery({ text: popup, show_alert: true });
}

groupPlanFeature.callbackQuery(/^gpd:(\d{1,10}):(\d{1,3})$/, async (c) => {
  const runId = Number(c.match[1]);
  const day = Number(c.match[2]);
  const who = await memberOf(c);
  const run = await loadGroupRun(c.app.core, runId);
  const lang: Lang = who.language ?? run?.language ?? languageOf(c.from.language_code);
  const inGroup = isGroup(c);
  let chat: { channel: 'telegram'; target: string } | undefined;
  if (inGroup) chat = { channel: 'telegram', target: String(c.chat!.id) };
  else if (run?.channel === 'telegram') {
    // From the private message: only a member of that group marks its days.
    const m = await c.api.getChatMember(Number(run.target), c.from.id).catch(() => null);
    if (m && m.status !== 'left' && m.status !== 'kicked') chat = { channel: 'telegram', target: run.target };
  }
  if (!chat) return void (await c.answerCallbackQuery({ text: words.refusal(lang, 'not_this_chat', {}), show_alert: true }));
  let r;
  try {
    r = await markGroupPlanDayDone(c.app.core, { runId, day, member: who.member, channel: 'telegram', chat });
  } catch (e) {
    return refusedReply(c, lang, e);
  }
  await redrawGroupPlanDay(c.api, c.app.core, c.app.appUrl, r.run, day);
  const done = words.doneText(lang, { day, marked: r.marked, doneCount: r.doneCount, finished: r.position.finished });
  if (!inGroup) {
    // The private message's button for that day shows it done.
    const rows = (c.callbackQuery.message?.reply_markup?.inline_keyboard ?? []).map((row) =>
      row.map((b) =>
        'callback_data' in b && b.callback_data === groupPlanCb.done(runId, day)
          ? { ...b, text: words.dayDoneButtonText(lang, day, true) }
          : b,
      ),
    );
    if (rows.length) await c.editMessageReplyMarkup({ reply_markup: { inline_keyboard: rows } });
    return void (await c.answerCallbackQuery({ text: done }));
  }
  if (!r.position.behind) return void (await c.answerCallbackQuery({ text: done }));
  // Behind: their own place, privately (never in the group).
  await tellPrivately(
    c,
    lang,
    positionMessage(lang, r.position, c.chat?.title ?? null, c.app.appUrl),
    `${done}\n${words.positionText(lang, r.position)}`.slice(0, 200),
  );
});

groupPlanFeature.callbackQuery(/^gpm:(\d{1,10})$/, async (c) => {
  const runId = Number(c.match[1]);
  const who = await memberOf(c);
  const run = await loadGroupRun(c.app.core, runId);
  const lang: Lang = who.language ?? run?.language ?? languageOf(c.from.language_code);
  if (!isGroup(c)) return void (await c.answerCallbackQuery());
  let p: GroupMemberPosition;
  try {
    p = await getGroupMemberPosition(c.app.core, {
      runId,
      member: who.member,
      chat: { channel: 'telegram', target: String(c.chat!.id) },
    });
  } catch (e) {
    return refusedReply(c, lang, e);
  }
  if (p.ended) {
    // Their own result; the days they missed stay open to them, with their buttons.
    const result = { planTitle: p.planTitle, daysDone: p.done.length, length: p.length, finished: p.finished };
    const own = `${words.ownResultTitle(lang, result)}\n${words.ownResultBody(lang, result)}`;
    const rest = positionMessage(lang, p, c.chat?.title ?? null, c.app.appUrl);
    const text = p.catchUp.length ? `<b>${escapeHtml(own)}</b>\n\n${rest.text}` : `<b>${escapeHtml(own)}</b>`;
    return tellPrivately(c, lang, { text, keyboard: rest.keyboard }, own.slice(0, 200));
  }
  await tellPrivately(
    c,
    lang,
    positionMessage(lang, p, c.chat?.title ?? null, c.app.appUrl),
    words.positionText(lang, p),
  );
});
