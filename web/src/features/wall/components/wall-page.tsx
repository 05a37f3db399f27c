import { ChevronRight, HandHeart, Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ReportButton } from '../../../components/report-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { useCircles } from '../../../lib/circles';
import { cn } from '../../../lib/cn';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { usePrayFor, useWall } from '../api/wall';
import type { WallList } from '../types';
import { AskForPrayer } from './ask-for-prayer';
import { MarkAnsweredButton } from '../../../components/mark-answered-dialog';
import { WallItemCard } from './wall-item';

const TABS: WallList[] = ['open', 'answered'];

/**
 * The prayer wall (decision 150): the community's shared prayers, newest first, a page at a time,
 * and the Answered list. `?list=answered` picks the tab; `?request=ID` brings one into view.
 */
export function WallPage() {
  const { t } = useI18n();
  const list: WallList = useSearchParam('list') === 'answered' ? 'answered' : 'open';
  const highlight = Number(useSearchParam('request') ?? 0);
  const wall = useWall(list);
  const pray = usePrayFor();
  const items = wall.data?.pages.flatMap((p) => p.items) ?? [];
  const queryClient = useQueryClient();
  const refreshWall = () => void queryClient.invalidateQueries({ queryKey: ['/api/wall'] });

  useEffect(() => {
    if (highlight && items.some((i) => i.id === highlight))
      document.getElementById(`request-${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, items]);

  return (
    <div className="space-y-4">
      <div>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('wall.page.title')}</h1>
        <p className="text-sm text-slate-500">{t('wall.page.intro')}</p>
      </div>
      <div
        role="tablist"
        aria-label={t('wall.page.tabs')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={list === tab}
            onClick={() => navigate(tab === 'open' ? '/wall' : '/wall?list=answered', { replace: true })}
            className={cn(
              'min-h-10 rounded-lg text-sm font-medium',
              list === tab ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`wall.page.tab.${tab}`)}
          </button>
        ))}
      </div>
      <GroupsLink />
      {list === 'open' ? <AskForPrayer /> : null}
      {wall.isLoading ? (
        <PageSpinner />
      ) : wall.isError ? (
        <Card className="text-center text-slate-600">{t('wall.page.loadError')}</Card>
      ) : items.length === 0 ? (
        <Card padding="none" className="px-5 py-10 text-center">
          <HandHeart aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
          <p className="font-medium text-slate-700">
            {list === 'open' ? t('wall.page.emptyOpen') : t('wall.page.emptyAnswered')}
          </p>
          <p className="mt-1 text-sm text-slate-500">
            {list === 'open' ? t('wall.page.emptyOpenHint') : t('wall.page.emptyAnsweredHint')}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0">
          {items.map((item) => (
            <li key={item.id} className="h-full">
              <WallItemCard
                item={item}
                onPray={(id) => pray.mutate(id)}
                praying={pray.isPending && pray.variables === item.id}
                highlighted={item.id === highlight}
                actions={
                  item.isMine ? (
                    item.answeredAt === null ? (
                      <MarkAnsweredButton id={item.id} />
                    ) : undefined
                  ) : (
                    // Someone else's request can be reported (decision 156); it then leaves this person's wall.
                    <ReportButton
                      kind="prayer"
                      itemId={item.id}
                      authorName={item.authorName}
                      onReported={refreshWall}
                    />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {wall.hasNextPage ? (
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void wall.fetchNextPage()}
          disabled={wall.isFetchingNextPage}
        >
          {wall.isFetchingNextPage ? t('wall.page.loading') : t('wall.page.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** A group's requests are for its members, not on the wall: the way to them (decision 317). */
function GroupsLink() {
  const { t } = useI18n();
  const { data } = useCircles();
  const count = data?.circles.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      href="/groups"
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm hover:bg-slate-50"
    >
      <Users aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">{t('groups.wallLink.title')}</span>
        <span className="block text-sm text-slate-600">{t('groups.wallLink.hint', { count })}</span>
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 text-slate-400" />
    </Link>
  );
}
