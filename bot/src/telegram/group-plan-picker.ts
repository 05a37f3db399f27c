/**
 * The group's plans as buttons (decision 273): `/plan` in a group that reads none, and `/plan start`
 * without a plan, answer with the plans in the group's language, a page at a time. Each button
 * carries a short key of its plan (Telegram allows 64 bytes of callback data): the plan's own id
 * when it fits, else a hash of it that ./features/group-plan-picker.ts finds again in the list.
 */
import { InlineKeyboard } from 'grammy';
import type { PlanSummary } from '@dps/core/plans/plan-library';
import { words, type Lang } from './group-plan-words';

/** Plans per page: short enough to read on a phone without scrolling. */
export const PICK_PAGE_SIZE = 6;
/** The times offered to a group that has no daily post yet. */
export const PICK_TIMES = ['07:00', '08:00', '12:00', '18:00', '20:00', '21:00'] as const;

/** A plan's key in callback data: its id when short, else '#' and a base-36 FNV-1a hash of it. */
export function planKey(id: string): string {
  if (id.length <= 40) return id;
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return `#${h.toString(36)}`;
}

export const findPlan = <P extends { id: string }>(plans: readonly P[], key: string): P | undefined =>
  plans.find((p) => planKey(p.id) === key);

/** Callback data of the picker's buttons (each under 64 bytes: a key is at most 40). */
export const pickCb = {
  page: (page: number) => `gpl:${page}`,
  choose: (key: string) => `gpc:${key}`,
  time: (key: string, time: string) => `gpt:${key}:${time.replace(':', '')}`,
  now: (key: string) => `gpn:${key}`,
  atTime: (key: string) => `gpa:${key}`,
};

/** One page of the list: its words and its buttons (a plan a row, then ‹ Back / More ›). */
export function pickMessage(
  lang: Lang,
  plans: readonly PlanSummary[],
  page: number,
): { text: string; keyboard: InlineKeyboard } {
  const pages = Math.max(1, Math.ceil(plans.length / PICK_PAGE_SIZE));
  const p = Math.min(Math.max(page, 1), pages);
  const kb = new InlineKeyboard();
  for (const plan of plans.slice((p - 1) * PICK_PAGE_SIZE, p * PICK_PAGE_SIZE))
    kb.text(words.pickButtonText(lang, plan), pickCb.choose(planKey(plan.id))).row();
  if (p > 1) kb.text(words.pickPrevButtonText(lang), pickCb.page(p - 1));
  if (p < pages) kb.text(words.pickNextButtonText(lang), pickCb.page(p + 1));
  return { text: words.pick(lang, p, pages), keyboard: kb };
}

/** "First day now" or "with the daily post (08:00)". */
export function whenMessage(
  lang: Lang,
  plan: PlanSummary,
  postTime: string,
): { text: string; keyboard: InlineKeyboard } {
  const key = planKey(plan.id);
  return {
    text: words.askWhen(lang, { planTitle: plan.title, length: plan.length }),
    keyboard: new InlineKeyboard()
      .text(words.nowButtonText(lang), pickCb.now(key))
      .row()
      .text(words.atTimeButtonText(lang, postTime), pickCb.atTime(key)),
  };
}

/** A group without a daily post: its time first (in the group's zone), then the same question. */
export function timeMessage(
  lang: Lang,
  plan: PlanSummary,
  timeZone: string,
): { text: string; keyboard: InlineKeyboard } {
  const key = planKey(plan.id);
  const kb = new InlineKeyboard();
  PICK_TIMES.forEach((time, i) => {
    kb.text(words.timeButtonText(lang, time), pickCb.time(key, time));
    if (i % 3 === 2) kb.row();
  });
  return { text: words.askTime(lang, { planTitle: plan.title, length: plan.length, timeZone }), keyboard: kb };
}
