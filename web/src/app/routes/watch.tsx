import { WatchPage } from '../../features/watches/components/watch-page';

export default function WatchRoute({ code, signedIn }: { code: string; signedIn: boolean }) {
  return <WatchPage code={code} signedIn={signedIn} />;
}
