import { useState, type FormEvent, type ReactNode } from 'react';
import { resolveZone } from '@dps/core/time/resolve-zone';
import { zoneName } from '@dps/core/time/zone-display';
import { localTime } from '@dps/core/time/local-day';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { useSettings, useUpdateSettings } from '../../../lib/settings';

/**
 * The account's time zone, which the daily prayer follows on every channel. Typed as people say it
 * ('Berlin', 'EST', 'São Paulo'); the same parser as the bots (core/src/time/resolve-zone.ts).
 */
export function TimeZoneCard() {
  const { t, rich, language } = useI18n();
  const { data } = useSettings();
  const update = useUpdateSettings();
  const [typed, setTyped] = useState('');
  // What happened, not its words: they are said at render, so a change of language rewords them.
  const [notFound, setNotFound] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!data) return null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const resolved = resolveZone(typed);
    if (!resolved.ok) {
      setNotFound(true);
      return;
    }
    setNotFound(false);
    update.mutate(
      { timeZone: resolved.timeZone },
      {
        onSuccess: (s) => {
          setTyped('');
          setSaved(s.timeZone);
        },
      },
    );
  };
  return (
    <Card className="mt-4">
      <h2 className="font-semibold text-slate-800">{t('profile.timeZone.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {rich('profile.timeZone.follows', {
          city: zoneName(data.timeZone, language),
          time: localTime(new Date(), data.timeZone),
          b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        })}
      </p>
      <form className="mt-3" onSubmit={onSubmit} noValidate>
        <Label htmlFor="time-zone-input">{t('profile.timeZone.changeTo')}</Label>
        <div className="mt-1 flex gap-2">
          <Input
            id="time-zone-input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('profile.timeZone.placeholder')}
            autoComplete="off"
            maxLength={80}
            aria-invalid={notFound ? true : undefined}
            aria-describedby={notFound ? 'time-zone-error' : undefined}
          />
          <Button type="submit" disabled={update.isPending || typed.trim() === ''}>
            {t('common.save')}
          </Button>
        </div>
        <FieldError id="time-zone-error" message={notFound ? t('profile.timeZone.notFound') : null} />
        {saved ? (
          <p role="status" className="mt-2 text-sm text-emerald-700">
            {t('profile.timeZone.saved', {
              city: zoneName(saved, language),
              time: localTime(new Date(), saved),
            })}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
