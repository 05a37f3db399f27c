/**
 * Profile's security activity (decision 279): the person's own record of what changed how they
 * sign in, so a change they did not make is noticed.
 */
import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { parseDateish } from '../../../lib/dates';
import { useSecurityEvents } from '../api/account';

export function SecurityActivityCard() {
  const { t, language } = useI18n();
  const { data } = useSecurityEvents();
  if (!data) return null;
  const when = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <Card padding="none" className="overflow-hidden">
      <h2 className="flex items-center gap-2 px-4 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        <ShieldCheck aria-hidden className="h-4 w-4" /> {t('profile.security.title')}
      </h2>
      {data.length === 0 ? (
        <p className="px-4 pb-3 text-sm text-slate-600">{t('profile.security.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {data.map((e) => (
              <li key={e.id} className="px-4 py-2.5">
                <p className="break-words text-sm text-slate-800 [overflow-wrap:anywhere]">
                  {t(`profile.security.${e.kind}`, { from: e.fromEmail ?? '', to: e.toEmail ?? '' })}
                </p>
                <p className="text-xs text-slate-500">{when.format(parseDateish(e.at))}</p>
              </li>
            ))}
          </ul>
          <p className="px-4 pb-3 pt-1 text-xs text-slate-500">{t('profile.security.notYou')}</p>
        </>
      )}
    </Card>
  );
}
