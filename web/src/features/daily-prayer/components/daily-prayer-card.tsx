import { CheckCircle2, Heart, HandHeart } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import type { DailyPrayer } from '../../../types/api';
import { useCompletePrayer, useFavoriteDailyPrayer } from '../api/daily-prayer';

export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function DailyPrayerCard({ prayer }: { prayer: DailyPrayer }) {
  const complete = useCompletePrayer();
  const favorite = useFavoriteDailyPrayer();
  const completed = prayer.isCompleted || complete.isSuccess;
  const favorited = prayer.isFavorited || favorite.isSuccess;

  return (
    <Card padding="none" className="overflow-hidden">
      <div className="bg-gradient-to-br from-brand-700 to-brand-600 px-5 py-4 text-white">
        <h3 className="font-serif text-xl font-semibold">{prayer.title}</h3>
      </div>
      <div className="space-y-4 p-5">
        <div className="space-y-3 font-serif text-[1.0625rem] leading-relaxed text-slate-700">
          {paragraphs(prayer.content).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {prayer.scripture ? (
          <blockquote className="rounded-xl border-l-4 border-gold-400 bg-gold-50 px-4 py-3">
            <p className="font-serif italic text-slate-700">"{prayer.scripture}"</p>
            {prayer.scriptureReference ? (
              <footer className="mt-2 text-sm font-semibold text-gold-700">{prayer.scriptureReference}</footer>
            ) : null}
          </blockquote>
        ) : null}
        <div className="flex items-center gap-2">
          <Button
            className="flex-1"
            variant={completed ? 'success' : 'primary'}
            size="lg"
            disabled={completed || complete.isPending}
            onClick={() => complete.mutate(prayer.id)}
          >
            {completed ? (
              <>
                <CheckCircle2 aria-hidden className="h-5 w-5" /> Completed!
              </>
            ) : (
              <>
                <HandHeart aria-hidden className="h-5 w-5" /> Pray
              </>
            )}
          </Button>
          <Tooltip content={favorited ? 'Saved' : 'Save prayer'}>
            <Button
              variant="outline"
              size="iconLg"
              aria-label={favorited ? 'Saved' : 'Save prayer'}
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
            label="Share prayer"
            large
            content={{
              title: prayer.title,
              quote: prayer.scripture,
              reference: prayer.scriptureReference,
              type: 'prayer',
            }}
          />
        </div>
      </div>
    </Card>
  );
}
