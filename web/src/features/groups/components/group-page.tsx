/**
 * One group's page (decision 317): its open and answered requests, for its current members only
 * (the server answers 404 to anyone else), "I prayed" on each, the weekly moment, and the pulse for
 * its leaders.
 */
import { ArrowLeft, Check, CheckCircle2, HandHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { circleName } from '../../../components/audience-picker';
import { TextWithScriptureLinks } from '../../../components/text-with-scripture-links';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { useCircles, type Circle } from '../../../lib/circles';
import { cn } from '../../../lib/cn';
import { timeAgoIn } from '../../../lib/dates-in-language';
import { Link, navigate, useSearchParam } from '../../../lib/router';
import { useGroupRequests, usePrayForGroupRequest, type GroupList, type GroupRequest } from '../api/groups';
import { channelLabel } from './my-groups-page';
import { PulseCard } from './pulse-card';
import { WeeklyMoment } from './weekly-moment';

const TABS: GroupList[] = ['open', 'answered'];

/** `watches`: the group's prayer watches card, given by the route (another feature's). */
export function GroupPage({ circleId, watches }: { circleId: number; watches?: (circleId: number) => ReactNode }) {
  const { t } = useI18n();
  const { data, isLoading } = useCircles();
  const circle = data?.circles.find((c) => c.id === circleId);
  const back = (
    <Link href="/groups" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t('groups.page.back')}
    </Link>
  );
  if (isLoading) return <PageSpinner />;
  if (!circle)
    return (
      <div className="space-y-4">
        {back}
        <Card className="text-center text-slate-600">{t('groups.page.notFound')}</Card>
      </div>
    );
  return (
    <div className="space-y-4">
      {back}
      <div>
        <h1 className="break-words font-serif text-2xl font-semibold text-slate-900">{circleName(t, circle)}</h1>
        <p className="text-sm text-slate-600">
          {channelLabel(t, circle)} · {t('groups.page.members', { count: circle.memberCount })}
          {circle.isLeader ? ` · ${t('groups.page.youLead')}` : ''}
        </p>
        <p className="mt-1 text-sm text-slate-500">{t('groups.page.onlyMembers')}</p>
      </div>
      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6 lg:space-y-0">
        <GroupRequests circle={circle} />
        <div className="space-y-4">
          {circle.isLeader ? <PulseCard circleId={circle.id} /> : null}
          {watches?.(circle.id)}
          <WeeklyMoment circle={circle} />
        </div>
      </div>
    </div>
  );
}

function GroupRequests({ circle }: { circle: Circle }) {
  const { t } = useI18n();
  const list: GroupList = useSearchParam('list') === 'answered' ? 'answered' : 'open';
  const requests = useGroupRequests(circle.id, list);
  const pray = usePrayForGroupRequest(circle.id);
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="group-requests" className="space-y-3">
      <h2 id="group-requests" className="sr-only">
        {t('groups.requests.title')}
      </h2>
      <div
        role="tablist"
        aria-label={t('groups.requests.tabs')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={list === tab}
            onClick={() =>
              navigate(tab === 'open' ? `/groups/${circle.id}` : `/groups/${circle.id}?list=answered`, {
                replace: true,
              })
            }
            className={cn(
              'min-h-10 rounded-lg text-sm font-medium',
              list === tab ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`groups.requests.tab.${tab}`)}
          </button>
        ))}
      </div>
      {requests.isLoading ? (
        <PageSpinner />
      ) : requests.isError ? (
        <Card className="text-center text-slate-600">{t('groups.requests.loadError')}</Card>
      ) : items.length === 0 ? (
        <Card padding="none" className="px-5 py-8 text-center">
          <HandHeart aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
          <p className="font-medium text-slate-700">
            {list === 'open' ? t('groups.requests.emptyOpen') : t('groups.requests.emptyAnswered')}
          </p>
          <p className="mt-1 text-sm text-slate-500">
            {list === 'open' ? t('groups.requests.emptyOpenHint') : t('groups.requests.emptyAnsweredHint')}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <GroupRequestCard
                item={item}
                onPray={() => pray.mutate(item.id)}
                praying={pray.isPending && pray.variables === item.id}
              />
            </li>
          ))}
        </ul>
      )}
      {requests.hasNextPage ? (
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void requests.fetchNextPage()}
          disabled={requests.isFetchingNextPage}
        >
          {t('groups.requests.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

/** A group request: who (or Anonymous), when, the words, the answer, and "I prayed". */
function GroupRequestCard({ item, onPray, praying }: { item: GroupRequest; onPray: () => void; praying: boolean }) {
  const { t, language } = useI18n();
  const answered = item.answeredAt !== null;
  return (
    <Card data-testid="group-request">
      <p className="text-sm font-medium text-slate-800">
        {item.authorName}
        {item.isMine ? <span className="ml-1 font-normal text-slate-500">{t('groups.requests.you')}</span> : null}
      </p>
      <p className="text-xs text-slate-500">{timeAgoIn(language, item.createdAt)}</p>
      <h3 className="mt-3 break-words font-semibold text-slate-900">
        <TextWithScriptureLinks text={item.title} refs={item.titleRefs} />
      </h3>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">
        <TextWithScriptureLinks text={item.content} refs={item.contentRefs} />
      </p>
      {answered ? (
        <div className="mt-3 rounded-xl bg-green-50 p-3 text-sm text-green-800">
          <p className="inline-flex items-center gap-1 font-semibold">
            <CheckCircle2 aria-hidden className="h-4 w-4" /> {t('groups.requests.answered')}
          </p>
          {item.answeredNote ? <p className="mt-1 whitespace-pre-wrap break-words">{item.answeredNote}</p> : null}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1 text-sm text-slate-600" aria-live="polite">
          <HandHeart aria-hidden className="h-4 w-4" />
          {item.prayedCount === 0
            ? t('groups.requests.noOneYet')
            : t('groups.requests.prayers', { count: item.prayedCount })}
        </p>
        {answered ? null : item.prayedByMeToday ? (
          <Button variant="success" size="sm" disabled aria-label={t('groups.requests.prayedTodayLabel')}>
            <Check aria-hidden className="h-4 w-4" /> {t('groups.requests.prayedToday')}
          </Button>
        ) : (
          <Button size="sm" onClick={onPray} disabled={praying}>
            <HandHeart aria-hidden className="h-4 w-4" /> {t('groups.requests.iPrayed')}
          </Button>
        )}
      </div>
    </Card>
  );
}
