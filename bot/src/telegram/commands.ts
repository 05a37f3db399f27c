/** The commands Telegram shows in its menu (setMyCommands) and the /help text. */
import { escapeHtml } from './format';

export const COMMANDS: { command: string; description: string }[] = [
  { command: 'today', description: "Today's prayer and scripture" },
  { command: 'streak', description: 'Your streak and this week' },
  { command: 'goals', description: 'Your prayer goals' },
  { command: 'newgoal', description: 'New goal: /newgoal 21 Pray every morning' },
  { command: 'topics', description: 'Prayers by topic' },
  { command: 'myprayer', description: 'Write your own prayer' },
  { command: 'reflect', description: "Reflect on today's prayer" },
  { command: 'verse', description: 'A Bible passage: /verse John 3:16' },
  { command: 'plans', description: 'Reading plans: browse and start one' },
  { command: 'request', description: 'Share a prayer request: /request Healing for my mother' },
  { command: 'settings', description: 'Your reminder and time zone' },
  { command: 'remind', description: 'Daily prayer at a time: /remind 8am or /remind off' },
  { command: 'notify', description: 'Prayers for you, likes, replies here: /notify on or off' },
  { command: 'language', description: 'Your language: /language en or /language es' },
  { command: 'timezone', description: 'Set your time zone: /timezone Berlin' },
  { command: 'link', description: 'Connect your web account: /link CODE' },
  { command: 'web', description: 'Open the web app, signed in: /web or /web wall' },
  { command: 'unlink', description: 'Disconnect this chat from your account' },
  { command: 'help', description: 'What I can do' },
  { command: 'cancel', description: 'Stop what you are doing' },
];

export function helpHtml(appName: string, botUsername?: string): string {
  const inline = botUsername ? `@${escapeHtml(botUsername)}` : 'my @name';
  return [
    `<b>${escapeHtml(appName)}</b> — here is what I can do:`,
    '',
    "/today — today's prayer with its scripture; tap 🙏 Pray when you have prayed",
    '/streak — your streak and this week',
    '/goals — your goals · /newgoal 21 Pray every morning',
    '/topics — prayers for hope, peace, wisdom, healing, strength and gratitude',
    '/myprayer — write your own prayer, private or shared',
    "/reflect — write a reflection on today's prayer",
    `/verse John 3:16 — a Bible passage (WEB, KJV or RV1909: /verse Juan 3:16 RV1909); in a private chat with me just send the reference, and in any chat type ${inline} John 3:16 to share one`,
    '/plans — reading plans of 5 to 30 days (and The Bible in a Year): start one, and each day comes with your daily prayer',
    '/request Healing for my mother — share a prayer request with this group and the prayer wall · /request anonymous … to ask without your name',
    '/settings — your daily reminder and time zone',
    '/remind 8am — the daily prayer every day at 8:00 am · /remind off to stop',
    '/notify off — stop telling you here when someone prays for you, likes or replies to your reflection, or you reach a goal or a streak milestone (on until you turn it off) · /notify on to start again',
    '/language es — your language (English or Español), the same on every channel',
    '/timezone Berlin — set your time zone by city or abbreviation like EST (or share your location)',
    '/link CODE — connect your web account (the code is on your Profile page)',
    '/web — open the web app signed in (a link for you only) · /web wall, /web goals, /web profile',
    '/unlink — disconnect this chat from your account',
    '/cancel — stop what you are doing',
  ].join('\n');
}
