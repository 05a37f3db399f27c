import { MyGroupsPage } from '../../features/groups/components/my-groups-page';

export default function GroupsRoute() {
  return <MyGroupsPage />;
}
