/**
 * The words of Today's streak card, here once for the card and for the copy of Today put into the
 * HTML (decision 115), in the person's language (`t` from useI18n, or the server's translator). A
 * person with no streak and no best yet is not greeted with a "0".
 */

import { streakCard } from '@dps/core/progress/streak-card';

type T = (key: string, values?: Record<string, string | number>) => string;

/** The line under the streak number. */
export function streakMessage(streak: number, t: T): string {
  if (streak <= 0) return t('today.streak.start');
  if (streak === 1) return t('today.streak.greatStart');
  return t('today.streak.keepGoing');
}

/**
 * What the card says: `count` is shown big before "Day Streak!" when there is a streak; without
 * one, a sentence instead (`count` null). `best` is the "Personal best" words, shown only once
 * there has been a streak.
 */
export function streakCardText(
  streak: number,
  bestStreak: number,
  t: T,
): { count: number | null; heading: string; message: string; best: string | null } {
  const card = streakCard(streak, bestStreak);
  if (card.state === 'counting')
    return {
      count: card.count,
      heading: t('today.streak.days', { count: card.count }),
      message: streakMessage(card.count, t),
      best: t('today.streak.personalBest', { count: card.best }),
    };
  if (card.state === 'again')
    return {
      count: null,
      heading: t('today.streak.startNew'),
      message: t('today.streak.beginAgain'),
      best: t('today.streak.personalBest', { count: card.best }),
    };
  return { count: null, heading: t('today.streak.beginsToday'), message: streakMessage(0, t), best: null };
}
