/** The App Home tab: streak, this week, active goals and settings (refreshed after each change). */
import type { types } from '@slack/bolt';
import type { SlackHome } from '@dps/core/slack/get-slack-home';
import { slackEscape, truncate, userMrkdwn } from './text';

/** The streak card's words (SPEC section 4). */
export function streakMessage(streak: number): string {
  if (streak <= 0) return 'Start your prayer journey today!';
  if (streak === 1) return 'Great start! Keep going.';
  return "Keep going! You're building a beautiful habit.";
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The week as seven marks: ✅ prayed, 🔵 today (not yet), ▫️ not done. */
export function weekMarks(week: SlackHome['week'], today: string): string {
  return week.map((d, i) => `${DAY_NAMES[i]} ${d.completed ? '✅' : d.date === today ? '🔵' : '▫️'}`).join('   ');
}

function bar(percent: number): string {
  const filled = Math.round(percent / 10);
  return '▰'.repeat(filled) + '▱'.repeat(10 - filled);
}

export function homeView(home: SlackHome, opts: { appName: string; appUrl: string }): types.HomeView {
  const s = home.settings;
  const goals: types.KnownBlock[] =
    home.goals.length === 0
      ? [{ type: 'section', text: { type: 'mrkdwn', text: 'No active goals yet. Set one on the web: `/prayer web goals`.' } }]
      : home.goals.slice(0, 10).map((g) => ({
          type: 'section',
          text: userMrkdwn(
            `*${truncate(slackEscape(g.title, { inline: true }), 200)}*\n${bar(g.percent)}  ${g.daysCompleted}/${g.targetDays} days (${g.percent}%)`,
          ),
        }));
  const reminder = s.dailyReminders
    ? `⏰ Daily reminder: *on* at *${s.reminderTime}* (${s.timeZone}). I send you the prayer by DM.`
    : '⏰ Daily reminder: *off*.';
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
      {
        type: 'section',
        block_id: 'home_streak',
        text: {
          type: 'mrkdwn',
          text: `🔥 *${home.streak} Day Streak!*   ·   Best: ${home.bestStreak} ${home.bestStreak === 1 ? 'day' : 'days'}\n${streakMessage(home.streak)}`,
        },
      },
      {
        type: 'section',
        block_id: 'home_week',
        text: { type: 'mrkdwn', text: `*This week*\n${weekMarks(home.week, home.today)}` },
      },
      { type: 'divider' },
      { type: 'section', block_id: 'home_goals_title', text: { type: 'mrkdwn', text: '*Your goals*' } },
      ...goals,
      { type: 'divider' },
      {
        type: 'section',
        block_id: 'home_settings',
        text: {
          type: 'mrkdwn',
          text: `*Settings*\n${reminder}\n🔔 Notifications by DM: *${home.notifyByDm ? 'on' : 'off'}*\n🌍 Time zone: ${s.timeZone}`,
        },
      },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: `Change the reminder with \`/prayer remind 8am\` or \`/prayer remind off\`, the time zone with \`/prayer timezone Berlin\` (your city), notifications with \`/prayer notify on\` or \`off\`. Everything else: \`/prayer web\` opens ${slackEscape(opts.appName, { inline: true })} on the web, signed in.`,
          },
        ],
      },
    ],
  };
}
