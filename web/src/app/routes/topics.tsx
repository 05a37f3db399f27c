import { Search } from 'lucide-react';
import { TopicsGrid } from '../../features/topics/components/topics-grid';
import { Link } from '../../lib/router';

export default function TopicsRoute() {
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">Prayer Topics</h1>
        <p className="text-slate-500">Choose a prayer based on what you're going through</p>
      </header>
      <Link
        href="/search"
        className="flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-slate-500 hover:border-brand-400"
      >
        <Search aria-hidden className="h-4 w-4" /> Search prayers and passages
      </Link>
      <TopicsGrid />
    </div>
  );
}
