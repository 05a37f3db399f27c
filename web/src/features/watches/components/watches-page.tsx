/**
 * /watches (decision 362): the person's watches, live first, then coming up, then the ones that
 * ended in the last days; and "Start a watch". Opened from a group's page with ?circleId=, the form
 * starts on that group.
 */
import { ArrowLeft, ChevronRight, Link2, Users } from 'lucide-react';
import { circleName } from '../../../components/audience-picker';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { Link, useSearchParam } from '../../../lib/router';
import { useSettings } from '../../../lib/settings';
import { useMyWatches, type Watch } from '../api/watches';
import { browserZone, whenLabel } from '../watch-days';
import { StartWatchForm } from './start-watch-form';
import { CoverageLine, StatusBadge } from './watch-summary';

const SECTIONS: Watch['status'][] = ['live', 'upcoming', 'ended'];

export function WatchesPage() {
  const { t } = useI18n();
  const { data, isLoading, isError } = useMyWatches();
  const preset = useSearchParam('circleId');
  const circleId = preset && /^\d{1,9}$/.test(preset) ? Number(preset) : undefined;
  const watches = data?.watches ?? [];
  return (
    <div className="space-y-4">
      <Link
        href="/groups"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('watches.page.back')}
      </Link>
      <div>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('watches.page.title')}</h1>
        <p className="text-sm text-slate-500">{t('watches.page.intro')}</p>
      </div>
      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4">
          {isLoading ? (
            <PageSpinner />
          ) : isError ? (
            <Card className="text-center text-slate-600">{t('watches.page.loadError')}</Card>
          ) : watches.length === 0 ? (
            <Card className="text-center">
              <p className="font-medium text-slate-700">{t('watches.page.emptyTitle')}</p>
              <p className="mt-1 text-sm text-slate-500">{t('watches.page.emptyHint')}</p>
            </Card>
          ) : (
            SECTIONS.map((status) => {
              const these = watches.filter((w) => w.status === status);
              if (these.length === 0) return null;
              return (
                <section key={status} aria-labelledby={`watches-${status}`} className="space-y-2">
                  <h2 id={`watches-${status}`} className="font-semibold text-slate-800">
                    {t(`watches.page.section.${status}`)}
                  </h2>
                  <ul className="space-y-3">
                    {these.map((w) => (
                      <li key={w.id}>
                        <WatchLink watch={w} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </div>
        <Card id="start">
          <h2 id="start-watch-title" className="mb-3 text-lg font-semibold text-slate-900">
            {t('watches.form.heading')}
          </h2>
          <StartWatchForm circleId={circleId} />
        </Card>
      </div>
    </div>
  );
}

/** One watch in a list: its title, whose it is, when it starts, how much is covered, the reader's slots. */
export function WatchLink({ watch }: { watch: Watch }) {
  const { t, language } = useI18n();
  const settings = useSettings();
  const zone = settings.data?.timeZone ?? browserZone();
  const held = watch.slots.filter((s) => s.mine).length;
  return (
    <Link
      href={`/watch/${watch.code}`}
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
    >
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge watch={watch} />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            {watch.circle ? <Users aria-hidden className="h-4 w-4" /> : <Link2 aria-hidden className="h-4 w-4" />}
            {watch.circle ? circleName(t, watch.circle) : t('watches.watch.openToAll')}
          </span>
        </span>
        <span className="block break-words font-semibold text-slate-900">{watch.title}</span>
        <span className="block text-sm text-slate-600">
          {t('watches.page.starts', { when: whenLabel(watch.startsAt, zone, language) })}
          {held > 0 ? ` · ${t('watches.page.youHold', { count: held })}` : ''}
        </span>
        <CoverageLine watch={watch} />
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
    </Link>
  );
}
