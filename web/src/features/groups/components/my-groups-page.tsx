/**
 * "My groups" (decision 317): each Telegram group or Slack channel the person is in, with how many
 * of its requests are open; a group's own page holds its requests, its weekly moment and, for its
 * leaders, the pulse. Only groups the person is a current member of are listed (the server's rule).
 */
import { ArrowLeft, ChevronRight, Hourglass, MessageSquare, Send, Users } from 'lucide-react';
import { circleName } from '../../../components/audience-picker';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { useCircles, type Circle } from '../../../lib/circles';
import { Link } from '../../../lib/router';

export function channelLabel(t: (key: string) => string, circle: Pick<Circle, 'channel'>): string {
  return circle.channel === 'telegram' ? t('groups.channel.telegram') : t('groups.channel.slack');
}

export function MyGroupsPage() {
  const { t } = useI18n();
  const { data, isLoading, isError } = useCircles();
  const circles = data?.circles ?? [];
  return (
    <div className="space-y-4">
      {/* On a phone "My groups" is reached from Profile (decision 317): the way back to it. */}
      <Link
        href="/profile"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline lg:hidden"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('routes.backToProfile')}
      </Link>
      <div>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('groups.page.title')}</h1>
        <p className="text-sm text-slate-500">{t('groups.page.intro')}</p>
      </div>
      <Link
        href="/watches"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
      >
        <Hourglass aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{t('watches.page.title')}</span>
          <span className="block text-sm text-slate-600">{t('watches.groups.link')}</span>
        </span>
        <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
      </Link>
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <Card className="text-center text-slate-600">{t('groups.page.loadError')}</Card>
      ) : circles.length === 0 ? (
        <Card padding="none" className="px-5 py-10 text-center">
          <Users aria-hidden className="mx-auto mb-3 h-10 w-10 text-slate-300" />
          <p className="font-medium text-slate-700">{t('groups.page.emptyTitle')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('groups.page.emptyHint')}</p>
          <Link href="/profile" className="mt-4 inline-block font-medium text-brand-700 underline">
            {t('groups.page.emptyLink')}
          </Link>
        </Card>
      ) : (
        <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0">
          {circles.map((c) => (
            <li key={c.id}>
              <GroupLink circle={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupLink({ circle }: { circle: Circle }) {
  const { t } = useI18n();
  const Icon = circle.channel === 'telegram' ? Send : MessageSquare;
  return (
    <Link
      href={`/groups/${circle.id}`}
      className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block break-words font-semibold text-slate-900">{circleName(t, circle)}</span>
        <span className="block text-sm text-slate-600">
          {channelLabel(t, circle)} · {t('groups.page.members', { count: circle.memberCount })}
          {circle.isLeader ? ` · ${t('groups.page.leader')}` : ''}
        </span>
        <span className="block text-sm font-medium text-brand-700">
          {t('groups.page.openRequests', { count: circle.openRequests })}
        </span>
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
    </Link>
  );
}
