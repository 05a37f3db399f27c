import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';
import { useTopics } from '../api/topics';
import { fallbackTopics } from '../fallback-topics';
import { topicStyle } from '../topic-style';

export function TopicsGrid() {
  const { data, isLoading } = useTopics();
  const { t } = useI18n();
  const topics = data && data.length > 0 ? data : isLoading ? [] : fallbackTopics(t);
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(10rem,100%),1fr))] gap-3 lg:grid-cols-3 lg:gap-4">
      {topics.map((t) => {
        const { icon: Icon, className } = topicStyle(t.name);
        return (
          <li key={t.id}>
            <Link href={`/topics/${t.id}`} className="block h-full rounded-2xl focus-visible:outline-2">
              <Card padding="sm" className="h-full transition-shadow hover:shadow-md">
                <span className={cn('mb-3 inline-flex h-11 w-11 items-center justify-center rounded-xl', className)}>
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <p className="font-semibold text-slate-900">{t.name}</p>
                {t.description ? <p className="mt-1 text-sm text-slate-500">{t.description}</p> : null}
              </Card>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
