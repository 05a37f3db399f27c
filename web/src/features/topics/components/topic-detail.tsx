import { ArrowLeft, BookOpen, Heart } from 'lucide-react';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';
import { useFavoriteTopicPrayer, useTopic, useTopicPrayers } from '../api/topics';
import { FALLBACK_TOPICS } from '../fallback-topics';
import { topicStyle } from '../topic-style';

export function TopicDetail({ topicId }: { topicId: string }) {
  const topicQuery = useTopic(topicId);
  const prayersQuery = useTopicPrayers(topicId);
  const favorite = useFavoriteTopicPrayer(topicId);
  const topic =
    topicQuery.data ?? (topicQuery.isError ? FALLBACK_TOPICS.find((t) => String(t.id) === topicId) : undefined);
  const { icon: Icon, className } = topicStyle(topic?.name);
  const prayers = prayersQuery.data ?? [];

  return (
    <div className="space-y-4">
      <Link
        href="/topics"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Topics
      </Link>
      <header className="flex items-start gap-3">
        <span className={cn('inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', className)}>
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <div>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">{topic?.name ?? 'Topic'} Prayers</h1>
          {topic?.description ? <p className="text-slate-500">{topic.description}</p> : null}
        </div>
      </header>
      {prayersQuery.isLoading ? (
        <p className="py-8 text-center text-slate-500">Loading prayers...</p>
      ) : prayers.length === 0 ? (
        <Card padding="none" className="px-5 py-10 text-center">
          <BookOpen aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
          <p className="font-medium text-slate-700">No prayers available for this topic yet.</p>
          <p className="mt-1 text-sm text-slate-500">Check back soon for new content!</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {prayers.map((p) => (
            <li key={p.id}>
              <Card>
                <h2 className="font-serif text-lg font-semibold text-slate-900">{p.title}</h2>
                <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">{p.content}</p>
                {p.scripture ? (
                  <blockquote className="mt-3 rounded-xl border-l-4 border-gold-400 bg-gold-50 px-4 py-3">
                    <p className="font-serif italic text-slate-700">"{p.scripture}"</p>
                    {p.scriptureReference ? (
                      <footer className="mt-1 text-sm font-semibold text-gold-700">{p.scriptureReference}</footer>
                    ) : null}
                  </blockquote>
                ) : null}
                <div className="mt-3 flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={p.isFavorited || (favorite.isPending && favorite.variables === p.id)}
                    onClick={() => favorite.mutate(p.id)}
                  >
                    <Heart aria-hidden className={cn('h-4 w-4', p.isFavorited && 'fill-red-500 text-red-500')} />
                    {p.isFavorited ? 'Saved' : 'Save'}
                  </Button>
                  <ShareButton
                    content={{
                      title: p.title,
                      quote: p.scripture ?? p.content,
                      reference: p.scripture ? p.scriptureReference : null,
                    }}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
