import { Globe, MessageCircle } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { TextWithScriptureLinks } from '../../../components/text-with-scripture-links';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { shortDate } from '../../../lib/dates';
import { useMyReflections } from '../api/reflections';
import { ModerationNote } from './community-reflections';
import { OwnReflectionActions } from './own-item-actions';

export function MyReflectionsList() {
  const { data, isLoading } = useMyReflections();
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title="No reflections yet"
        hint="Reflect on today's prayer to start your journal."
      />
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
            <p className="mt-2 whitespace-pre-wrap text-slate-700">
              <TextWithScriptureLinks text={r.content} refs={r.contentRefs} />
            </p>
            <ModerationNote mark={r.moderation} />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              {r.isPublic ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
                  <Globe aria-hidden className="h-3.5 w-3.5" /> Shared with community
                </span>
              ) : (
                <span />
              )}
              <span className="inline-flex flex-wrap items-center gap-1">
                <OwnReflectionActions id={r.id} content={r.content} isPublic={r.isPublic} isReply={false} />
                <ShareButton
                  content={{ title: r.prayer?.title ?? 'My Reflection', quote: r.content, type: 'reflection' }}
                />
              </span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
