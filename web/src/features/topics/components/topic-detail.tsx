import { ArrowLeft, BookOpen, CheckCircle2, ChevronDown, HandHeart, Heart } from 'lucide-react';
import { useState } from 'react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { ScriptureLink } from '../../../components/scripture-link';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { Link, useSearchParam } from '../../../lib/router';
import type { TopicPrayer } from '../api/topics';
import { paragraphs } from '../../../components/prayer-text';
import { usePrayTopicPrayer, useSavePrayer } from '../../../lib/prayer-actions';
import { useTopic, useTopicPrayers } from '../api/topics';
import { fallbackTopics } from '../fallback-topics';
import { topicStyle } from '../topic-style';

/**
 * A topic's prayers as a list of titles; opening one shows it with Pray, Save and Share. Praying a
 * topic prayer counts on Progress, not toward the daily streak (decision 160). `?open=<id>` opens one.
 */
export function TopicDetail({ topicId }: { topicId: string }) {
  const topicQuery = useTopic(topicId);
  const prayersQuery = useTopicPrayers(topicId);
  const { t } = useI18n();
  const topic =
    topicQuery.data ?? (topicQuery.isError ? fallbackTopics(t).find((f) => String(f.id) === topicId) : undefined);
  const { icon: Icon, className } = topicStyle(topic?.name);
  const prayers = prayersQuery.data ?? [];
  const openParam = useSearchParam('open');
  const [open, setOpen] = useState<Set<number>>(() => new Set(openParam ? [Number(openParam)] : []));
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <Link
        href="/topics"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('topics.back')}
      </Link>
      <header className="flex items-start gap-3">
        <span className={cn('inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', className)}>
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <div>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('topics.prayersOf', { topic: topic?.name ?? t('topics.topic') })}</h1>
          {topic?.description ? <p className="text-slate-500">{topic.description}</p> : null}
        </div>
      </header>
      {prayersQuery.isLoading ? (
        <p className="py-8 text-center text-slate-500">{t('topics.loading')}</p>
      ) : prayers.length === 0 ? (
        <Card padding="none" className="px-5 py-10 text-center">
          <BookOpen aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
          <p className="font-medium text-slate-700">{t('topics.empty')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('topics.emptyHint')}</p>
        </Card>
      ) : (
        <>
          <p className="text-sm text-slate-500">
            {t('topics.count', { count: prayers.length, prayed: prayers.filter((p) => p.isPrayedToday).length })}
          </p>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {prayers.map((p) => (
              <li key={p.id}>
                <TopicPrayerItem prayer={p} expanded={open.has(p.id)} onToggle={() => toggle(p.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TopicPrayerItem({
  prayer: p,
  expanded,
  onToggle,
}: {
  prayer: TopicPrayer;
  expanded: boolean;
  onToggle: () => void;
}) {
  const save = useSavePrayer();
  const pray = usePrayTopicPrayer();
  const { t } = useI18n();
  const saved = Boolean(p.isFavorited) || save.isSuccess;
  const prayed = Boolean(p.isPrayedToday) || pray.isSuccess;
  const panelId = `topic-prayer-${p.id}`;
  return (
    <>
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
        >
          <span className="min-w-0 flex-1 font-serif text-base font-semibold text-slate-900">{p.title}</span>
          {prayed ? <CheckCircle2 aria-label={t('topics.prayedToday')} className="h-4 w-4 shrink-0 text-green-700" /> : null}
          {saved ? <Heart aria-label={t('topics.saved')} className="h-4 w-4 shrink-0 fill-red-500 text-red-500" /> : null}
          <ChevronDown
            aria-hidden
            className={cn('h-5 w-5 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')}
          />
        </button>
      </h2>
      {expanded ? (
        <div id={panelId} className="space-y-3 px-4 pb-4">
          <div className="space-y-2 font-serif leading-relaxed text-slate-700">
            {paragraphs(p.content).map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
          {p.scripture ? (
            <blockquote className="rounded-xl border-l-4 border-gold-400 bg-gold-50 px-4 py-3">
              <p className="font-serif italic text-slate-700">"{p.scripture}"</p>
              {p.scriptureReference ? (
                <footer className="mt-1 text-sm font-semibold text-gold-700">
                  <ScriptureLink reference={p.scriptureReference} />
                </footer>
              ) : null}
            </blockquote>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant={prayed ? 'success' : 'primary'}
              disabled={prayed || pray.isPending}
              onClick={() => pray.mutate(p.id)}
            >
              {prayed ? (
                <CheckCircle2 aria-hidden className="h-4 w-4" />
              ) : (
                <HandHeart aria-hidden className="h-4 w-4" />
              )}
              {prayed ? t('topics.prayedToday') : t('topics.pray')}
            </Button>
            <Button size="sm" variant="outline" disabled={saved || save.isPending} onClick={() => save.mutate(p.id)}>
              <Heart aria-hidden className={cn('h-4 w-4', saved && 'fill-red-500 text-red-500')} />
              {saved ? t('topics.saved') : t('topics.save')}
            </Button>
            <ShareButton
              content={{
                title: p.title,
                quote: p.scripture ?? p.content,
                reference: p.scripture ? p.scriptureReference : null,
              }}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
