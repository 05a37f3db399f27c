/** The line under a group's daily prayer: how many prayed here today and the group's streak (decision 151). */
import type { GroupProgress } from '@dps/core/groups/get-group-progress';
import { raw, type Words } from './words';

export function groupProgressHtml(p: GroupProgress, words: Words): string {
  const { rich } = words;
  const prayed =
    p.prayedToday === 0
      ? rich('telegramGroups.post.noneYet')
      : rich('telegramGroups.post.prayed', { count: p.prayedToday });
  return p.streak === 0 ? prayed : rich('telegramGroups.post.withStreak', { prayed: raw(prayed), count: p.streak });
}
