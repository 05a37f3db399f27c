import { BookOpen, Heart, HeartOff } from 'lucide-react';
import { useState } from 'react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { FAVORITE_PREVIEW_CHARS } from '../../../lib/constants';
import { shortDateIn } from '../../../lib/dates-in-language';
import { previewText } from '../../../lib/preview-text';
import type { Favorite } from '../api/favorites';
import { useFavorites, useUnsaveFavorite } from '../api/favorites';

function Scripture({ prayer }: { prayer: Favorite['prayer'] }) {
  const { t } = useI18n();
  if (!prayer.scripture) return null;
  return (
    <blockquote className="mt-2 border-l-4 border-gold-400 pl-3">
      <p className="font-serif italic text-slate-700">{t('favorites.quote', { text: prayer.scripture })}</p>
      {prayer.scriptureReference ? (
        <footer className="mt-1 text-sm font-semibold text-gold-700">{prayer.scriptureReference}</footer>
      ) : null}
    </blockquote>
  );
}

/** The whole saved prayer, with Share and Unsave. */
function FavoriteDialog({ favorite, onClose }: { favorite: Favorite; onClose: () => void }) {
  const { t, language } = useI18n();
  const unsave = useUnsaveFavorite();
  const { prayer } = favorite;
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={prayer.title} className="max-w-xl">
        <Scripture prayer={prayer} />
        <p className="mt-3 whitespace-pre-wrap font-serif text-slate-800">{prayer.content}</p>
        <p className="mt-3 text-xs text-slate-500">
          {t('favorites.saved', { date: shortDateIn(language, favorite.createdAt) })}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          <ShareButton
            content={{
              title: prayer.title,
              quote: prayer.scripture,
              reference: prayer.scriptureReference,
              type: 'prayer',
            }}
          />
          <Button
            variant="outline"
            disabled={unsave.isPending}
            onClick={() => unsave.mutate(prayer.id, { onSuccess: onClose })}
          >
            <HeartOff aria-hidden className="mr-1 h-4 w-4" /> {t('favorites.unsave')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function FavoritesList() {
  const { t, language } = useI18n();
  const { data, isLoading } = useFavorites();
  const [open, setOpen] = useState<Favorite | null>(null);
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return <EmptyState icon={Heart} title={t('favorites.emptyTitle')} hint={t('favorites.emptyHint')} />;
  }
  return (
    <>
      <ul className="space-y-3">
        {list.map((f) => (
          <li key={f.id}>
            <Card>
              <h2 className="font-serif text-lg font-semibold text-slate-900">{f.prayer.title}</h2>
              <Scripture prayer={f.prayer} />
              <p className="mt-2 text-sm text-slate-600">{previewText(f.prayer.content, FAVORITE_PREVIEW_CHARS)}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-500">
                  {t('favorites.saved', { date: shortDateIn(language, f.createdAt) })}
                </p>
                <span className="inline-flex items-center gap-1">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen(f)}
                    aria-label={t('favorites.openLabel', { title: f.prayer.title })}
                  >
                    <BookOpen aria-hidden className="mr-1 h-4 w-4" /> {t('favorites.open')}
                  </Button>
                  <ShareButton
                    content={{
                      title: f.prayer.title,
                      quote: f.prayer.scripture,
                      reference: f.prayer.scriptureReference,
                      type: 'prayer',
                    }}
                  />
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {open ? <FavoriteDialog favorite={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
