import { VisitorFrame } from '../../features/watches/components/visitor-frame';
import { WatchPage } from '../../features/watches/components/watch-page';

export default function WatchRoute({ code, signedIn }: { code: string; signedIn: boolean }) {
  const page = <WatchPage code={code} signedIn={signedIn} />;
  return signedIn ? page : <VisitorFrame>{page}</VisitorFrame>;
}
