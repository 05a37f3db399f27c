/**
 * A watch's day grid (decision 361): one list per day in the zone the reader chose, each slot with
 * its times, who holds it (first names in a group's watch; "Taken" and "You" in an open one,
 * decision 342) and one button whose name says the whole slot ("Claim Tue 03:00–03:30"), so a
 * screen reader's list of buttons reads as a timetable. A visitor and an ended watch see no buttons.
 */
import { Check, HandHeart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import type { Watch, WatchSlot } from '../api/watches';
import { slotName, slotsByDay, slotTimes } from '../watch-days';

export type SlotAction = 'claim' | 'release' | 'prayed';

export interface SlotGridProps {
  watch: Watch;
  /** The zone the times are shown in. */
  timeZone: string;
  /** Now, as the page's clock reads it. */
  now: Date;
  /** False for a visitor: read only. */
  signedIn: boolean;
  /** The slot a tap is being sent for (its button waits). */
  busySlot?: number | null;
  onAction: (action: SlotAction, slot: number) => void;
}

export function SlotGrid({ watch, timeZone, now, signedIn, busySlot = null, onAction }: SlotGridProps) {
  const { language } = useI18n();
  const days = slotsByDay(watch.slots, timeZone, language);
  return (
    <div className="space-y-5">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h3 id={`day-${day.date}`} className="mb-2 font-semibold text-slate-900">
            {day.heading}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {day.slots.map((slot) => (
              <li key={slot.slot}>
                <SlotRow
                  watch={watch}
                  slot={slot}
                  timeZone={timeZone}
                  now={now}
                  signedIn={signedIn}
                  busy={busySlot === slot.slot}
                  onAction={onAction}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SlotRow({
  watch,
  slot,
  timeZone,
  now,
  signedIn,
  busy,
  onAction,
}: {
  watch: Watch;
  slot: WatchSlot;
  timeZone: string;
  now: Date;
  signedIn: boolean;
  busy: boolean;
  onAction: (action: SlotAction, slot: number) => void;
}) {
  const { t, language } = useI18n();
  const name = slotName(slot.startsAt, slot.endsAt, timeZone, language);
  const running = !slot.past && new Date(slot.startsAt) <= now;
  const open = watch.status !== 'ended';
  const me = slot.claimers.find((c) => c.isMe);
  const holders = slot.claimers.map((c) => (c.isMe ? t('watches.slot.you') : (c.name ?? t('watches.slot.taken'))));
  return (
    <div
      data-testid="watch-slot"
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-xl border px-3 py-2',
        slot.mine
          ? 'border-brand-200 bg-brand-50'
          : slot.claimers.length > 0
            ? 'border-slate-200 bg-white'
            : 'border-dashed border-slate-300 bg-white',
        slot.past && 'opacity-70',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium tabular-nums text-slate-900">
          {slotTimes(slot.startsAt, slot.endsAt, timeZone)}
          {running ? (
            <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t('watches.slot.now')}
            </span>
          ) : null}
        </p>
        <p className="break-words text-sm text-slate-600">
          {holders.length > 0 ? holders.join(', ') : null}
          {holders.length > 0 && slot.free > 0 && !slot.past ? ' · ' : null}
          {slot.free > 0 && !slot.past
            ? holders.length > 0
              ? t('watches.slot.placesOpen', { free: slot.free })
              : t('watches.slot.open')
            : null}
          {holders.length === 0 && slot.past ? t('watches.slot.nobody') : null}
        </p>
      </div>
      {signedIn && open ? (
        <SlotButton
          slot={slot}
          name={name}
          running={running}
          prayed={me?.prayed ?? false}
          busy={busy}
          onAction={onAction}
        />
      ) : null}
      {/* After the watch, a holder's own slot still says whether they prayed. */}
      {signedIn && !open && me?.prayed ? <PrayedMark name={name} /> : null}
    </div>
  );
}

function PrayedMark({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
      <Check aria-hidden className="h-4 w-4" />
      <span aria-hidden>{t('watches.slot.prayedDone')}</span>
      <span className="sr-only">{t('watches.slot.prayedDoneLabel', { slot: name })}</span>
    </span>
  );
}

function SlotButton({
  slot,
  name,
  running,
  prayed,
  busy,
  onAction,
}: {
  slot: WatchSlot;
  name: string;
  running: boolean;
  prayed: boolean;
  busy: boolean;
  onAction: (action: SlotAction, slot: number) => void;
}) {
  const { t } = useI18n();
  // The holder's slot, begun or over: "I prayed" (once said, a mark).
  if (slot.mine && (running || slot.past)) {
    if (prayed) return <PrayedMark name={name} />;
    return (
      <Button
        size="sm"
        variant="success"
        disabled={busy}
        aria-label={t('watches.slot.prayedLabel', { slot: name })}
        onClick={() => onAction('prayed', slot.slot)}
      >
        <HandHeart aria-hidden className="h-4 w-4" /> {t('watches.slot.prayed')}
      </Button>
    );
  }
  if (slot.past) return <span className="text-sm text-slate-500">{t('watches.slot.over')}</span>;
  if (slot.mine)
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={t('watches.slot.releaseLabel', { slot: name })}
        onClick={() => onAction('release', slot.slot)}
      >
        {t('watches.slot.release')}
      </Button>
    );
  if (slot.free === 0)
    return (
      <Button size="sm" variant="outline" disabled aria-label={t('watches.slot.fullLabel', { slot: name })}>
        {t('watches.slot.full')}
      </Button>
    );
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={t('watches.slot.claimLabel', { slot: name })}
      onClick={() => onAction('claim', slot.slot)}
    >
      {t('watches.slot.claim')}
    </Button>
  );
}
