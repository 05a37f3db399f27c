import { PlanDay } from '../../features/plans/components/plan-day';

export default function PlanDayRoute({ runId, day }: { runId: string; day?: string }) {
  return <PlanDay runId={runId} {...(day ? { day } : {})} />;
}
