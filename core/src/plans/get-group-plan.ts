import type { Ctx } from '../context';
import type { GroupTarget } from '../groups/group-target';
import { parseInput } from '../validate';
import { type GroupPlanView, ZGroupTarget, groupPlanView, openGroupRun } from './group-plan-runs';

/** The group's current plan (its open run), or null. */
export async function getGroupPlan(ctx: Ctx, input: GroupTarget): Promise<GroupPlanView | null> {
  const g = parseInput(ZGroupTarget, input);
  const run = await openGroupRun(ctx, g);
  return run ? groupPlanView(ctx, run) : null;
}
