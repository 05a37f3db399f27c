import { ProfilePage } from '../../features/profile/components/profile-page';
import { WatchLeadCard } from '../../features/watches/components/watch-lead';
import type { User } from '../../lib/auth';

export default function ProfileRoute({ user }: { user: User }) {
  return <ProfilePage user={user} watchLead={<WatchLeadCard />} />;
}
