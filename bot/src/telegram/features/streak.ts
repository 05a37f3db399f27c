/** /streak: current and best streak, grace days, rest day and pause, and this week as seven marks. */
import { Composer } from 'grammy';
import { streakCard } from '@dps/core/progress/streak-card';
import { getRhythm } from '@dps/core/rhythm/get-rhythm';
import type { RhythmFacts } from '@dps/core/rhythm/rhythm-words';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { localDate } from '@dps/core/time/local-day';
import type { BotContext } from '../bot-context';
import { weekdayAndDate, weekdayName, weekMarks } from '../format';
import type { Words } from '../words';

export const streakFeature = new Composer<BotContext>();

/**
 * The streak and its encouragement, as the web's card says them (decision 264): counted once there
 * is one; otherwise "Your streak begins today", or "Start a new streak today" after one ended.
 */
export function streakHeadLines(words: Words, streak: number, bestStreak: number): string[] {
  const { rich } = words;
  const card = streakCard(streak, bestStreak);
  if (card.state === 'begins') return [rich('telegramProgress.streak.beginsToday'), streakLine(words, 0)];
  if (card.state === 'again')
    return [
      rich('telegramProgress.streak.startNew'),
      rich('telegramProgress.streak.beginAgain'),
      rich('telegramProgress.streak.best', { count: card.best }),
    ];
  return [
    rich('telegramProgress.streak.heading', { count: card.count }),
    streakLine(words, card.count),
    rich('telegramProgress.streak.best', { count: card.best }),
  ];
}

/** The streak card's encouragement (SPEC section 4). */
export function streakLine(words: Words, streak: number): string {
  const { rich } = words;
  if (streak === 0) return rich('telegramProgress.streak.start');
  if (streak === 1) return rich('telegramProgress.streak.greatStart');
  return rich('telegramProgress.streak.keepGoing');
}

/**
 * The lines under the streak (the same facts as core's rhythmDetails, in the reader's language):
 * "✨ 1 grace day held · rest day Sunday", a pause, and the news of a grace day spent.
 */
export function rhythmLines(words: Words, f: RhythmFacts): string[] {
  const { rich, language } = words;
  const held = f.graceHeld ?? 0;
  const facts = [
    held > 0 ? rich('telegramProgress.rhythm.graceHeld', { count: held }) : null,
    f.restDay !== undefined && f.restDay !== null
      ? rich('telegramProgress.rhythm.restDay', { day: weekdayName(f.restDay, language) })
      : null,
  ].filter(Boolean);
  const lines = facts.length > 0 ? [`✨ ${facts.join(' · ')}`] : [];
  if (f.pause && f.today) {
    const until = weekdayAndDate(f.pause.until, language);
    lines.push(
      f.pause.from > f.today
        ? rich('telegramProgress.rhythm.pauseAhead', { from: weekdayAndDate(f.pause.from, language), until })
        : rich('telegramProgress.rhythm.paused', { until }),
    );
  }
  if (f.graceKeptOn) {
    lines.push(rich('telegramProgress.rhythm.graceKept', { date: weekdayAndDate(f.graceKeptOn, language) }));
  }
  return lines;
}

streakFeature.command('streak', async (c) => {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const { rich } = words;
  const rhythm = await getRhythm(actor);
  const { streak, bestStreak } = rhythm;
  const week = await getWeeklyProgress(actor, {});
  const today = localDate(actor.clock.now(), actor.timeZone);
  await c.reply(
    [
      ...streakHeadLines(words, streak, bestStreak),
      ...rhythmLines(words, rhythm),
      '',
      rich('telegramProgress.streak.thisWeek'),
      weekMarks(week, today, words.language),
    ].join('\n'),
    { parse_mode: 'HTML' },
  );
});
