import { WatchesPage } from '../../features/watches/components/watches-page';

export default function WatchesRoute() {
  return <WatchesPage />;
}
