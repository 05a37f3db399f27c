/**
 * A group's watches on its page (decision 362): the live and coming ones, and "Start a watch for
 * this group", which opens the form on that group.
 */
import { Hourglass } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';
import { useMyWatches } from '../api/watches';
import { WatchLink } from './watches-page';

export function GroupWatchesCard({ circleId }: { circleId: number }) {
  const { t } = useI18n();
  const { data } = useMyWatches(circleId);
  const current = (data?.watches ?? []).filter((w) => w.status !== 'ended');
  return (
    <Card>
      <h2 className="inline-flex items-center gap-2 font-semibold text-slate-900">
        <Hourglass aria-hidden className="h-5 w-5 text-brand-600" /> {t('watches.group.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('watches.group.what')}</p>
      {current.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {current.map((w) => (
            <li key={w.id}>
              <WatchLink watch={w} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        href={`/watches?circleId=${circleId}#start`}
        className="mt-3 inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t('watches.group.start')}
      </Link>
    </Card>
  );
}
