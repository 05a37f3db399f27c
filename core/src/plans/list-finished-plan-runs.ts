import type { ActorCtx } from '../context';
import { listMyPlanRuns } from './list-my-plan-runs';
import type { PlanRunView } from './plan-run';

/** The person's finished runs, the latest first (Progress). */
export async function listFinishedPlanRuns(ctx: ActorCtx): Promise<PlanRunView[]> {
  return (await listMyPlanRuns(ctx, { finished: true })).filter((r) => r.finishedAt !== null);
}
