import { Heart } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { FAVORITE_PREVIEW_CHARS } from '../../../lib/constants';
import { shortDate } from '../../../lib/dates';
import { useFavorites } from '../api/favorites';

/** The first 150 characters plus "..." (shorter content is shown whole). */
export function previewText(content: string): string {
  return content.length > FAVORITE_PREVIEW_CHARS ? `${content.slice(0, FAVORITE_PREVIEW_CHARS)}...` : content;
}

export function FavoritesList() {
  const { data, isLoading } = useFavorites();
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return <EmptyState icon={Heart} title="No saved prayers yet" hint="Tap the heart on a prayer to keep it here." />;
  }
  return (
    <ul className="space-y-3">
      {list.map((f) => (
        <li key={f.id}>
          <Card>
            <h2 className="font-serif text-lg font-semibold text-slate-900">{f.prayer.title}</h2>
            {f.prayer.scripture ? (
              <blockquote className="mt-2 border-l-4 border-gold-400 pl-3">
                <p className="font-serif italic text-slate-700">"{f.prayer.scripture}"</p>
                {f.prayer.scriptureReference ? (
                  <footer className="mt-1 text-sm font-semibold text-gold-700">{f.prayer.scriptureReference}</footer>
                ) : null}
              </blockquote>
            ) : null}
            <p className="mt-2 text-sm text-slate-600">{previewText(f.prayer.content)}</p>
            <div className="mt-3 flex items-center justify-between">
              <p className="text-xs text-slate-500">Saved {shortDate(f.createdAt)}</p>
              <ShareButton
                content={{
                  title: f.prayer.title,
                  quote: f.prayer.scripture,
                  reference: f.prayer.scriptureReference,
                  type: 'prayer',
                }}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
