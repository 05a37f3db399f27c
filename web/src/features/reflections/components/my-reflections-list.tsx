import { Globe, MessageCircle } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { shortDate } from '../../../lib/dates';
import { Link } from '../../../lib/router';
import { useMyReflections } from '../api/reflections';

export function MyReflectionsList() {
  const { data, isLoading } = useMyReflections();
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return (
      <Card padding="none" className="px-5 py-10 text-center">
        <MessageCircle aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
        <p className="font-medium text-slate-700">No reflections yet</p>
        <p className="mt-1 text-sm text-slate-500">Reflect on today's prayer to start your journal.</p>
        <Link href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
          Go to Today's Prayer
        </Link>
      </Card>
    );
  }
  return (
    <ul className="space-y-3">
      {list.map((r) => (
        <li key={r.id}>
          <Card>
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{r.prayer?.title ?? 'Reflection'}</h2>
              <p className="shrink-0 text-xs text-slate-500">{shortDate(r.createdAt)}</p>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-slate-700">{r.content}</p>
            <div className="mt-3 flex items-center justify-between">
              {r.isPublic ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
                  <Globe aria-hidden className="h-3.5 w-3.5" /> Shared with community
                </span>
              ) : (
                <span />
              )}
              <ShareButton
                content={{ title: r.prayer?.title ?? 'My Reflection', quote: r.content, type: 'reflection' }}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
