import { PlanDetail } from '../../features/plans/components/plan-detail';

export default function PlanDetailRoute({ planId }: { planId: string }) {
  return <PlanDetail planId={planId} />;
}
