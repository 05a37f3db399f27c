import { useState, type FormEvent } from 'react';
import { resolveZone, zoneCity } from '@dps/core/time/resolve-zone';
import { localTime } from '@dps/core/time/local-day';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useSettings, useUpdateSettings } from '../api/profile';

/**
 * The account's time zone, which the daily prayer follows on every channel. Typed as people say it
 * ('Berlin', 'EST', 'São Paulo'); the same parser as the bots (core/src/time/resolve-zone.ts).
 */
export function TimeZoneCard() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!data) return null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const resolved = resolveZone(typed);
    if (!resolved.ok) {
      setError(resolved.message);
      return;
    }
    setError(null);
    update.mutate(
      { timeZone: resolved.timeZone },
      {
        onSuccess: (s) => {
          setTyped('');
          setSaved(
            `Time zone set to ${zoneCity(s.timeZone)} (${s.timeZone}), where it is now ${localTime(new Date(), s.timeZone)}.`,
          );
        },
      },
    );
  };
  return (
    <Card className="mt-4">
      <h2 className="font-semibold text-slate-800">Time zone</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your day, your streak and your daily prayer follow{' '}
        <strong>
          {zoneCity(data.timeZone)} ({data.timeZone})
        </strong>
        , where it is now {localTime(new Date(), data.timeZone)}, on the web, Telegram and Slack.
      </p>
      <form className="mt-3" onSubmit={onSubmit} noValidate>
        <Label htmlFor="time-zone-input">Change to (a city, or an abbreviation like EST)</Label>
        <div className="mt-1 flex gap-2">
          <Input
            id="time-zone-input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Berlin"
            autoComplete="off"
            maxLength={80}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'time-zone-error' : undefined}
          />
          <Button type="submit" disabled={update.isPending || typed.trim() === ''}>
            Save
          </Button>
        </div>
        <FieldError id="time-zone-error" message={error} />
        {saved ? (
          <p role="status" className="mt-2 text-sm text-emerald-700">
            {saved}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
