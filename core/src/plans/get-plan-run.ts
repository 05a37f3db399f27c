import type { ActorCtx } from '../context';
import { doneDaysOf, loadOwnRun, planRunView, todayOf, type PlanRunView } from './plan-run';

/** One of the person's runs with where they are today. */
export async function getPlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  const r = await loadOwnRun(ctx, input.runId);
  const done = (await doneDaysOf(ctx, [r.id])).get(r.id)!;
  return planRunView(r, done, todayOf(ctx));
}
