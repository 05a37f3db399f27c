/**
 * What both chats' group-plan words say the same way (telegram/group-plan-words.ts and
 * slack/group-plan-words.ts): a date in a sentence, a list of days, and which refusals have words.
 */
import type { GroupPlanRefusal } from '@dps/core/plans/group-plan-runs';
import type { Language as Lang } from '@dps/db/content/languages';

/** "Tuesday, May 5" / "martes 5 de mayo" for a local date, as it reads inside a sentence. */
export function sayDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${isoDate}T12:00:00Z`))
    .replace(',', lang === 'es' ? '' : ',');
}

/** "1, 2, and 4" / "1, 2 y 4": the day numbers as the language lists them. */
export function listDays(lang: Lang, days: number[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(days.map(String));
}

/*
 * Which of core's group-plan refusals (`details.reason`, core/src/plans/group-plan-runs.ts) the
 * chats say in their own words; any other reason is said with the catalogues' `refusal.other`.
 * Both channels' catalogues (telegramGroupPlan, slackGroupPlan) have a message for each of these.
 */

const SAID = new Set<GroupPlanRefusal>([
  'no_schedule',
  'plan_not_found',
  'already_reading',
  'start_too_early',
  'start_too_far',
  'not_reading',
  'stopped',
  'not_yet',
]);

/** The catalogue key's last part for a refusal's reason. */
export function refusalKey(reason: string): GroupPlanRefusal | 'other' {
  return SAID.has(reason as GroupPlanRefusal) ? (reason as GroupPlanRefusal) : 'other';
}
