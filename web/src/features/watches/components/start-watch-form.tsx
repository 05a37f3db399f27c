/**
 * "Start a watch" (decisions 340, 362): for one of My groups or for anyone with the link; a title;
 * one of the group's open requests (optional); the start as a date and a time, or in words ("tomorrow
 * 8pm", read by the server in the person's zone and language); the length, the slot length and how
 * many people a slot holds. Every field is labelled; a mistake is said in words under its field,
 * and the server's refusal under the form.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { instantAtLocal, localDate, localTime } from '@dps/core/time/local-day';
import { zoneName } from '@dps/core/time/zone-display';
import {
  WATCH_HOURS_MAX,
  WATCH_HOURS_MIN,
  WATCH_PER_SLOT_MAX,
  WATCH_SLOT_MINUTES,
  WATCH_TITLE_MAX,
} from '@dps/core/watches/watch-form';
import { circleName } from '../../../components/audience-picker';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/auth';
import { useCircles } from '../../../lib/circles';
import { navigate } from '../../../lib/router';
import { useSettings } from '../../../lib/settings';
import { useStartWatch } from '../api/watches';
import { browserZone } from '../watch-days';

const select =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

type Field = 'title' | 'start' | 'hours';

/** The next whole hour in the zone, as the form's first guess of a start. */
function nextHour(zone: string): { date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000);
  return { date: localDate(at, zone), time: localTime(at, zone) };
}

export function StartWatchForm({ circleId: preset }: { circleId?: number | undefined }) {
  const { t, language } = useI18n();
  const circles = useCircles();
  const settings = useSettings();
  const zone = settings.data?.timeZone ?? browserZone();
  const first = nextHour(zone);
  // Not chosen yet: the group it was opened for, else the first of My groups, else anyone with the link.
  const [picked, setCircle] = useState<string | null>(preset !== undefined ? String(preset) : null);
  const [title, setTitle] = useState('');
  const [requestId, setRequestId] = useState('');
  const [date, setDate] = useState(first.date);
  const [time, setTime] = useState(first.time);
  const [words, setWords] = useState('');
  const [hours, setHours] = useState('24');
  const [slotMinutes, setSlotMinutes] = useState('30');
  const [perSlot, setPerSlot] = useState('1');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const start = useStartWatch();
  const groups = circles.data?.circles ?? [];
  const circle = picked ?? (groups[0] ? String(groups[0].id) : '');
  const chosen = circle === '' ? null : Number(circle);
  // A group's open requests: one may ride in its watch (an open watch carries none from here).
  const requests = useQuery<{ items: { id: number; title: string }[] }>({
    queryKey: [`/api/circles/${chosen}/requests?list=open`],
    enabled: chosen !== null,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = t('watches.form.errors.title');
    else if (title.trim().length > WATCH_TITLE_MAX)
      found.title = t('watches.form.errors.titleLong', { max: WATCH_TITLE_MAX });
    if (!words.trim() && (!date || !time)) found.start = t('watches.form.errors.start');
    const h = Number(hours);
    if (!Number.isInteger(h) || h < WATCH_HOURS_MIN || h > WATCH_HOURS_MAX)
      found.hours = t('watches.form.errors.hours', { min: WATCH_HOURS_MIN, max: WATCH_HOURS_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    start.mutate(
      {
        title: title.trim(),
        circleId: chosen,
        requestId: chosen !== null && requestId ? Number(requestId) : null,
        ...(words.trim() ? { startText: words.trim() } : { startsAt: instantAtLocal(date, time, zone).toISOString() }),
        hours: h,
        slotMinutes: Number(slotMinutes),
        perSlot: Number(perSlot),
      },
      {
        onSuccess: (watch) => navigate(`/watch/${watch.code}`),
        onError: (error) => {
          if (isUnauthorizedError(error)) handleUnauthorized();
        },
      },
    );
  };

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `watch-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const refusal = start.isError && !isUnauthorizedError(start.error) ? serverMessage(start.error) : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="start-watch-title">
      <div>
        <Label htmlFor="watch-for">{t('watches.form.for')}</Label>
        <select
          id="watch-for"
          className={select}
          value={circle}
          aria-describedby="watch-for-hint"
          onChange={(e) => {
            setCircle(e.target.value);
            setRequestId('');
          }}
        >
          {groups.map((c) => (
            <option key={c.id} value={c.id}>
              {circleName(t, c)}
            </option>
          ))}
          <option value="">{t('watches.form.forAnyone')}</option>
        </select>
        <p id="watch-for-hint" className="mt-1 text-sm text-slate-500">
          {chosen === null ? t('watches.form.forAnyoneHint') : t('watches.form.forGroupHint')}
        </p>
      </div>

      <div>
        <Label htmlFor="watch-title">{t('watches.form.title')}</Label>
        <Input
          id="watch-title"
          value={title}
          maxLength={WATCH_TITLE_MAX}
          placeholder={t('watches.form.titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((found) => ({ ...found, title: undefined }));
          }}
        />
        <FieldError id="watch-title-error" message={errors.title} />
      </div>

      {chosen !== null ? (
        <div>
          <Label htmlFor="watch-request">{t('watches.form.request')}</Label>
          <select
            id="watch-request"
            className={select}
            value={requestId}
            onChange={(e) => setRequestId(e.target.value)}
          >
            <option value="">{t('watches.form.requestNone')}</option>
            {(requests.data?.items ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('watches.form.start')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor="watch-date" className="font-normal text-slate-600">
              {t('watches.form.date')}
            </Label>
            <Input
              id="watch-date"
              type="date"
              value={date}
              aria-invalid={errors.start ? true : undefined}
              aria-describedby={describedBy('start')}
              onChange={(e) => {
                setDate(e.target.value);
                setErrors((found) => ({ ...found, start: undefined }));
              }}
            />
          </div>
          <div>
            <Label htmlFor="watch-time" className="font-normal text-slate-600">
              {t('watches.form.time')}
            </Label>
            <Input
              id="watch-time"
              type="time"
              value={time}
              aria-invalid={errors.start ? true : undefined}
              aria-describedby={describedBy('start')}
              onChange={(e) => {
                setTime(e.target.value);
                setErrors((found) => ({ ...found, start: undefined }));
              }}
            />
          </div>
        </div>
        <div>
          <Label htmlFor="watch-words" className="font-normal text-slate-600">
            {t('watches.form.words')}
          </Label>
          <Input
            id="watch-words"
            value={words}
            maxLength={200}
            placeholder={t('watches.form.wordsPlaceholder')}
            aria-describedby={describedBy('start', 'watch-words-hint')}
            onChange={(e) => {
              setWords(e.target.value);
              setErrors((found) => ({ ...found, start: undefined }));
            }}
          />
          <p id="watch-words-hint" className="mt-1 text-sm text-slate-500">
            {t('watches.form.wordsHint', { zone: zoneName(zone, language) })}
          </p>
        </div>
        <FieldError id="watch-start-error" message={errors.start} />
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        <div>
          <Label htmlFor="watch-hours">{t('watches.form.hours')}</Label>
          <Input
            id="watch-hours"
            type="number"
            inputMode="numeric"
            min={WATCH_HOURS_MIN}
            max={WATCH_HOURS_MAX}
            value={hours}
            aria-invalid={errors.hours ? true : undefined}
            aria-describedby={describedBy('hours', 'watch-hours-hint')}
            onChange={(e) => {
              setHours(e.target.value);
              setErrors((found) => ({ ...found, hours: undefined }));
            }}
          />
          <p id="watch-hours-hint" className="mt-1 text-xs text-slate-500">
            {t('watches.form.hoursHint', { min: WATCH_HOURS_MIN, max: WATCH_HOURS_MAX })}
          </p>
          <FieldError id="watch-hours-error" message={errors.hours} />
        </div>
        <div>
          <Label htmlFor="watch-slot">{t('watches.form.slot')}</Label>
          <select
            id="watch-slot"
            className={select}
            value={slotMinutes}
            onChange={(e) => setSlotMinutes(e.target.value)}
          >
            {WATCH_SLOT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('watches.form.slotMinutes', { minutes: m })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="watch-per-slot">{t('watches.form.perSlot')}</Label>
          <select id="watch-per-slot" className={select} value={perSlot} onChange={(e) => setPerSlot(e.target.value)}>
            {Array.from({ length: WATCH_PER_SLOT_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('watches.form.people', { count: n })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={start.isPending}>
        {start.isPending ? t('watches.form.starting') : t('watches.form.submit')}
      </Button>
    </form>
  );
}
