/** The App Home tab: streak, this week, active goals and settings (refreshed after each change), in the member's language. */
import { zoneName } from '@dps/core/time/zone-display';
import type { types } from '@slack/bolt';
import { streakCard } from '@dps/core/progress/streak-card';
import type { SlackHome } from '@dps/core/slack/get-slack-home';
import { languageName, shortWeekday, type Words } from '../slack-language';
import { homeInviteBlocks } from '../listeners/actions/home-invite-actions';
import { slackEscape, truncate, userMrkdwn } from './text';

/** The Home tab's streak, as the web's card says it (decision 264): never "0 days". */
export function homeStreakText(words: Words, streak: number, bestStreak: number): string {
  const card = streakCard(streak, bestStreak);
  if (card.state === 'begins') return `${words.t('slackHome.streak.beginsToday')}\n${streakMessage(words, 0)}`;
  if (card.state === 'again')
    return `${words.t('slackHome.streak.startNew', { best: card.best })}\n${words.t('slackHome.streak.beginAgain')}`;
  return `${words.t('slackHome.streakLine', { streak: card.count, best: card.best })}\n${streakMessage(words, card.count)}`;
}

/** The streak card's words (SPEC section 4). */
export function streakMessage(words: Words, streak: number): string {
  if (streak <= 0) return words.t('slackHome.streak.start');
  if (streak === 1) return words.t('slackHome.streak.one');
  return words.t('slackHome.streak.more');
}

/** The week as seven marks: ✅ prayed, 🔵 today (not yet), ▫️ not done; each day's short name in the member's language. */
export function weekMarks(words: Words, week: SlackHome['week'], today: string): string {
  return week
    .map((d) => `${shortWeekday(d.date, words)} ${d.completed ? '✅' : d.date === today ? '🔵' : '▫️'}`)
    .join('   ');
}

function bar(percent: number): string {
  const filled = Math.round(percent / 10);
  return '▰'.repeat(filled) + '▱'.repeat(10 - filled);
}

export function homeView(words: Words, home: SlackHome, opts: { appName: string; appUrl: string }): types.HomeView {
  const s = home.settings;
  const goals: types.KnownBlock[] =
    home.goals.length === 0
      ? [{ type: 'section', text: { type: 'mrkdwn', text: words.t('slackHome.noGoals') } }]
      : home.goals.slice(0, 10).map((g) => ({
          type: 'section',
          text: userMrkdwn(
            words.t('slackHome.goal', {
              title: truncate(slackEscape(g.title, { inline: true }), 200),
              bar: bar(g.percent),
              done: g.daysCompleted,
              days: g.targetDays,
              percent: g.percent,
            }),
          ),
        }));
  const reminder = s.dailyReminders
    ? words.t('slackHome.reminderOn', { time: s.reminderTime, zone: zoneName(s.timeZone, words.language) })
    : words.t('slackHome.reminderOff');
  const appName = slackEscape(opts.appName, { inline: true });
  return {
    type: 'home',
    blocks: [
      {
        type: 'header',
        text: {
          type: 'plain_text',
          text: truncate(`🙏 ${slackEscape(opts.appName, { type: 'plain_text', inline: true })}`, 150),
          emoji: true,
        },
      },
      // A newcomer (no streak ever, no daily prayer) is invited first, as in Telegram (decision 264).
      ...(home.bestStreak === 0 && home.streak === 0 && !s.dailyReminders ? homeInviteBlocks(words) : []),
      {
        type: 'section',
        block_id: 'home_streak',
        text: {
          type: 'mrkdwn',
          text: homeStreakText(words, home.streak, home.bestStreak),
        },
      },
      {
        type: 'section',
        block_id: 'home_week',
        text: { type: 'mrkdwn', text: `${words.t('slackHome.thisWeek')}\n${weekMarks(words, home.week, home.today)}` },
      },
      { type: 'divider' },
      { type: 'section', block_id: 'home_goals_title', text: { type: 'mrkdwn', text: words.t('slackHome.goalsTitle') } },
      ...goals,
      { type: 'divider' },
      {
        type: 'section',
        block_id: 'home_settings',
        text: {
          type: 'mrkdwn',
          text: [
            words.t('slackHome.settingsTitle'),
            reminder,
            words.t(home.notifyByDm ? 'slackHome.notifyOn' : 'slackHome.notifyOff'),
            words.t('slackHome.timeZone', { zone: zoneName(s.timeZone, words.language) }),
            words.t('slackHome.language', { language: languageName(s.language, words) }),
          ].join('\n'),
        },
      },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: words.t('slackHome.howToChange', { appName }),
          },
        ],
      },
    ],
  };
}
