/**
 * Which of core's group-plan refusals (`details.reason`, core/src/plans/group-plan-runs.ts) the
 * chats say in their own words; any other reason is said with the catalogues' `refusal.other`.
 * Both channels' catalogues (telegramGroupPlan, slackGroupPlan) have a message for each of these.
 */
import type { GroupPlanRefusal } from '@dps/core/plans/group-plan-runs';

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
