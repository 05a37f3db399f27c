import { GroupPage } from '../../features/groups/components/group-page';

export default function GroupRoute({ circleId }: { circleId: string }) {
  return <GroupPage circleId={Number(circleId)} />;
}
