import type { ActorCtx } from '../context';
import { getChatNotifications } from '../notifications/chat-opt-in';
import { listActiveGoals, type GoalWithProgress } from '../goals/list-goals';
import { getStreak } from '../progress/get-streak';
import { getWeeklyProgress, type WeeklyProgressItem } from '../progress/get-weekly';
import { getSettings } from '../settings/get-settings';
import type { Settings } from '../settings/user-settings';
import { localDate } from '../time/local-day';
import { slackTarget } from '../rules/slack-ids';

export interface SlackHome {
  /** The member's local today. */
  today: string;
  streak: number;
  bestStreak: number;
  /** This week, Sunday first. */
  week: WeeklyProgressItem[];
  goals: GoalWithProgress[];
  settings: Settings;
  /** Whether the member is told their notifications by DM: the answer `/prayer notify` gives (decision 196). */
  notifyByDm: boolean;
}

/** Everything the Slack App Home shows a member: streak, this week, active goals and settings. */
export async function getSlackHome(ctx: ActorCtx, member: { teamId: string; slackUserId: string }): Promise<SlackHome> {
  const [streak, week, goals, settings, notify] = await Promise.all([
    getStreak(ctx),
    getWeeklyProgress(ctx),
    listActiveGoals(ctx),
    getSettings(ctx),
    getChatNotifications(ctx, { channel: 'slack', target: slackTarget(member.teamId, member.slackUserId) }),
  ]);
  return {
    today: localDate(ctx.clock.now(), ctx.timeZone),
    streak: streak.streak,
    bestStreak: streak.bestStreak,
    week,
    goals,
    settings,
    notifyByDm: notify.on,
  };
}
