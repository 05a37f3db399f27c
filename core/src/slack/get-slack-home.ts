import type { ActorCtx } from '../context';
import { listActiveGoals, type GoalWithProgress } from '../goals/list-goals';
import { getStreak } from '../progress/get-streak';
import { getWeeklyProgress, type WeeklyProgressItem } from '../progress/get-weekly';
import { getSettings } from '../settings/get-settings';
import type { Settings } from '../settings/user-settings';
import { localDate } from '../time/local-day';

export interface SlackHome {
  /** The member's local today. */
  today: string;
  streak: number;
  bestStreak: number;
  /** This week, Sunday first. */
  week: WeeklyProgressItem[];
  goals: GoalWithProgress[];
  settings: Settings;
}

/** Everything the Slack App Home shows a member: streak, this week, active goals and settings. */
export async function getSlackHome(ctx: ActorCtx): Promise<SlackHome> {
  const [streak, week, goals, settings] = await Promise.all([
    getStreak(ctx),
    getWeeklyProgress(ctx),
    listActiveGoals(ctx),
    getSettings(ctx),
  ]);
  return {
    today: localDate(ctx.clock.now(), ctx.timeZone),
    streak: streak.streak,
    bestStreak: streak.bestStreak,
    week,
    goals,
    settings,
  };
}
