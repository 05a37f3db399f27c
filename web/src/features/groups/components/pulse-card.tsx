/**
 * A leader's pulse of the group (decision 318), the same few lines the chat sends once a week: who
 * prayed each day, the plan, requests still short of prayer, answers this week, and, only for
 * members who said yes to it, who has been away, each with a kind note to send from the group.
 */
import { Activity, HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn } from '../../../lib/dates-in-language';
import { usePulse, useSendAwayNote } from '../api/groups';

function dayShort(language: string, date: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

export function PulseCard({ circleId }: { circleId: number }) {
  const { t, language } = useI18n();
  const { data: pulse, isLoading, isError } = usePulse(circleId, true);
  const note = useSendAwayNote(circleId);
  const [sent, setSent] = useState<number[]>([]);
  return (
    <Card role="region" aria-labelledby={`pulse-${circleId}`}>
      <h2 id={`pulse-${circleId}`} className="inline-flex items-center gap-2 font-semibold text-slate-900">
        <Activity aria-hidden className="h-5 w-5 text-brand-600" /> {t('groups.pulse.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('groups.pulse.intro')}</p>
      {isLoading ? (
        <p className="mt-3 text-sm text-slate-500">{t('groups.pulse.loading')}</p>
      ) : isError || !pulse ? (
        <p className="mt-3 text-sm text-slate-600">{t('groups.pulse.loadError')}</p>
      ) : (
        <div className="mt-3 space-y-3 text-sm text-slate-700">
          <div>
            <p className="font-medium text-slate-800">{t('groups.pulse.prayedByDay')}</p>
            <ul className="mt-1 grid grid-cols-7 gap-1 text-center">
              {pulse.days.map((d) => (
                <li key={d.date} className="min-w-0 rounded-lg bg-slate-50 px-0.5 py-1.5">
                  <span className="block text-xs text-slate-500">{dayShort(language, d.date)}</span>
                  <span className="block font-semibold text-slate-900">{d.prayed}</span>
                </li>
              ))}
            </ul>
          </div>
          {pulse.plan ? (
            <p>
              {t('groups.pulse.plan', {
                title: pulse.plan.title,
                day: pulse.plan.day,
                length: pulse.plan.length,
                done: pulse.plan.doneToday,
              })}
            </p>
          ) : null}
          <div>
            <p className="font-medium text-slate-800">{t('groups.pulse.short')}</p>
            {pulse.shortOfPrayer.length === 0 ? (
              <p className="text-slate-600">{t('groups.pulse.noneShort')}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {pulse.shortOfPrayer.map((r) => (
                  <li key={r.id}>
                    <span className="break-words">{r.title}</span>{' '}
                    <span className="text-slate-500">
                      ·{' '}
                      {r.prayedCount === 0
                        ? t('groups.pulse.noOneYet')
                        : t('groups.pulse.prayers', { count: r.prayedCount })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p>{t('groups.pulse.answered', { count: pulse.answeredThisWeek })}</p>
          <div>
            <p className="font-medium text-slate-800">{t('groups.pulse.away')}</p>
            {pulse.away.length === 0 ? (
              <p className="text-slate-600">{t('groups.pulse.noneAway')}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {pulse.away.map((m) => {
                  const name = m.firstName ?? t('groups.pulse.aMember');
                  const done = sent.includes(m.userId);
                  return (
                    <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        <span className="font-medium text-slate-800">{name}</span>
                        {m.lastSeenDate ? (
                          <span className="text-slate-500">
                            {' '}
                            · {t('groups.pulse.lastSeen', { date: shortDateIn(language, m.lastSeenDate) })}
                          </span>
                        ) : null}
                      </span>
                      <Button
                        size="sm"
                        variant={done ? 'success' : 'outline'}
                        disabled={done || (note.isPending && note.variables === m.userId)}
                        aria-label={
                          done ? t('groups.pulse.noteSentTo', { name }) : t('groups.pulse.sendNoteTo', { name })
                        }
                        onClick={() => note.mutate(m.userId, { onSuccess: () => setSent((s) => [...s, m.userId]) })}
                      >
                        <HeartHandshake aria-hidden className="h-4 w-4" />
                        {done ? t('groups.pulse.noteSentShort') : t('groups.pulse.sendNote')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
