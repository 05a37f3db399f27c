import { ArrowLeft } from 'lucide-react';
import { MyPrayersList } from '../../features/user-prayers/components/my-prayers-list';
import { Link } from '../../lib/router';

export default function MyPrayersRoute() {
  return (
    <div className="space-y-4">
      <Link
        href="/profile"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Profile
      </Link>
      <h1 className="font-serif text-2xl font-semibold text-slate-900">My Prayers</h1>
      <MyPrayersList />
    </div>
  );
}
