import { CheckCircle2, HandHeart, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { PrayerText, PrayerTitleBand } from '../../../components/prayer-text';
import { usePrayTopicPrayer, useSavePrayer } from '../../../lib/prayer-actions';

export type ViewablePrayer = {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  isFavorited: boolean;
};

/**
 * A prayer read outside Today (a past day, a search result, a topic): its text and passage, Save and
 * Share, and Pray only for a topic prayer (`topicPrayer`). A daily prayer is prayed on Today only.
 */
export function PrayerView({
  prayer,
  topicPrayer,
  note,
}: {
  prayer: ViewablePrayer;
  topicPrayer?: { isPrayedToday: boolean };
  note?: ReactNode;
}) {
  const save = useSavePrayer();
  const pray = usePrayTopicPrayer();
  const { t } = useI18n();
  const saved = prayer.isFavorited || (save.isSuccess && save.variables === prayer.id);
  const prayed = topicPrayer?.isPrayedToday || (pray.isSuccess && pray.variables === prayer.id);
  return (
    <Card padding="none" className="overflow-hidden">
      <PrayerTitleBand title={prayer.title} />
      <div className="space-y-4 p-5">
        <PrayerText
          content={prayer.content}
          scripture={prayer.scripture}
          scriptureReference={prayer.scriptureReference}
        />
        {note}
        <div className="flex flex-wrap items-center gap-2">
          {topicPrayer ? (
            <Button
              className="min-w-[min(10rem,100%)] flex-1"
              variant={prayed ? 'success' : 'primary'}
              disabled={prayed || pray.isPending}
              onClick={() => pray.mutate(prayer.id)}
            >
              {prayed ? (
                <>
                  <CheckCircle2 aria-hidden className="h-5 w-5" /> {t('prayers.prayedToday')}
                </>
              ) : (
                <>
                  <HandHeart aria-hidden className="h-5 w-5" /> {t('prayers.pray')}
                </>
              )}
            </Button>
          ) : null}
          <Button
            variant="outline"
            aria-pressed={saved}
            disabled={saved || save.isPending}
            onClick={() => save.mutate(prayer.id)}
          >
            <Heart aria-hidden className={cn('h-4 w-4', saved && 'fill-red-500 text-red-500')} />
            {saved ? t('prayers.saved') : t('prayers.save')}
          </Button>
          <ShareButton
            content={{
              title: prayer.title,
              quote: prayer.scripture ?? prayer.content,
              reference: prayer.scripture ? prayer.scriptureReference : null,
              type: 'prayer',
            }}
          />
        </div>
      </div>
    </Card>
  );
}
