/** Day and time formatting on the person's own device (days are local calendar days). */

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a Date in the device's zone. */
export function toIsoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDay(now);
}

/** yyyy-MM-dd of the local day `days` after the one containing `from`. */
export function addDays(from: Date, days: number): string {
  return toIsoDay(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days));
}

/** The Sunday that starts the week containing `now`, as yyyy-MM-dd. */
export function weekStartSunday(now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  d.setDate(d.getDate() - d.getDay());
  return toIsoDay(d);
}

/** The 7 days yyyy-MM-dd from a Sunday. */
export function weekDays(sundayIso: string): string[] {
  const [y, m, day] = sundayIso.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 7 }, (_, i) => toIsoDay(new Date(y, m - 1, day + i)));
}

/** "Wednesday, June 25, 2025" */
export function longUsDate(d: Date = new Date()): string {
  return d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Parses an ISO instant, or a yyyy-MM-dd day as a local day (not UTC midnight). */
export function parseDateish(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(value);
}

/** "Jun 25, 2025" (MMM d, yyyy) */
export function shortDate(value: string): string {
  const d = parseDateish(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "3:05 PM" */
export function shortTime(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** "5m ago", "3h ago", "2d ago" */
export function timeAgo(timestamp: string | number | Date, now: number = Date.now()): string {
  const then = new Date(timestamp).getTime();
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
