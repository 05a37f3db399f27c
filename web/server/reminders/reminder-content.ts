/** What a reminder says, on every web channel: the prayer's title and its first line. */
import type { DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { coreText } from '@dps/core/i18n/core-text';
import type { Language } from '@dps/db/content/languages';

/** The first non-empty line of a prayer, cut at a word near `max` characters. */
export function firstLine(text: string, max = 160): string {
  const line =
    text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The JSON the service worker receives (web/src/sw.ts shows it). Small: push payloads stop near 4 KB. */
export interface PushReminderPayload {
  type: 'daily_prayer';
  /** The person's language: the service worker's own words (the actions) follow it (decision 239). */
  language: Language;
  title: string;
  body: string;
  prayerId: number;
  localDate: string;
  /** Where a tap goes: Today. */
  url: string;
  /**
   * The subscription it was sent to and the proof that it was sent to that subscription's owner:
   * the "🙏 Pray" action sends both back, so it acts only for that person (decision 177).
   */
  subscriptionId: number;
  proof: string;
  /**
   * The person's plan day for the date, in the same notification (decision 216); its "Mark day
   * done" action marks it for the signed-in person, whose run it must be.
   */
  plan?: { runId: number; day: number; length: number; planTitle: string; title: string };
}

export function pushReminderPayload(
  d: Pick<DeliveryToSend, 'prayer' | 'localDate' | 'planDays' | 'notes' | 'language' | 'requests'>,
  to: { subscriptionId: number; proof: string },
): PushReminderPayload {
  const plan = d.planDays?.[0];
  const language = d.language ?? 'en';
  const { t } = coreText.for(language);
  return {
    type: 'daily_prayer',
    language,
    title: d.prayer.title.slice(0, 120),
    // The rest day's gentle line, or why it came here (decision 222), before the prayer's first line;
    // the plan day after it (decision 216).
    body: [
      ...(d.notes ?? []),
      plan
        ? `${firstLine(d.prayer.content, 100)}\n${t('reminders.push.planLine', { day: plan.day, length: plan.length, title: plan.title.slice(0, 80) })}`
        : firstLine(d.prayer.content),
      // A request of the person's circles, in a short line; the tap opens Today with its "I prayed" (decision 300).
      ...(d.requests?.length ? [t('rotation.push.line', { text: firstLine(d.requests[0]!.text, 80) })] : []),
    ].join('\n'),
    ...(plan
      ? {
          plan: {
            runId: plan.runId,
            day: plan.day,
            length: plan.length,
            planTitle: plan.planTitle.slice(0, 80),
            title: plan.title.slice(0, 80),
          },
        }
      : {}),
    prayerId: d.prayer.id,
    localDate: d.localDate,
    url: '/',
    subscriptionId: to.subscriptionId,
    proof: to.proof,
  };
}
