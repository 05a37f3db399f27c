import { PauseCircle, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { graceRule, pauseLine, weekdayName } from '@dps/core/rhythm/rhythm-words';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import { useChangeRhythm, useStreak } from '../api/progress';

const select = 'h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800';
const PAUSE_CHOICES = [3, 7, 14, 30];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * Your rhythm (decision 220): a weekly rest day that neither breaks nor grows the streak (reminders on it
 * gentle or off), and a pause of up to 30 days (no reminders, no break). The server keeps the rules;
 * this only asks.
 */
export function RhythmCard() {
  const { data } = useStreak();
  const change = useChangeRhythm();
  const { t, language } = useI18n();
  const id = useId();
  const [pauseDays, setPauseDays] = useState(7);
  const restDay = data?.restDay ?? null;
  const reminders = data?.restReminders ?? 'gentle';
  const fail = (error: unknown) => reportMutationError(error, t('progress.rhythm.notSaved'), serverMessage(error) ?? t('progress.rhythm.tryAgain'));
  const paused = data?.pause && data.today && data.pause.from <= data.today;
  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">{t('progress.rhythm.heading')}</h2>
      <p className="mb-4 text-sm text-slate-600">{graceRule(language)}</p>

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-rest`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('progress.rhythm.restDay')}
          </label>
          <select
            id={`${id}-rest`}
            className={select}
            value={restDay === null ? '' : String(restDay)}
            disabled={change.isPending || !data}
            onChange={(e) => {
              const weekday = e.target.value === '' ? null : Number(e.target.value);
              change.mutate(
                { kind: 'rest-day', weekday, reminders },
                {
                  onSuccess: () =>
                    toast({
                      title:
                        weekday === null
                          ? t('progress.rhythm.noRestDay')
                          : t('progress.rhythm.restDaySet', { weekday: weekdayName(weekday, language) }),
                      description: weekday === null ? undefined : t('progress.rhythm.restDaySetBody'),
                    }),
                  onError: fail,
                },
              );
            }}
          >
            <option value="">{t('progress.rhythm.none')}</option>
            {WEEKDAYS.map((i) => (
              <option key={i} value={i}>
                {weekdayName(i, language)}
              </option>
            ))}
          </select>
        </div>
        {restDay !== null ? (
          <div>
            <label htmlFor={`${id}-rest-reminders`} className="mb-1 block text-sm font-medium text-slate-700">
              {t('progress.rhythm.restReminder')}
            </label>
            <select
              id={`${id}-rest-reminders`}
              className={select}
              value={reminders}
              disabled={change.isPending}
              onChange={(e) =>
                change.mutate(
                  { kind: 'rest-day', weekday: restDay, reminders: e.target.value as 'gentle' | 'off' },
                  { onError: fail },
                )
              }
            >
              <option value="gentle">{t('progress.rhythm.gentle')}</option>
              <option value="off">{t('progress.rhythm.off')}</option>
            </select>
          </div>
        ) : null}
      </div>

      <div className="mt-5 border-t border-slate-200 pt-4">
        {data?.pause && data.today ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 text-sm text-slate-700">{pauseLine(data.pause, data.today, language)}</p>
            <Button
              variant="outline"
              disabled={change.isPending}
              onClick={() =>
                change.mutate({ kind: 'resume' }, { onSuccess: () => toast({ title: t('progress.rhythm.welcomeBack'), description: t('progress.rhythm.welcomeBackBody') }), onError: fail })
              }
            >
              <PlayCircle aria-hidden className="mr-1.5 h-4 w-4" />
              {paused ? t('progress.rhythm.resumeNow') : t('progress.rhythm.cancelPause')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-pause`} className="mb-1 block text-sm font-medium text-slate-700">
                {t('progress.rhythm.pauseFor')}
              </label>
              <select id={`${id}-pause`} className={select} value={pauseDays} onChange={(e) => setPauseDays(Number(e.target.value))}>
                {PAUSE_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {t('progress.rhythm.days', { count: n })}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="outline"
              disabled={change.isPending || !data}
              onClick={() =>
                change.mutate(
                  { kind: 'pause', days: pauseDays },
                  { onSuccess: () => toast({ title: t('progress.rhythm.paused'), description: t('progress.rhythm.pausedBody') }), onError: fail },
                )
              }
            >
              <PauseCircle aria-hidden className="mr-1.5 h-4 w-4" />
              {t('progress.rhythm.pause')}
            </Button>
            <p className="w-full text-xs text-slate-500">{t('progress.rhythm.pauseHint')}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
