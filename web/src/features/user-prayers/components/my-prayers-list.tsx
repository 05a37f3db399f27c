import { Archive, CheckCircle2, Clock, Globe, Lock, PenLine, Users } from 'lucide-react';
import { useState } from 'react';
import { AudiencePicker, audienceProblem, describeAudience } from '../../../components/audience-picker';
import { ShareButton } from '../../../components/share-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { choiceOf, type AudienceChoice } from '../../../lib/circles';
import { shortDateIn, shortTimeIn } from '../../../lib/dates-in-language';
import { MarkAnsweredButton } from '../../../components/mark-answered-dialog';
import { useSettings } from '../../../lib/settings';
import { useUpdateAudience, useUserPrayers, type UserPrayer } from '../../../lib/user-prayers';
import { reportMutationError } from '../../../lib/mutation-errors';
import { OwnPrayerActions } from './own-prayer-actions';

/**
 * A person's own requests: beside each, who may read it (with a way to change it) and when it will
 * ask "still praying?" (decision 316); archived ones in a list of their own below.
 */
export function MyPrayersList() {
  const { t } = useI18n();
  const { data, isLoading } = useUserPrayers();
  if (isLoading) return <PageSpinner />;
  const list = data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState icon={PenLine} title={t('userPrayers.mine.emptyTitle')} hint={t('userPrayers.mine.emptyHint')} />
    );
  }
  const current = list.filter((p) => !p.archivedAt);
  const archived = list.filter((p) => p.archivedAt);
  return (
    <div className="space-y-6">
      <ul className="space-y-3">
        {current.map((p) => (
          <li key={p.id}>
            <OwnRequestCard prayer={p} />
          </li>
        ))}
      </ul>
      {archived.length > 0 ? (
        <section aria-labelledby="archived-requests" className="space-y-3">
          <h2 id="archived-requests" className="inline-flex items-center gap-2 font-semibold text-slate-700">
            <Archive aria-hidden className="h-4 w-4" /> {t('groups.mine.archived')}
          </h2>
          <p className="text-sm text-slate-500">{t('groups.mine.archivedHint')}</p>
          <ul className="space-y-3">
            {archived.map((p) => (
              <li key={p.id}>
                <OwnRequestCard prayer={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** "Jan 6" in the person's own zone (their settings), not this device's. */
function dayInZone(language: string, iso: string, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(new Date(iso));
  }
}

function OwnRequestCard({ prayer: p, headingLevel = 2 }: { prayer: UserPrayer; headingLevel?: 2 | 3 }) {
  const { t, language } = useI18n();
  const { data: settings } = useSettings();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const kind = p.audience?.kind ?? (p.isPublic ? 'everyone' : 'only_me');
  const PlaceIcon = kind === 'everyone' ? Globe : kind === 'circles' ? Users : Lock;
  const shared = kind !== 'only_me';
  return (
    <Card className={p.archivedAt ? 'opacity-90' : undefined}>
      <div className="flex items-baseline justify-between gap-2">
        <Heading className="font-semibold text-slate-900">{p.title}</Heading>
        <p className="shrink-0 text-xs text-slate-500">{shortDateIn(language, p.date || p.createdAt)}</p>
      </div>
      <p className="mt-2 whitespace-pre-wrap text-slate-700">{p.content}</p>
      {p.answeredAt ? (
        <div className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          <p className="inline-flex items-center gap-1 font-semibold">
            <CheckCircle2 aria-hidden className="h-4 w-4" /> {t('userPrayers.mine.answered')}
            <span className="font-normal text-green-700">· {shortDateIn(language, p.answeredAt)}</span>
          </p>
          {p.answeredNote ? <p className="mt-1 whitespace-pre-wrap break-words">{p.answeredNote}</p> : null}
        </div>
      ) : p.archivedAt ? null : (
        <div className="mt-3">
          <MarkAnsweredButton id={p.id} isPublic={shared} />
        </div>
      )}
      <div className="mt-3 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={
              kind === 'everyone'
                ? 'inline-flex items-center gap-1 font-medium text-green-700'
                : kind === 'circles'
                  ? 'inline-flex items-center gap-1 font-medium text-brand-700'
                  : 'inline-flex items-center gap-1 font-medium text-slate-600'
            }
          >
            <PlaceIcon aria-hidden className="h-4 w-4" />
            <span className="sr-only">{t('groups.mine.sharedWithLabel')}</span>
            {describeAudience(t, p.audience, p.isPublic)}
          </span>
          {p.archivedAt ? null : <ChangeAudience prayer={p} />}
        </p>
        {p.asksAt && !p.answeredAt && !p.archivedAt ? (
          <p className="inline-flex items-center gap-1 text-slate-500">
            <Clock aria-hidden className="h-4 w-4" />
            {t('groups.mine.asksAt', { date: dayInZone(language, p.asksAt, settings?.timeZone) })}
          </p>
        ) : null}
        {p.archivedAt ? (
          <p className="text-slate-500">{t('groups.mine.archivedOn', { date: shortDateIn(language, p.archivedAt) })}</p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="text-slate-500">{shortTimeIn(language, p.createdAt)}</span>
        <span className="inline-flex items-center gap-1">
          <OwnPrayerActions prayer={p} />
          <ShareButton content={{ title: p.title, quote: p.content, type: 'prayer' }} />
        </span>
      </div>
    </Card>
  );
}

/** "Change" beside where a request is shared: the same picker as the forms, saved on its own. */
function ChangeAudience({ prayer }: { prayer: UserPrayer }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [audience, setAudience] = useState<AudienceChoice>(() => choiceOf(prayer.audience, prayer.isPublic));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAudience();
  return (
    <>
      <button
        type="button"
        className="rounded-md px-1.5 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        aria-label={t('groups.mine.changeLabel', { title: prayer.title })}
        onClick={() => {
          setAudience(choiceOf(prayer.audience, prayer.isPublic));
          setError(null);
          setOpen(true);
        }}
      >
        {t('groups.mine.change')}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('groups.mine.changeTitle')} description={prayer.title}>
          <form
            className="space-y-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const problem = audienceProblem(audience);
              setError(problem ? t(problem) : null);
              if (problem) return;
              update.mutate(
                { id: prayer.id, audience },
                {
                  onSuccess: () => setOpen(false),
                  onError: (err) =>
                    reportMutationError(err, t('userPrayers.errors.title'), t('userPrayers.errors.save')),
                },
              );
            }}
          >
            <AudiencePicker
              id={`change-${prayer.id}`}
              value={audience}
              onChange={(next) => {
                setAudience(next);
                setError(null);
              }}
              error={error}
            />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('userPrayers.edit.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {t('userPrayers.edit.save')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
