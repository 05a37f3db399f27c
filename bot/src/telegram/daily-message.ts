/**
 * The daily prayer's Telegram message, in the delivery's language (the person's, or a group's own:
 * decisions 231, 239): drawn by the delivery sender and redrawn by the group post after each tap.
 */
import type { DeliveryToSend } from '@dps/core/delivery/delivery-types';
import type { GroupProgress } from '@dps/core/groups/get-group-progress';
import { escapeHtml, longDate, prayerHtml } from './format';
import { groupProgressHtml } from './group-progress-html';
import { wordsFor } from './words';
import { planDaysHtml } from './plan-day-html';
import { groupPlansHtml } from './group-plan-html';
import { dailyRequestsHtml, groupRequestHtml } from './daily-requests-html';

/**
 * The message of a daily delivery (private chats and groups alike; groups tap Pray for themselves).
 * A group's post also shows how many prayed there today and the group's streak (decision 151),
 * redrawn after each member's tap.
 */
export function dailyDeliveryHtml(
  d: Pick<
    DeliveryToSend,
    'localDate' | 'prayer' | 'target' | 'planDays' | 'notes' | 'groupPlans' | 'language' | 'requests' | 'groupRequest'
  >,
  progress?: GroupProgress,
  appUrl?: string,
): string {
  const isGroup = d.target.startsWith('-');
  const words = wordsFor(d.language);
  const heading = words.rich('telegramToday.heading', { date: longDate(d.localDate, words.language) });
  const tap = words.rich('telegramGroups.post.tap');
  // A person's own reminder: the rest day's gentle line, or why it came here (decision 222), and the
  // plan day riding in the same message (decision 216).
  const notes = !isGroup && d.notes?.length ? d.notes.map((n) => `<i>${escapeHtml(n)}</i>`).join('\n') : '';
  const plan = !isGroup && d.planDays?.length ? planDaysHtml(d.planDays, words, appUrl) : '';
  // The requests of the person's circles (decision 300).
  const requests = !isGroup && d.requests?.length ? dailyRequestsHtml(d.requests, words) : '';
  const personal = [notes, plan, requests].filter(Boolean).join('\n\n');
  // A group's plan day or summary rides in its one post (decision 237).
  const groupPlan = isGroup && d.groupPlans?.length ? `\n\n${groupPlansHtml(d.groupPlans, appUrl, d.language)}` : '';
  // One request of the group's own, "Also today: pray for …" (decision 302).
  const groupLine = isGroup && d.groupRequest ? `\n\n${groupRequestHtml(d.groupRequest, words)}` : '';
  return prayerHtml(d.prayer, {
    heading,
    ...(isGroup
      ? { footer: `${progress ? `${groupProgressHtml(progress, words)}\n${tap}` : tap}${groupPlan}${groupLine}` }
      : personal
        ? { footer: personal }
        : {}),
  });
}
