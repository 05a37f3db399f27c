import { sayTimeOfDay } from '../time/parse-time-of-day';
import { zoneCity } from '../time/resolve-zone';
import type { LinkPreview, LinkSideSettings } from './link-codes';

/** 'Berlin' for a zone, 'not set' for none. */
const sayZone = (zone: string | null) => (zone ? zoneCity(zone) : 'not set');

const sayReminder = (time: string | null) => (time ? sayTimeOfDay(time) : 'off');

/**
 * The settings part of the question (plain text), when the two sides differ: one line per setting
 * and the two choices' button labels. Every channel shows these words.
 */
export function linkSettingsText(p: LinkPreview): {
  intro: string;
  lines: string[];
  keepChat: string;
  keepWeb: string;
} | null {
  const s = p.settings;
  if (!s) return null;
  const lines: string[] = [];
  const summary = (side: LinkSideSettings) =>
    [s.zoneDiffers && sayZone(side.timeZone), s.reminderDiffers && sayReminder(side.reminderTime)]
      .filter(Boolean)
      .join(', ');
  if (s.zoneDiffers) lines.push(`Time zone: ${s.chat.timeZone} here, ${s.web.timeZone} on the web account.`);
  if (s.reminderDiffers)
    lines.push(
      `Daily prayer: ${s.chat.reminderTime ? `at ${sayReminder(s.chat.reminderTime)}` : 'off'} here, ${s.web.reminderTime ? `at ${sayReminder(s.web.reminderTime)}` : 'off'} on the web account.`,
    );
  return {
    intro: 'Your settings differ. Choose which to keep; the other is replaced everywhere:',
    lines,
    keepChat: `Connect, keep this chat's (${summary(s.chat)})`,
    keepWeb: `Connect, keep the web's (${summary(s.web)})`,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of the confirmation every channel shows (plain text: each front end escapes and
 * styles it): which account, and — when the chat has history — that it joins that account and its
 * owner will see it.
 */
export function linkConfirmationText(p: LinkPreview): {
  heading: string;
  account: string;
  warning: string | null;
  question: string;
} {
  const name = p.into.firstName.trim() || 'this person';
  const account = p.into.maskedEmail ? `${name} (${p.into.maskedEmail})` : name;
  const parts = [
    p.history.prayers && plural(p.history.prayers, 'prayer prayed', 'prayers prayed'),
    p.history.reflections && plural(p.history.reflections, 'reflection', 'reflections'),
    p.history.ownPrayers && plural(p.history.ownPrayers, 'prayer of your own', 'prayers of your own'),
    p.history.favorites && plural(p.history.favorites, 'saved prayer', 'saved prayers'),
    p.history.goals && plural(p.history.goals, 'goal', 'goals'),
  ].filter(Boolean);
  return {
    heading: 'Connect this chat to a web account?',
    account,
    warning: p.hasHistory
      ? `This chat already has history: ${parts.join(', ')}. If you connect, all of it joins ${name}'s account and whoever owns that account will see it, including your private reflections and prayers.`
      : null,
    question: 'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
  };
}
