import { Check, CheckCircle2, HandHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextWithScriptureLinks } from '../../../components/text-with-scripture-links';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { timeAgoIn } from '../../../lib/dates-in-language';
import type { WallItem } from '../types';

type Props = {
  item: WallItem;
  onPray: (id: number) => void;
  praying?: boolean;
  /**
   * The item's menu (top right): Mark answered for the author today; Report / Edit / Delete are
   * added here by other features (own content and moderation, decisions 155 and 156) without touching the item itself.
   */
  actions?: ReactNode;
  /** Scrolled to and outlined (a notification's link: /wall?request=ID). */
  highlighted?: boolean;
};

/** One request on the wall: who, when, the words, the answer (if any) and "🙏 I prayed". */
export function WallItemCard({ item, onPray, praying, actions, highlighted }: Props) {
  const { t, language } = useI18n();
  const answered = item.answeredAt !== null;
  return (
    <Card
      id={`request-${item.id}`}
      data-testid="wall-item"
      className={cn('h-full scroll-mt-20', highlighted && 'ring-2 ring-gold-400')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">
            {item.authorName}
            {item.isMine ? <span className="ml-1 font-normal text-slate-500">{t('wall.item.you')}</span> : null}
          </p>
          <p className="text-xs text-slate-500">{timeAgoIn(language, item.createdAt)}</p>
        </div>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
      <h3 className="mt-3 break-words font-semibold text-slate-900">
        <TextWithScriptureLinks text={item.title} refs={item.titleRefs} />
      </h3>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">
        <TextWithScriptureLinks text={item.content} refs={item.contentRefs} />
      </p>
      {answered ? (
        <div className="mt-3 rounded-xl bg-green-50 p-3 text-sm text-green-800">
          <p className="inline-flex items-center gap-1 font-semibold">
            <CheckCircle2 aria-hidden className="h-4 w-4" /> {t('wall.item.answered')}
            <span className="font-normal text-green-700">· {timeAgoIn(language, item.answeredAt!)}</span>
          </p>
          {item.answeredNote ? <p className="mt-1 whitespace-pre-wrap break-words">{item.answeredNote}</p> : null}
        </div>
      ) : null}
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1 text-sm text-slate-500" aria-live="polite">
          <HandHeart aria-hidden className="h-4 w-4" /> {t('wall.item.prayers', { count: item.prayedCount })}
        </p>
        {answered ? null : item.prayedByMeToday ? (
          <Button variant="success" size="sm" disabled aria-label={t('wall.item.prayedTodayLabel')}>
            <Check aria-hidden className="h-4 w-4" /> {t('wall.item.prayedToday')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => onPray(item.id)} disabled={praying}>
            <HandHeart aria-hidden className="h-4 w-4" /> {t('wall.item.iPrayed')}
          </Button>
        )}
      </div>
    </Card>
  );
}
