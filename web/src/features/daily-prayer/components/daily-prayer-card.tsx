import { CheckCircle2, CloudOff, Heart, HandHeart } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tooltip } from '../../../components/ui/tooltip';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { bareReference } from '../../../lib/scripture';
import type { OutboxEntry } from '../../../lib/offline/outbox';
import type { DailyPrayer } from '../../../lib/prayer-of-day';
import { useCompletePrayer, useFavoriteDailyPrayer } from '../api/daily-prayer';
import { PrayerText, PrayerTitleBand } from '../../../components/prayer-text';

/**
 * The day's prayer. `pending` are this person's writes still waiting for the network: a Pray or a
 * Save made offline shows as done-but-waiting until it has been sent.
 */
export function DailyPrayerCard({
  prayer,
  userId,
  localDate,
  pending = [],
}: {
  prayer: DailyPrayer;
  userId: number;
  localDate: string;
  pending?: OutboxEntry[];
}) {
  const { t } = useI18n();
  const complete = useCompletePrayer(userId);
  const favorite = useFavoriteDailyPrayer(userId);
  const completePending = pending.some(
    (e) => e.kind === 'complete' && e.prayerId === prayer.id && e.localDate === localDate,
  );
  const favoritePending = pending.some((e) => e.kind === 'favorite' && e.prayerId === prayer.id);
  const completed = prayer.isCompleted || (complete.isSuccess && !complete.data.queued);
  const favorited = prayer.isFavorited || (favorite.isSuccess && !favorite.data.queued) || favoritePending;
  const prayedOffline = !completed && (completePending || (complete.isSuccess && complete.data.queued));

  return (
    // overflow-clip, not hidden: a hidden overflow would make the card the Pray row's scroller, and
    // the row would no longer stick to the screen's bottom.
    <Card padding="none" className="overflow-clip">
      <PrayerTitleBand title={prayer.title} />
      <div className="space-y-4 p-5">
        <PrayerText
          content={prayer.content}
          scripture={prayer.scripture}
          scriptureReference={prayer.scriptureReference}
        />
        {/* Sticks above the tab bar while the card is on screen: the Pray button is on a phone's first
            screen however long the day's prayer is. */}
        <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-5 -mb-5 flex flex-wrap items-center gap-2 border-t border-slate-100 bg-white px-5 py-3 lg:bottom-0">
          <Button
            className={cn(
              'min-w-[min(10rem,100%)] flex-1',
              prayedOffline && 'border border-dashed border-brand-500 bg-brand-50 text-brand-800 disabled:opacity-100',
            )}
            variant={completed ? 'success' : prayedOffline ? 'custom' : 'primary'}
            size="lg"
            disabled={completed || prayedOffline || complete.isPending}
            onClick={() => complete.mutate(prayer.id)}
          >
            {completed ? (
              <>
                <CheckCircle2 aria-hidden className="h-5 w-5" /> {t('today.card.completed')}
              </>
            ) : prayedOffline ? (
              <>
                <CloudOff aria-hidden className="h-5 w-5" /> {t('today.card.prayedOffline')}
              </>
            ) : (
              <>
                <HandHeart aria-hidden className="h-5 w-5" /> {t('today.card.pray')}
              </>
            )}
          </Button>
          <Tooltip
            content={
              favoritePending ? t('today.card.savedPending') : favorited ? t('today.card.saved') : t('today.card.save')
            }
          >
            <Button
              variant="outline"
              size="iconLg"
              aria-label={
                favoritePending ? t('today.card.savedPendingLabel') : favorited ? t('today.card.saved') : t('today.card.save')
              }
              aria-pressed={favorited}
              disabled={favorited || favorite.isPending}
              onClick={() => favorite.mutate(prayer.id)}
            >
              <Heart
                aria-hidden
                className={cn('h-5 w-5', favorited ? 'fill-red-500 text-red-500' : 'text-slate-500')}
              />
            </Button>
          </Tooltip>
          <ShareButton
            iconOnly
            label={t('today.card.share')}
            large
            content={{
              title: prayer.title,
              quote: prayer.scripture,
              reference: prayer.scriptureReference,
              type: 'prayer',
              // The passage as an image, in the person's own version (like the reader opens it).
              ...(prayer.scriptureReference ? { image: { ref: bareReference(prayer.scriptureReference) } } : {}),
            }}
          />
        </div>
      </div>
    </Card>
  );
}
