/**
 * A watch's page, /watch/:code (decision 361): what it is for, when, how much of it is covered and
 * what is still open, then the day grid of slots in the reader's own zone (with the group's zone a
 * tap away when it differs). A member takes and gives back slots and says "I prayed"; whoever may
 * end it early can; an open watch's link can be copied. A visitor reads an open watch, without
 * names, and is asked to sign in to take a slot.
 */
import { ArrowLeft, Clock, Copy, HandHeart, Link2, LogIn, Users } from 'lucide-react';
import { useState } from 'react';
import { zoneName } from '@dps/core/time/zone-display';
import { circleName } from '../../../components/audience-picker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';
import { useSettings } from '../../../lib/settings';
import { toast } from '../../../lib/toast';
import { useEndWatch, useSlotAction, useWatch, type Watch } from '../api/watches';
import { browserZone, slotName, whenLabel } from '../watch-days';
import { SlotGrid } from './slot-grid';
import { WatchLeadChoice } from './watch-lead';
import { CoverageLine, StatusBadge } from './watch-summary';

/** The open runs named under the coverage; the rest are counted. */
const OPEN_RUNS_SHOWN = 4;

export function WatchPage({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useI18n();
  const { data: watch, isLoading, isError } = useWatch(code);
  const back = signedIn ? (
    <Link href="/watches" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t('watches.watch.back')}
    </Link>
  ) : null;
  if (isLoading) return <PageSpinner />;
  if (isError || !watch)
    return (
      <div className="space-y-4">
        {back}
        <Card className="text-center text-slate-600">
          <h1 className="font-semibold text-slate-900">{t('watches.watch.notFoundTitle')}</h1>
          <p className="mt-1 text-sm">{t('watches.watch.notFound')}</p>
        </Card>
      </div>
    );
  return (
    <div className="space-y-4">
      {back}
      <LoadedWatch watch={watch} signedIn={signedIn} />
    </div>
  );
}

function LoadedWatch({ watch, signedIn }: { watch: Watch; signedIn: boolean }) {
  const { t, language } = useI18n();
  const settings = useSettings();
  // The reader's own zone: their account's, or (a visitor) this browser's.
  const mine = signedIn ? (settings.data?.timeZone ?? browserZone()) : browserZone();
  const [shown, setShown] = useState<'mine' | 'watch'>('mine');
  const zone = shown === 'mine' ? mine : watch.timeZone;
  const act = useSlotAction(watch.id);
  const end = useEndWatch(watch.id);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const now = new Date();
  const open = watch.coverage.open;
  const openNames = open
    .slice(0, OPEN_RUNS_SHOWN)
    .map((r) => slotName(watch.slots[r.from]!.startsAt, watch.slots[r.to - 1]!.endsAt, zone, language));
  const busySlot = act.isPending ? act.variables.slot : null;

  return (
    <>
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge watch={watch} />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            {watch.circle ? (
              <>
                <Users aria-hidden className="h-4 w-4" />
                {t('watches.watch.ofGroup', { group: circleName(t, watch.circle) })}
              </>
            ) : (
              <>
                <Link2 aria-hidden className="h-4 w-4" />
                {t('watches.watch.openToAll')}
              </>
            )}
          </span>
        </div>
        <h1 className="mt-2 break-words font-serif text-2xl font-semibold text-slate-900">{watch.title}</h1>
        {watch.request ? (
          <div className="mt-3 rounded-xl bg-brand-50 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
              {t('watches.watch.prayingFor')}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{watch.request.text}</p>
            {watch.request.authorName ? (
              <p className="mt-1 text-sm text-slate-600">
                {t('watches.watch.sharedBy', { name: watch.request.authorName })}
              </p>
            ) : null}
          </div>
        ) : null}
        <p className="mt-3 flex items-start gap-1.5 text-slate-700">
          <Clock aria-hidden className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
          <span>
            {t('watches.watch.when', {
              start: whenLabel(watch.startsAt, zone, language),
              end: whenLabel(watch.endsAt, zone, language),
            })}
          </span>
        </p>
        <p className="text-sm text-slate-500">
          {t('watches.watch.shape', {
            hours: watch.hours,
            minutes: watch.slotMinutes,
            people: watch.perSlot,
          })}
        </p>
        <div className="mt-4">
          <CoverageLine watch={watch} large />
          {watch.status !== 'ended' && open.length > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">{t('watches.watch.stillOpen')}</span> {openNames.join(', ')}
              {open.length > OPEN_RUNS_SHOWN
                ? ` ${t('watches.watch.openMore', { count: open.length - OPEN_RUNS_SHOWN })}`
                : null}
            </p>
          ) : null}
          {watch.status !== 'ended' && open.length === 0 ? (
            <p className="mt-2 text-sm font-medium text-green-800">{t('watches.watch.allCovered')}</p>
          ) : null}
          <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-600">
            <HandHeart aria-hidden className="h-4 w-4" />
            {t('watches.watch.people', { people: watch.people })}
            {watch.prayed > 0 ? ` · ${t('watches.watch.prayed', { prayed: watch.prayed })}` : null}
          </p>
        </div>
        {watch.circle === null || watch.canEnd ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {watch.circle === null ? <CopyLink code={watch.code} /> : null}
            {watch.canEnd ? (
              <Button variant="outline" size="sm" onClick={() => setConfirmEnd(true)}>
                {t('watches.end.button')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>

      {!signedIn ? (
        <Card className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">{t('watches.visitor.hint')}</p>
          <Link
            href="/login"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            <LogIn aria-hidden className="h-4 w-4" /> {t('watches.visitor.signIn')}
          </Link>
        </Card>
      ) : null}

      <section aria-labelledby="watch-slots" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="watch-slots" className="text-lg font-semibold text-slate-900">
              {t('watches.grid.title')}
            </h2>
            <p className="text-sm text-slate-500">{t('watches.grid.inZone', { zone: zoneName(zone, language) })}</p>
          </div>
          {mine !== watch.timeZone ? (
            <ZoneToggle
              shown={shown}
              onChange={setShown}
              mine={zoneName(mine, language)}
              theirs={zoneName(watch.timeZone, language)}
              isGroup={watch.circle !== null}
            />
          ) : null}
        </div>
        {signedIn && watch.status !== 'ended' ? <WatchLeadChoice compact /> : null}
        <SlotGrid
          watch={watch}
          timeZone={zone}
          now={now}
          signedIn={signedIn}
          busySlot={busySlot}
          onAction={(action, slot) => act.mutate({ action, slot })}
        />
      </section>

      {confirmEnd ? (
        <ConfirmDialog
          title={t('watches.end.confirmTitle')}
          description={t('watches.end.confirmText')}
          confirmLabel={t('watches.end.confirm')}
          busy={end.isPending}
          onConfirm={() => end.mutate(undefined, { onSettled: () => setConfirmEnd(false) })}
          onClose={() => setConfirmEnd(false)}
        />
      ) : null}
    </>
  );
}

/** "My time" / "The group's time": two buttons, one pressed (the grid's heading names the zone). */
function ZoneToggle({
  shown,
  onChange,
  mine,
  theirs,
  isGroup,
}: {
  shown: 'mine' | 'watch';
  onChange: (v: 'mine' | 'watch') => void;
  mine: string;
  theirs: string;
  isGroup: boolean;
}) {
  const { t } = useI18n();
  const option = (value: 'mine' | 'watch', label: string) => (
    <button
      type="button"
      aria-pressed={shown === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-10 rounded-lg px-3 text-sm font-medium',
        shown === value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('watches.zone.label')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {option('mine', t('watches.zone.mine', { zone: mine }))}
      {option('watch', isGroup ? t('watches.zone.group', { zone: theirs }) : t('watches.zone.watch', { zone: theirs }))}
    </div>
  );
}

/** An open watch's link, copied for a message or an email. */
function CopyLink({ code }: { code: string }) {
  const { t } = useI18n();
  const url = `${window.location.origin}/watch/${code}`;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        const done = () => toast({ title: t('watches.share.copied'), description: url, variant: 'success' });
        if (navigator.clipboard?.writeText)
          navigator.clipboard.writeText(url).then(done, () => window.prompt(t('watches.share.copy'), url));
        else window.prompt(t('watches.share.copy'), url);
      }}
    >
      <Copy aria-hidden className="h-4 w-4" /> {t('watches.share.copy')}
    </Button>
  );
}
