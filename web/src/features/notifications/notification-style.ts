import type { NotificationKind } from '@dps/core/notifications/notification';

/** The bell's badge text: nothing for zero, the count up to nine, then "9+". */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** The dot beside a notification, by kind. */
export function dotColorClass(kind: NotificationKind | string): string {
  switch (kind) {
    case 'welcome':
      return 'bg-gold-500';
    case 'prayer_ready':
      return 'bg-blue-500';
    case 'reflection_like':
    case 'reflection_reply':
    case 'prayed_for_you':
    case 'prayer_answered':
      return 'bg-red-500';
    case 'moderation_report':
      return 'bg-amber-500';
    case 'goal_reached':
    case 'streak_milestone':
    case 'plan_finished':
    case 'group_plan_ended':
      return 'bg-green-500';
    default:
      return 'bg-slate-400';
  }
}
