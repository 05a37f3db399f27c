/**
 * Every word the Slack app says about a channel's plan (decision 237), through the bot's catalogue
 * (`slackGroupPlan.*`, English and Spanish). Each function takes the language first: the channel's
 * for what the channel sees, the member's own for what only they see.
 *
 * Values are Slack mrkdwn unless the name ends in `Text` (plain_text: button labels). Everything
 * from outside (titles, passages, questions) goes through slackEscape here.
 */
import type { Language } from '@dps/db/content/languages';
import { zoneName } from '@dps/core/time/zone-display';
import { slackEscape } from './blocks/text';
import { wordsFor } from './slack-language';
import { listDays, refusalKey, sayDate } from '../group-plan-say';

export type Lang = Language;

const e = (s: string) => slackEscape(s, { inline: true });
const t = (lang: Lang, key: string, values?: Record<string, string | number>) => wordsFor(lang).t(key, values);


/** "day 1", "days 1 and 2", "los días 1, 2 y 4" (the days a member has waiting). */
export const sayDays = (lang: Lang, days: number[]): string =>
  wordsFor(lang).t('slackGroupPlan.days', { count: days.length, list: listDays(lang, days) });

const yes = (b: boolean) => (b ? 'yes' : 'no');

export const words = {
  /** The plan part of the channel's daily post. */
  day: (
    lang: Lang,
    p: { planTitle: string; day: number; length: number; title: string; passages: string; question: string | null },
  ) =>
    [
      t(lang, 'slackGroupPlan.dayHeading', { planTitle: e(p.planTitle), day: p.day, length: p.length }),
      `*${e(p.title)}*`,
      t(lang, 'slackGroupPlan.read', { passages: p.passages }),
      ...(p.question
        ? [t(lang, 'slackGroupPlan.question', { question: e(p.question) }), t(lang, 'slackGroupPlan.threadHint')]
        : []),
    ].join('\n'),
  /** The plan day's first line as plain fallback text (a message's `text` beside its blocks). */
  dayHeadingText: (lang: Lang, p: { planTitle: string; day: number; length: number }) =>
    t(lang, 'slackGroupPlan.dayHeading', { planTitle: e(p.planTitle), day: p.day, length: p.length }),
  doneCount: (lang: Lang, n: number) => t(lang, 'slackGroupPlan.doneCount', { count: n }),
  doneButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.doneButton'),
  summary: (lang: Lang, s: { planTitle: string; length: number; members: number; finished: number }) =>
    s.members === 0
      ? t(lang, 'slackGroupPlan.summaryNoOne', { planTitle: e(s.planTitle) })
      : t(lang, 'slackGroupPlan.summary', { ...s, planTitle: e(s.planTitle) }),
  myPartButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.myPartButton'),
  whereAmIButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.whereAmIButton'),
  dayDoneButtonText: (lang: Lang, day: number, done: boolean) =>
    t(lang, 'slackGroupPlan.dayDoneButton', { day, done: yes(done) }),

  /** The member's own answer after Done (only they see it). */
  done: (lang: Lang, r: { day: number; marked: boolean; doneCount: number; finished: boolean }) => {
    const v = { day: r.day, count: r.doneCount };
    if (r.finished && r.marked) return t(lang, 'slackGroupPlan.doneFinished', v);
    return r.marked ? t(lang, 'slackGroupPlan.doneMarked', v) : t(lang, 'slackGroupPlan.doneAlready', v);
  },
  /** A member's own place (ephemeral: only they see it). */
  position: (lang: Lang, p: { planTitle: string; length: number; dueThrough: number; done: number }) =>
    t(lang, 'slackGroupPlan.position', { ...p, planTitle: e(p.planTitle) }),
  positionDay: (lang: Lang, d: { day: number; title: string; passages: string }) =>
    t(lang, 'slackGroupPlan.positionDay', { day: d.day, title: e(d.title), passages: d.passages }),
  positionFooter: (lang: Lang) => t(lang, 'slackGroupPlan.positionFooter'),
  upToDate: (lang: Lang, p: { planTitle: string; done: number; length: number }) =>
    t(lang, 'slackGroupPlan.upToDate', { ...p, planTitle: e(p.planTitle) }),
  ownResultTitle: (lang: Lang, r: { planTitle: string; daysDone: number; length: number; finished: boolean }) =>
    t(lang, 'slackGroupPlan.ownResultTitle', { ...r, finished: yes(r.finished) }),
  ownResultBody: (lang: Lang, r: { finished: boolean }) =>
    t(lang, 'slackGroupPlan.ownResultBody', { finished: yes(r.finished) }),

  /** `/prayer plan`: the channel's plan, counts only. */
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
    const counts = v.doneByDay
      .slice(0, v.dueThrough)
      .map((n, i) => t(lang, 'slackGroupPlan.currentCount', { day: i + 1, count: n }))
      .join(' · ');
    return [
      t(lang, 'slackGroupPlan.current', {
        planTitle: e(v.planTitle),
        length: v.length,
        start: sayDate(lang, v.startDate),
        end: sayDate(lang, v.endDate),
      }),
      v.dayToday !== null
        ? t(lang, 'slackGroupPlan.currentToday', { day: v.dayToday, length: v.length })
        : v.dueThrough === 0
          ? t(lang, 'slackGroupPlan.currentNotStarted')
          : '',
      counts ? t(lang, 'slackGroupPlan.currentCounts', { counts }) : '',
      v.postTime
        ? t(lang, 'slackGroupPlan.currentPost', { time: v.postTime, zone: e(zoneName(v.timeZone, lang)) })
        : t(lang, 'slackGroupPlan.currentNoPost'),
    ]
      .filter(Boolean)
      .join('\n');
  },
  none: (lang: Lang) => t(lang, 'slackGroupPlan.none'),
  usage: (lang: Lang, plans: { id: string; title: string; length: number }[]) =>
    [
      t(lang, 'slackGroupPlan.usage'),
      ...plans.map((p) => t(lang, 'slackGroupPlan.usagePlan', { id: p.id, title: e(p.title), length: p.length })),
    ].join('\n'),
  started: (
    lang: Lang,
    v: { who: string; planTitle: string; length: number; startDate: string; postTime: string; timeZone: string },
  ) =>
    t(lang, 'slackGroupPlan.started', {
      who: `<@${v.who}>`,
      planTitle: e(v.planTitle),
      date: sayDate(lang, v.startDate),
      length: v.length,
      time: v.postTime,
      zone: e(zoneName(v.timeZone, lang)),
    }),
  stopped: (lang: Lang, who: string, planTitle: string) =>
    t(lang, 'slackGroupPlan.stopped', { who: `<@${who}>`, planTitle: e(planTitle) }),
  standing: (lang: Lang) => t(lang, 'slackGroupPlan.standing'),
  inChannelOnly: (lang: Lang) => t(lang, 'slackGroupPlan.inChannelOnly'),
  badDate: (lang: Lang) => t(lang, 'slackGroupPlan.badDate'),
  /** The plans as buttons (decision 273): the list, its paging, the start steps, a member's preview. */
  pick: (lang: Lang, page: number, pages: number) => t(lang, 'slackGroupPlan.pick', { page, pages }),
  /** A button label (plain text, at most Slack's 75 characters). */
  pickButtonText: (lang: Lang, p: { title: string; length: number }) => {
    const s = t(lang, 'slackGroupPlan.pickButton', { title: p.title, length: p.length });
    return s.length > 75 ? `${s.slice(0, 74)}…` : s;
  },
  chooseButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.chooseButton'),
  timePlaceholderText: (lang: Lang) => t(lang, 'slackGroupPlan.timePlaceholder'),
  pickPrevButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.pickPrevButton'),
  pickNextButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.pickNextButton'),
  askTime: (lang: Lang, p: { planTitle: string; length: number; timeZone: string }) =>
    t(lang, 'slackGroupPlan.askTime', { planTitle: e(p.planTitle), length: p.length, zone: e(zoneName(p.timeZone, lang)) }),
  timeButtonText: (lang: Lang, time: string) => t(lang, 'slackGroupPlan.timeButton', { time }),
  askWhen: (lang: Lang, p: { planTitle: string; length: number }) =>
    t(lang, 'slackGroupPlan.askWhen', { planTitle: e(p.planTitle), length: p.length }),
  nowButtonText: (lang: Lang) => t(lang, 'slackGroupPlan.nowButton'),
  atTimeButtonText: (lang: Lang, time: string) => t(lang, 'slackGroupPlan.atTimeButton', { time }),
  startedNow: (lang: Lang, v: { who: string; planTitle: string; length: number; postTime: string; timeZone: string }) =>
    t(lang, 'slackGroupPlan.startedNow', {
      who: `<@${v.who}>`,
      planTitle: e(v.planTitle),
      length: v.length,
      time: v.postTime,
      zone: e(zoneName(v.timeZone, lang)),
    }),
  preview: (lang: Lang, p: { title: string; length: number; summary: string }, askStanding: boolean) =>
    [
      t(lang, 'slackGroupPlan.preview', { planTitle: e(p.title), length: p.length, summary: e(p.summary) }),
      ...(askStanding ? [t(lang, 'slackGroupPlan.askStanding')] : []),
    ].join('\n\n'),
  gone: (lang: Lang) => t(lang, 'slackGroupPlan.gone'),
  refusal: (lang: Lang, reason: string, d: Record<string, unknown>) => {
    const key = refusalKey(reason);
    return wordsFor(lang).t(`slackGroupPlan.refusal.${key}`, {
      planTitle: e(String(d.planTitle ?? '')),
      date: d.earliest ? sayDate(lang, String(d.earliest)) : '',
    });
  },
};
