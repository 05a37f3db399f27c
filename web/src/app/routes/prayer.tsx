import { ArrowLeft } from 'lucide-react';
import { Deferred } from '../../components/deferred';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useReadablePrayer } from '../../lib/prayer-actions';
import { PrayerView } from '../../features/prayers/components/prayer-view';
import { CommunityReflections } from '../../features/reflections/components/community-reflections';
import { ReflectionForm } from '../../features/reflections/components/reflection-form';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../lib/router';
import type { User } from '../../lib/auth';
import type { ReactNode } from 'react';

/** /prayers/:id: a prayer opened from search. A topic prayer can be prayed here (decision 160). */
export default function PrayerRoute({ prayerId, user }: { prayerId: string; user: User }) {
  const { data, isLoading, isError } = useReadablePrayer(prayerId);
  const { t, rich } = useI18n();
  return (
    <div className="space-y-5">
      <button
        type="button"
        onClick={() => window.history.back()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('prayers.back')}
      </button>
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <Card className="text-center text-slate-600">{t('prayers.notFound')}</Card>
      ) : (
        <>
          {data.topic ? (
            <p className="text-sm text-slate-500">
              {rich('prayers.from', {
                topic: data.topic.name,
                link: (chunks: ReactNode) => (
                  <Link href={`/topics/${data.topic!.id}`} className="font-medium text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          <PrayerView
            prayer={data}
            {...(data.kind === 'topic' ? { topicPrayer: { isPrayedToday: data.isPrayedToday } } : {})}
          />
          <Deferred>
            <ReflectionForm prayerId={data.id} userId={user.id} about="prayer" />
            <CommunityReflections prayerId={data.id} />
          </Deferred>
        </>
      )}
    </div>
  );
}
