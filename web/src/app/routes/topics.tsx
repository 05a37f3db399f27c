import { TopicsGrid } from '../../features/topics/components/topics-grid';

export default function TopicsRoute() {
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">Prayer Topics</h1>
        <p className="text-slate-500">Choose a prayer based on what you're going through</p>
      </header>
      <TopicsGrid />
    </div>
  );
}
