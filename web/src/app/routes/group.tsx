import { GroupPage } from '../../features/groups/components/group-page';
import { GroupWatchesCard } from '../../features/watches/components/group-watches-card';

export default function GroupRoute({ circleId }: { circleId: string }) {
  return <GroupPage circleId={Number(circleId)} watches={(id) => <GroupWatchesCard circleId={id} />} />;
}
