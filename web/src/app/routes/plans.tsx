import { PlansBrowse } from '../../features/plans/components/plans-browse';

export default function PlansRoute() {
  return <PlansBrowse />;
}
