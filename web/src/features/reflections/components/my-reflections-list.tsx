import { Globe, MessageCircle } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { TextWithScriptureLinks } from '../../../components/text-with-scripture-links';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn } from '../../../lib/dates-in-language';
import { useMyReflections } from '../api/reflections';
import { ModerationNote } from './community-reflections';
import { OwnReflectionActions } from './own-item-actions';

export function MyReflectionsList() {
  const { t, language } = useI18n();
  const { data, isLoading } = useMyReflections();
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title={t('reflections.mine.emptyTitle')}
        hint={t('reflections.mine.emptyHint')}
      />
    );
  }
  return (
    <ul className="space-y-3">
      {list.map((r) => (
        <li key={r.id}>
          <Card>
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{r.prayer?.title ?? t('reflections.mine.untitled')}</h2>
              <p className="shrink-0 text-xs text-slate-500">{shortDateIn(language, r.createdAt)}</p>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-slate-700">
              <TextWithScriptureLinks text={r.content} refs={r.contentRefs} />
            </p>
            <ModerationNote mark={r.moderation} />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              {r.isPublic ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
                  <Globe aria-hidden className="h-3.5 w-3.5" /> {t('reflections.mine.shared')}
                </span>
              ) : (
                <span />
              )}
              <span className="inline-flex flex-wrap items-center gap-1">
                <OwnReflectionActions id={r.id} content={r.content} isPublic={r.isPublic} isReply={false} />
                <ShareButton
                  content={{
                    title: r.prayer?.title ?? t('reflections.mine.shareTitle'),
                    quote: r.content,
                    type: 'reflection',
                  }}
                />
              </span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
