/** `/prayer streak`: the streak, the rhythm's facts and the week, only for the member. */
import { streakCard } from '@dps/core/progress/streak-card';
import { getRhythm } from '@dps/core/rhythm/get-rhythm';
import type { RhythmFacts } from '@dps/core/rhythm/rhythm-words';
import { getWeeklyProgress } from '@dps/core/progress/get-weekly';
import { localDate } from '@dps/core/time/local-day';
import { streakMessage, weekMarks } from '../../blocks/home-view';
import { weekdayAndDate, weekdayName, wordsFor, type Words } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { ephemeral, type Args } from './command-reply';

/**
 * The lines the streak answer adds under the streak: "✨ 1 grace day held · rest day Sunday", a
 * pause, and the news of a grace day spent (the facts are core's; the words the member's).
 */
export function rhythmLines(words: Words, f: RhythmFacts): string[] {
  const held = f.graceHeld ?? 0;
  const facts = [
    held > 0 ? words.t('slackCommands.streak.graceHeld', { count: held }) : null,
    f.restDay !== undefined && f.restDay !== null
      ? words.t('slackCommands.streak.restDay', { day: weekdayName(f.restDay, words) })
      : null,
  ].filter(Boolean);
  const lines = facts.length > 0 ? [`✨ ${facts.join(' · ')}`] : [];
  if (f.pause && f.today) {
    lines.push(
      f.pause.from > f.today
        ? words.t('slackCommands.streak.pauseComing', {
            from: weekdayAndDate(f.pause.from, words),
            until: weekdayAndDate(f.pause.until, words),
          })
        : words.t('slackCommands.streak.paused', { until: weekdayAndDate(f.pause.until, words) }),
    );
  }
  if (f.graceKeptOn) lines.push(words.t('slackCommands.streak.graceKept', { date: weekdayAndDate(f.graceKeptOn, words) }));
  return lines;
}

/** The streak as the web's card says it (decision 264): never "0 days". */
function streakHead(words: Words, streak: number, bestStreak: number): string[] {
  const card = streakCard(streak, bestStreak);
  if (card.state === 'begins') return [words.t('slackCommands.streak.beginsToday'), streakMessage(words, 0)];
  if (card.state === 'again')
    return [words.t('slackCommands.streak.startNew', { best: card.best }), words.t('slackCommands.streak.beginAgain')];
  return [words.t('slackCommands.streak.title', { streak: card.count, best: card.best }), streakMessage(words, card.count)];
}

export async function answerStreak(actor: SlackActor, respond: Args['respond']): Promise<void> {
  const words = wordsFor(actor.language);
  const [s, week] = await Promise.all([getRhythm(actor), getWeeklyProgress(actor)]);
  const today = localDate(actor.clock.now(), actor.timeZone);
  await respond(
    ephemeral(
      [
        ...streakHead(words, s.streak, s.bestStreak),
        ...rhythmLines(words, s),
        words.t('slackCommands.streak.week', { marks: weekMarks(words, week, today) }),
      ].join('\n'),
    ),
  );
}
