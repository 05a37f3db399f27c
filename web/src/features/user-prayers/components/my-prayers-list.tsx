import { CheckCircle2, Globe, Lock, PenLine } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn, shortTimeIn } from '../../../lib/dates-in-language';
import { MarkAnsweredButton } from '../../../components/mark-answered-dialog';
import { useUserPrayers } from '../../../lib/user-prayers';
import { OwnPrayerActions } from './own-prayer-actions';

export function MyPrayersList() {
  const { t, language } = useI18n();
  const { data, isLoading } = useUserPrayers();
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState icon={PenLine} title={t('userPrayers.mine.emptyTitle')} hint={t('userPrayers.mine.emptyHint')} />
    );
  }
  return (
    <ul className="space-y-3">
      {list.map((p) => (
        <li key={p.id}>
          <Card>
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{p.title}</h2>
              <p className="shrink-0 text-xs text-slate-500">{shortDateIn(language, p.date || p.createdAt)}</p>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-slate-700">{p.content}</p>
            {p.answeredAt ? (
              <div className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
                <p className="inline-flex items-center gap-1 font-semibold">
                  <CheckCircle2 aria-hidden className="h-4 w-4" /> {t('userPrayers.mine.answered')}
                  <span className="font-normal text-green-700">· {shortDateIn(language, p.answeredAt)}</span>
                </p>
                {p.answeredNote ? <p className="mt-1 whitespace-pre-wrap break-words">{p.answeredNote}</p> : null}
              </div>
            ) : (
              <div className="mt-3">
                <MarkAnsweredButton id={p.id} isPublic={p.isPublic} />
              </div>
            )}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs">
              <span className="inline-flex items-center gap-3">
                {p.isPublic ? (
                  <span className="inline-flex items-center gap-1 font-medium text-green-700">
                    <Globe aria-hidden className="h-3.5 w-3.5" /> {t('userPrayers.mine.shared')}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 font-medium text-slate-500">
                    <Lock aria-hidden className="h-3.5 w-3.5" /> {t('userPrayers.mine.private')}
                  </span>
                )}
                <span className="text-slate-500">{shortTimeIn(language, p.createdAt)}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <OwnPrayerActions prayer={p} />
                <ShareButton content={{ title: p.title, quote: p.content, type: 'prayer' }} />
              </span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
