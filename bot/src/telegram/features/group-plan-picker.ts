/**
 * Starting a group's plan by buttons (decision 273), after `/plan` listed them
 * (../group-plan-picker.ts): an admin taps a plan, then "first day now" or "with the daily post";
 * a group with no daily post first picks its time, in the same message. Anyone may page the
 * list; a member who is not an admin who taps a plan sees what it is and whom to ask, in a popup
 * in their own language. What the group reads speaks the group's language.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { setTelegramGroupSchedule } from '@dps/core/delivery/set-telegram-group-schedule';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { groupMemberOf } from '@dps/core/plans/group-plan-done';
import { getGroupPlanPost } from '@dps/core/plans/group-plan-posts';
import { getGroupSchedule, groupPlanRefusal } from '@dps/core/plans/group-plan-runs';
import { listPlans } from '@dps/core/plans/list-plans';
import { startGroupPlan } from '@dps/core/plans/start-group-plan';
import type { BotContext } from '../bot-context';
import { isChatAdmin, isGroup } from '../chat-admin';
import { addGroupPlanButtons, groupPlansHtml } from '../group-plan-html';
import { findPlan, pickMessage, timeMessage, whenMessage } from '../group-plan-picker';
import { words, type Lang } from '../group-plan-words';
import { languageOf } from '../words';

export const groupPlanPickerFeature = new Composer<BotContext>();

const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

/** The plans the group is offered: the library in the group's language. */
export const groupPlans = async (c: BotContext, lang: Lang) => listPlans(c.app.core, { language: lang });

const groupOf = (c: BotContext) => ({ channel: 'telegram' as const, target: String(c.chat!.id) });

/** The tapping member's own language (never making them an account). */
async function ownLanguage(c: BotContext): Promise<Lang> {
  const who = await groupMemberOf(c.app.core, { provider: 'telegram', subject: String(c.from!.id) });
  return who.language ?? languageOf(c.from!.language_code);
}

async function edit(c: BotContext, m: { text: string; keyboard: InlineKeyboard }): Promise<void> {
  await c.editMessageText(m.text, { ...html, reply_markup: m.keyboard });
}

groupPlanPickerFeature.callbackQuery(/^gpl:(\d{1,3})$/, async (c) => {
  if (!isGroup(c)) return void (await c.answerCallbackQuery());
  const lang: Lang = (await c.app.chatWords()).language;
  await edit(c, pickMessage(lang, await groupPlans(c, lang), Number(c.match[1])));
  await c.answerCallbackQuery();
});

/** The plan behind a key, or a popup saying the list is out of date. */
async function planOf(c: BotContext, lang: Lang, key: string) {
  const plan = findPlan(await groupPlans(c, lang), key);
  if (!plan) await c.answerCallbackQuery({ text: words.goneText(await ownLanguage(c)), show_alert: true });
  return plan;
}

/** A member who may not start one sees what the plan is and whom to ask; false for an admin. */
async function previewedToMember(c: BotContext, plan: { title: string; length: number; summary: string }) {
  if (await isChatAdmin(c)) return false;
  await c.answerCallbackQuery({ text: words.previewText(await ownLanguage(c), plan, true), show_alert: true });
  return true;
}

groupPlanPickerFeature.callbackQuery(/^gpc:([a-z0-9#-]{1,40})$/, async (c) => {
  if (!isGroup(c)) return void (await c.answerCallbackQuery());
  const lang: Lang = (await c.app.chatWords()).language;
  const plan = await planOf(c, lang, c.match[1]!);
  if (!plan || (await previewedToMember(c, plan))) return;
  const schedule = await getGroupSchedule(c.app.core, groupOf(c));
  if (schedule) await edit(c, whenMessage(lang, plan, schedule.postTime));
  else {
    const chat = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
    await edit(c, timeMessage(lang, plan, chat?.timeZone ?? 'UTC'));
  }
  await c.answerCallbackQuery();
});

// A group without a daily post sets its time here (the admin's tap is the /remind they would type).
groupPlanPickerFeature.callbackQuery(/^gpt:([a-z0-9#-]{1,40}):(\d{2})(\d{2})$/, async (c) => {
  if (!isGroup(c)) return void (await c.answerCallbackQuery());
  const lang: Lang = (await c.app.chatWords()).language;
  const plan = await planOf(c, lang, c.match[1]!);
  if (!plan || (await previewedToMember(c, plan))) return;
  const saved = await setTelegramGroupSchedule(c.app.core, {
    chatId: c.chat!.id,
    type: c.chat!.type === 'group' ? 'group' : 'supergroup',
    title: 'title' in c.chat! ? c.chat.title : null,
    reminderTime: `${c.match[2]}:${c.match[3]}`,
  });
  await edit(c, whenMessage(lang, plan, saved.reminderTime!));
  await c.answerCallbackQuery();
});

groupPlanPickerFeature.callbackQuery(/^gp([na]):([a-z0-9#-]{1,40})$/, async (c) => {
  if (!isGroup(c)) return void (await c.answerCallbackQuery());
  const lang: Lang = (await c.app.chatWords()).language;
  const plan = await planOf(c, lang, c.match[2]!);
  if (!plan || (await previewedToMember(c, plan))) return;
  const now = c.match[1] === 'n';
  const g = groupOf(c);
  let v;
  try {
    v = await startGroupPlan(c.app.core, { ...g, planId: plan.id, firstDayNow: now });
  } catch (e) {
    const r = groupPlanRefusal(e);
    if (!r) throw e;
    return void (await c.answerCallbackQuery({
      text: words.refusal(await ownLanguage(c), r.reason, r.details).replace(/<[^<>]+>/g, ''),
      show_alert: true,
    }));
  }
  const announce = {
    planTitle: v.run.planTitle,
    length: v.run.length,
    postTime: v.schedule!.postTime,
    timeZone: v.schedule!.timeZone,
  };
  if (!now) {
    await c.editMessageText(words.started(lang, { ...announce, startDate: v.run.startDate }), html);
    return void (await c.answerCallbackQuery());
  }
  await c.editMessageText(words.startedNow(lang, announce), html);
  await c.answerCallbackQuery();
  // Day 1 now, as the daily post draws a plan day (its ☑️ Done counts the same).
  const parts = (await getGroupPlanPost(c.app.core, { ...g, localDate: v.run.startDate })).filter(
    (p) => p.runId === v.run.id && p.kind === 'day',
  );
  await c.reply(groupPlansHtml(parts, c.app.appUrl, lang), {
    ...html,
    reply_markup: addGroupPlanButtons(new InlineKeyboard(), parts, lang),
  });
});
