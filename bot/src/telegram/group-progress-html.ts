/** The line under a group's daily prayer: how many prayed here today and the group's streak (decision 151). */
import type { GroupProgress } from '@dps/core/groups/get-group-progress';

export function groupProgressHtml(p: GroupProgress): string {
  const prayed =
    p.prayedToday === 0
      ? 'No one has prayed here yet today'
      : p.prayedToday === 1
        ? '🙏 <b>1 person</b> prayed here today'
        : `🙏 <b>${p.prayedToday} people</b> prayed here today`;
  const streak = p.streak === 0 ? '' : ` · 🔥 group streak: <b>${p.streak} ${p.streak === 1 ? 'day' : 'days'}</b>`;
  return `${prayed}${streak}`;
}
