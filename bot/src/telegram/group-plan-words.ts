/**
 * Every word the Telegram bot says about a group's plan (decision 237), through the bot's catalogue
 * (`telegramGroupPlan.*`, English and Spanish). Each function takes the language first: the group's
 * for what the group sees, the member's own for what only they see.
 *
 * Values are HTML for Telegram unless the name ends in `Text` (popups, button labels: plain text).
 * Everything from outside (titles, passages, questions, chat names) is escaped by `rich`.
 */
import type { Language } from '@dps/db/content/languages';
import { raw, wordsFor } from './words';
import { zoneName } from '@dps/core/time/zone-display';
import { listDays, refusalKey, sayDate } from '../group-plan-say';

export type Lang = Language;



/** "day 1", "days 1 and 2", "los días 1, 2 y 4" (the days a member has waiting). */
export const sayDays = (lang: Lang, days: number[]): string =>
  wordsFor(lang).t('telegramGroupPlan.days', { count: days.length, list: listDays(lang, days) });

const t = (lang: Lang, key: string, values?: Record<string, string | number>) => wordsFor(lang).t(key, values);
const rich = (lang: Lang, key: string, values?: Parameters<ReturnType<typeof wordsFor>['rich']>[1]) =>
  wordsFor(lang).rich(key, values);

export const words = {
  /** The plan part of the group's daily post: its first line. */
  dayHeading: (lang: Lang, p: { planTitle: string; day: number; length: number }) =>
    rich(lang, 'telegramGroupPlan.dayHeading', p),
  read: (lang: Lang, passagesHtml: string) => rich(lang, 'telegramGroupPlan.read', { passages: raw(passagesHtml) }),
  question: (lang: Lang, q: string) => rich(lang, 'telegramGroupPlan.question', { question: q }),
  repliesHint: (lang: Lang) => rich(lang, 'telegramGroupPlan.repliesHint'),
  doneCount: (lang: Lang, n: number) => rich(lang, 'telegramGroupPlan.doneCount', { count: n }),
  doneButtonText: (lang: Lang) => t(lang, 'telegramGroupPlan.doneButton'),

  /** The summary, the day after the last day: "9 of 11 finished Psalms of Rest". Never who. */
  summary: (lang: Lang, s: { planTitle: string; length: number; members: number; finished: number }) =>
    s.members === 0
      ? rich(lang, 'telegramGroupPlan.summaryNoOne', { planTitle: s.planTitle })
      : rich(lang, 'telegramGroupPlan.summary', s),
  myPartButtonText: (lang: Lang) => t(lang, 'telegramGroupPlan.myPartButton'),
  whereAmIButtonText: (lang: Lang) => t(lang, 'telegramGroupPlan.whereAmIButton'),

  /** A member's popup after Done. */
  doneText: (lang: Lang, r: { day: number; marked: boolean; doneCount: number; finished: boolean }) => {
    const v = { day: r.day, count: r.doneCount };
    if (r.finished && r.marked) return t(lang, 'telegramGroupPlan.doneFinished', v);
    return r.marked ? t(lang, 'telegramGroupPlan.doneMarked', v) : t(lang, 'telegramGroupPlan.doneAlready', v);
  },
  sentPrivatelyText: (lang: Lang) => t(lang, 'telegramGroupPlan.sentPrivately'),

  /** A member's own place, in the private chat (only they see it). */
  position: (
    lang: Lang,
    p: { planTitle: string; chatTitle: string | null; length: number; dueThrough: number; done: number },
  ) =>
    rich(lang, 'telegramGroupPlan.position', {
      ...p,
      chatTitle: p.chatTitle ?? '',
      hasChat: p.chatTitle ? 'yes' : 'no',
    }),
  positionDay: (lang: Lang, d: { day: number; title: string; passagesHtml: string }) =>
    rich(lang, 'telegramGroupPlan.positionDay', { day: d.day, title: d.title, passages: raw(d.passagesHtml) }),
  positionFooter: (lang: Lang) => rich(lang, 'telegramGroupPlan.positionFooter'),
  upToDate: (lang: Lang, p: { planTitle: string; done: number; length: number }) =>
    rich(lang, 'telegramGroupPlan.upToDate', p),
  dayDoneButtonText: (lang: Lang, day: number, done: boolean) =>
    t(lang, 'telegramGroupPlan.dayDoneButton', { day, done: done ? 'yes' : 'no' }),
  /** The same in a popup (≤ 200 characters), when the bot cannot write to the member privately. */
  positionText: (lang: Lang, p: { planTitle: string; catchUp: number[] }) =>
    t(lang, 'telegramGroupPlan.positionPopup', {
      count: p.catchUp.length,
      planTitle: p.planTitle,
      days: p.catchUp.length ? sayDays(lang, p.catchUp) : '',
    }).slice(0, 200),

  /** A member's own result at the end (the notification, the "My part" button). */
  ownResultTitle: (lang: Lang, r: { planTitle: string; daysDone: number; length: number; finished: boolean }) =>
    t(lang, 'telegramGroupPlan.ownResultTitle', { ...r, finished: r.finished ? 'yes' : 'no' }),
  ownResultBody: (lang: Lang, r: { finished: boolean }) =>
    t(lang, 'telegramGroupPlan.ownResultBody', { finished: r.finished ? 'yes' : 'no' }),

  /** /plan in the group: the current plan, counts only. */
  current: (
    lang: Lang,
    v: {
      planTitle: string;
      length: number;
      startDate: string;
      endDate: string;
      dayToday: number | null;
      doneByDay: number[];
      dueThrough: number;
      postTime: string | null;
      timeZone: string | null;
    },
  ) => {
    const today =
      v.dayToday === null
        ? v.dueThrough === 0
          ? rich(lang, 'telegramGroupPlan.currentNotStarted')
          : ''
        : rich(lang, 'telegramGroupPlan.currentToday', { day: v.dayToday, length: v.length });
    const counts = v.doneByDay
      .slice(0, v.dueThrough)
      .map((n, i) => t(lang, 'telegramGroupPlan.currentCount', { day: i + 1, count: n }))
      .join(' · ');
    const post = v.postTime
      ? rich(lang, 'telegramGroupPlan.currentPost', { time: v.postTime, zone: zoneName(v.timeZone, lang) })
      : rich(lang, 'telegramGroupPlan.currentNoPost');
    return [
      rich(lang, 'telegramGroupPlan.current', {
        planTitle: v.planTitle,
        length: v.length,
        start: sayDate(lang, v.startDate),
        end: sayDate(lang, v.endDate),
      }),
      today,
      counts ? rich(lang, 'telegramGroupPlan.currentCounts', { counts }) : '',
      post,
    ]
      .filter(Boolean)
      .join('\n');
  },
  none: (lang: Lang) => rich(lang, 'telegramGroupPlan.none'),
  /** `/plan start` without a plan, or an unknown one: how to, with the plans to choose from. */
  usage: (lang: Lang, plans: { id: string; title: string; length: number }[]) =>
    [
      rich(lang, 'telegramGroupPlan.usage'),
      ...plans.map((p) => rich(lang, 'telegramGroupPlan.usagePlan', { id: p.id, title: p.title, length: p.length })),
    ].join('\n'),
  started: (
    lang: Lang,
    v: { planTitle: string; length: number; startDate: string; postTime: string; timeZone: string },
  ) =>
    rich(lang, 'telegramGroupPlan.started', {
      planTitle: v.planTitle,
      length: v.length,
      date: sayDate(lang, v.startDate),
      time: v.postTime,
      zone: zoneName(v.timeZone, lang),
    }),
  stopped: (lang: Lang, planTitle: string) => rich(lang, 'telegramGroupPlan.stopped', { planTitle }),
  adminsOnly: (lang: Lang) => rich(lang, 'telegramGroupPlan.adminsOnly'),
  onlyInGroups: (lang: Lang) => rich(lang, 'telegramGroupPlan.onlyInGroups'),
  badDate: (lang: Lang) => rich(lang, 'telegramGroupPlan.badDate'),

  /** The plans as buttons (decision 273): the list, its paging, the start steps, a member's preview. */
  pick: (lang: Lang, page: number, pages: number) => rich(lang, 'telegramGroupPlan.pick', { page, pages }),
  pickButtonText: (lang: Lang, p: { title: string; length: number }) =>
    t(lang, 'telegramGroupPlan.pickButton', { title: p.title, length: p.length }),
  pickPrevButtonText: (lang: Lang) => t(lang, 'telegramGroupPlan.pickPrevButton'),
  pickNextButtonText: (lang: Lang) => t(lang, 'telegramGroupPlan.pickNextButton'),
  askTime: (lang: Lang, p: { planTitle: string; length: number; timeZone: string }) =>
    rich(lang, 'telegramGroupPlan.askTime', { planTitle: p.planTitle, length: p.length, zone: zoneName(p.timeZone, lang) }),
  timeButtonText: (lang: Lang, time: string) => t(lang, 'telegramGroupPlan.timeButton', { time }),
  askWhen: (lang: Lang, p: { planTitle: string; length: number }) => rich(lang, 'telegramGroupPlan.askWhen', p),
  nowButtonText: (lang: Lang) => t(lang, 'telegramGroupPlan.nowButton'),
  atTimeButtonText: (lang: Lang, time: string) => t(lang, 'telegramGroupPlan.atTimeButton', { time }),
  startedNow: (lang: Lang, v: { planTitle: string; length: number; postTime: string; timeZone: string }) =>
    rich(lang, 'telegramGroupPlan.startedNow', {
      planTitle: v.planTitle,
      length: v.length,
      time: v.postTime,
      zone: zoneName(v.timeZone, lang),
    }),
  /** A popup (≤ 200 characters): what a plan is, and for a member who may not start it, whom to ask. */
  previewText: (lang: Lang, p: { title: string; length: number; summary: string }, askAdmin: boolean) => {
    const ask = askAdmin ? `\n\n${t(lang, 'telegramGroupPlan.askAdminPopup')}` : '';
    const head = t(lang, 'telegramGroupPlan.previewPopup', { planTitle: p.title, length: p.length, summary: p.summary });
    const room = 200 - ask.length;
    return (head.length > room ? `${head.slice(0, room - 1)}…` : head) + ask;
  },
  goneText: (lang: Lang) => t(lang, 'telegramGroupPlan.gone'),

  /** Why a group plan action was refused (core's `details.reason`). */
  refusal: (lang: Lang, reason: string, d: Record<string, unknown>) => {
    const key = refusalKey(reason);
    return wordsFor(lang).rich(`telegramGroupPlan.refusal.${key}`, {
      planTitle: String(d.planTitle ?? ''),
      date: d.earliest ? sayDate(lang, String(d.earliest)) : '',
    });
  },
};
