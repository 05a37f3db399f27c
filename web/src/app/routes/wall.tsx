import { WallPage } from '../../features/wall/components/wall-page';

export default function WallRoute() {
  return <WallPage />;
}
