/**
 * The words every channel uses for the rhythm (web, Telegram, Slack): one sentence, the same truth.
 * Pure and free of database imports, so the web client imports it too.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface RhythmFacts {
  streak: number;
  graceHeld?: number;
  graceKeptOn?: string | null;
  restDay?: number | null;
  pause?: { from: string; until: string } | null;
  today?: string;
}


/** "12-day streak · 1 grace day held · rest day Sunday" (and "· paused until March 14"). */
export function rhythmLine(f: RhythmFacts): string {
  const parts = [f.streak > 0 ? `${f.streak}-day streak` : 'No streak yet'];
  if ((f.graceHeld ?? 0) > 0) parts.push(`${f.graceHeld} grace ${f.graceHeld === 1 ? 'day' : 'days'} held`);
  if (f.restDay !== undefined && f.restDay !== null) parts.push(`rest day ${WEEKDAY_NAMES[f.restDay]}`);
  if (f.pause && f.today && f.pause.from <= f.today) parts.push(`paused until ${dayAndMonth(f.pause.until)}`);
  return parts.join(' · ');
}

/** "A grace day kept your streak on Sunday, March 8." or null when there is no such news. */
export function graceNews(f: RhythmFacts): string | null {
  if (!f.graceKeptOn) return null;
  return `A grace day kept your streak on ${weekdayAndDate(f.graceKeptOn)}.`;
}

/** "1 grace day held", or how many more days prayed earn the next one (one every 7). */
export function graceLine(graceHeld: number, towardNextGrace: number): string {
  if (graceHeld > 0) return `${graceHeld} grace ${graceHeld === 1 ? 'day' : 'days'} held`;
  const left = 7 - towardNextGrace;
  return `${left} more ${left === 1 ? 'day' : 'days'} prayed ${left === 1 ? 'earns' : 'earn'} a grace day`;
}

/** How grace days are earned, for help texts. */
export const GRACE_RULE = 'Every 7 days you pray earn a grace day (you can hold 2). A grace day covers a day you miss.';

export function pauseLine(pause: { from: string; until: string }, today: string): string {
  return pause.from > today
    ? `Your rhythm pauses from ${weekdayAndDate(pause.from)} to ${weekdayAndDate(pause.until)}.`
    : `Your rhythm is paused until ${weekdayAndDate(pause.until)}: no reminders, and your streak waits for you.`;
}


export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

/** "March 14" (the web's US style; i18n comes with issue 23) */
export function dayAndMonth(iso: string): string {
  const { m, d } = parts(iso);
  return `${MONTH_NAMES[m - 1]} ${d}`;
}

/** "Sunday, March 8" */
export function weekdayAndDate(iso: string): string {
  const p = parts(iso);
  return `${WEEKDAY_NAMES[p.weekday]}, ${MONTH_NAMES[p.m - 1]} ${p.d}`;
}

/**
 * The lines a chat's streak answer adds under the streak (Telegram /streak, Slack `/prayer streak`, App
 * Home): "✨ 1 grace day held · rest day Sunday", a pause, and the news of a grace day spent.
 */
export function rhythmDetails(f: RhythmFacts): string[] {
  const held = f.graceHeld ?? 0;
  const facts = [
    held > 0 ? graceLine(held, 0) : null,
    f.restDay !== undefined && f.restDay !== null ? `rest day ${WEEKDAY_NAMES[f.restDay]}` : null,
  ].filter(Boolean);
  const lines = facts.length > 0 ? [`✨ ${facts.join(' · ')}`] : [];
  if (f.pause && f.today) lines.push(`⏸ ${pauseLine(f.pause, f.today)}`);
  const news = graceNews(f);
  if (news) lines.push(`🕊 ${news}`);
  return lines;
}
