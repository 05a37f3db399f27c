import { HandHeart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { usePrayForTodayRequest, useTodayRequests } from '../api/today-requests';

/**
 * Today's one or two requests from the person's groups (decision 300), the same ones their daily
 * message carries, each with "I prayed". Nothing shows when they are in no group or all are prayed for.
 */
export function TodayRequestsCard() {
  const { t } = useI18n();
  const { data } = useTodayRequests();
  const pray = usePrayForTodayRequest();
  const requests = data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card aria-labelledby="today-requests-heading">
      <h2 id="today-requests-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <HandHeart aria-hidden className="h-5 w-5 text-brand-800" />
        {t('todayRequests.heading')}
      </h2>
      <ul className="mt-3 space-y-4">
        {requests.map((r) => (
          <li key={r.id} className="space-y-1">
            <p className="text-slate-900">{r.text}</p>
            <p className="text-sm text-slate-500">
              {r.authorName === null
                ? t('todayRequests.anonymous')
                : t('todayRequests.askedBy', { name: r.authorName })}
              {' · '}
              {r.prayedCount === 0
                ? t('todayRequests.noneYet')
                : t('todayRequests.prayedCount', { count: r.prayedCount })}
            </p>
            <Button
              size="sm"
              variant={r.prayedByMe ? 'secondary' : 'primary'}
              disabled={r.prayedByMe || pray.isPending}
              onClick={() => pray.mutate(r.id)}
            >
              {r.prayedByMe ? t('todayRequests.prayed') : t('todayRequests.pray')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
