/**
 * Content Admin (issue 14): schedule, edit and delete daily prayers on a calendar of 30 days back
 * and 90 ahead, with a preview on each channel and a CSV/JSON import. A date that already has a
 * prayer asks "Replace it?"; a live date (begun anywhere, UTC+14) can only be corrected in place.
 */
import { Activity, Eye, Lightbulb } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REPLACE_TITLE } from '@dps/core/admin/admin-messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { errorBody, serverMessage } from '../../../lib/api-client';
import { longUsDate, shortDate, todayIso } from '../../../lib/dates';
import { localDay } from '../../../lib/local-date';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import {
  useAdminCalendar,
  useAdminTopics,
  useDeleteDailyPrayer,
  usePrayerPreview,
  useSaveDailyPrayer,
  type CalendarDay,
} from '../api/admin';
import { CalendarList } from './calendar-list';
import { ChannelPreview } from './channel-preview';
import { ImportCard } from './import-card';

const FIELDS = { title: 'admin-title', content: 'admin-content', topicId: 'admin-topic', date: 'admin-date' };

type Form = {
  title: string;
  content: string;
  scripture: string;
  scriptureReference: string;
  topicId: string;
  date: string;
};

const emptyForm = (date: string): Form => ({
  title: '',
  content: '',
  scripture: '',
  scriptureReference: '',
  topicId: '',
  date,
});

/** The day after `iso` ('YYYY-MM-DD'). */
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export default function AdminPage() {
  const { data: topics = [] } = useAdminTopics();
  const { data: calendar, isLoading } = useAdminCalendar();
  const firstOpenDate = calendar ? nextDay(calendar.latestLiveDate) : todayIso();
  const [form, setForm] = useState<Form | null>(null);
  const current = form ?? emptyForm(firstOpenDate);
  const [editing, setEditing] = useState<{ id: number; live: boolean; date: string } | null>(null);
  const [askReplace, setAskReplace] = useState<string | null>(null);
  const errors = useFieldErrors(FIELDS);
  const save = useSaveDailyPrayer();
  const remove = useDeleteDailyPrayer();
  const preview = usePrayerPreview();
  const [justSaved, setJustSaved] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // A preview renders below the form (below the fold on a phone): take the admin to it.
  useEffect(() => {
    if (!preview.data) return;
    previewHeading.current?.scrollIntoView({ block: 'start' });
    previewHeading.current?.focus();
  }, [preview.data]);

  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...current, [k]: e.target.value });
  const reset = () => {
    setForm(null);
    setEditing(null);
    setAskReplace(null);
    preview.reset();
  };

  const startEdit = (d: CalendarDay) => {
    if (!d.prayer) return;
    setEditing({ id: d.prayer.id, live: d.live, date: d.date });
    setAskReplace(null);
    setForm({
      title: d.prayer.title,
      content: d.prayer.content,
      scripture: d.prayer.scripture ?? '',
      scriptureReference: d.prayer.scriptureReference ?? '',
      topicId: d.prayer.topicId === null ? '' : String(d.prayer.topicId),
      date: d.date,
    });
    document.getElementById('admin-title')?.focus();
  };

  const startSchedule = (date: string) => {
    setEditing(null);
    setAskReplace(null);
    setForm({ ...emptyForm(date), ...(form && !editing ? { ...form, date } : {}) });
    document.getElementById('admin-title')?.focus();
  };

  const confirmDelete = (d: CalendarDay) => {
    if (
      !d.prayer ||
      !window.confirm(`Delete “${d.prayer.title}” from ${d.date}? The date goes back to the library prayer.`)
    )
      return;
    remove.mutate(d.prayer.id, {
      onSuccess: () => {
        toast({ title: 'Deleted', description: `${d.date} now gets the library prayer.`, variant: 'success' });
        if (editing?.id === d.prayer!.id) reset();
      },
      onError: (error) =>
        toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete', variant: 'destructive' }),
    });
  };

  const send = (replace: boolean) => {
    const topic = topics.find((t) => String(t.id) === current.topicId);
    save.mutate(
      {
        id: editing?.id,
        payload: {
          title: current.title.trim(),
          content: current.content.trim(),
          scripture: current.scripture.trim(),
          scripture_reference: current.scriptureReference.trim(),
          topic_id: topic ? topic.id : Number(current.topicId),
          date: current.date,
          is_daily: true,
          ...(replace ? { replace: true } : {}),
        },
      },
      {
        onSuccess: () => {
          const day = longUsDate(localDay(current.date));
          toast({
            title: 'Success',
            description: editing ? `Daily prayer updated for ${day}.` : `Daily prayer scheduled for ${day}.`,
            variant: 'success',
          });
          setJustSaved(current.date);
          reset();
        },
        onError: (error) => {
          if (errorBody(error)?.title === REPLACE_TITLE) {
            setAskReplace(serverMessage(error) ?? 'This date already has a scheduled prayer. Replace it?');
            return;
          }
          toast({
            title: (errorBody(error)?.title as string | undefined) ?? 'Error',
            description: serverMessage(error) ?? 'Failed to save the daily prayer',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = (['title', 'content', 'topicId', 'date'] as const).find((k) => !current[k].trim());
    if (missing) {
      errors.show({ title: 'Validation Error', description: 'Please fill in all required fields' }, missing);
      return;
    }
    errors.clear();
    setAskReplace(null);
    send(false);
  };

  const showPreview = () =>
    preview.mutate(
      {
        title: current.title,
        content: current.content,
        scripture: current.scripture,
        scripture_reference: current.scriptureReference,
        date: current.date || firstOpenDate,
      },
      {
        onError: (error) =>
          toast({
            title: 'Preview',
            description: serverMessage(error) ?? 'No preview available',
            variant: 'destructive',
          }),
      },
    );

  const heading = editing ? (editing.live ? 'Correct Live Prayer' : 'Edit Scheduled Prayer') : 'Add Daily Prayer';

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">Content Admin</h1>
          <p className="text-slate-500">Schedule the prayer everyone gets each day.</p>
        </div>
        <Link href="/admin/health" className="flex items-center gap-1 text-sm font-medium text-brand-700 underline">
          <Activity aria-hidden className="h-4 w-4" /> Delivery health
        </Link>
        <Link href="/admin/plans" className="text-sm font-medium text-brand-700 underline">
          Reading plans
        </Link>
      </header>

      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4">
          <Card>
            <h2 className="mb-1 font-semibold text-slate-900">{heading}</h2>
            {editing?.live ? (
              <p className="mb-3 text-sm text-slate-600">
                {shortDate(editing.date)} has begun somewhere in the world: fix the wording here; the prayer stays the
                same, so everyone’s “Prayed” and reflections stay.
              </p>
            ) : (
              <p className="mb-3 text-sm text-slate-600">One prayer per date. Dates already begun can’t be changed.</p>
            )}
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div>
                <Label htmlFor="admin-title">Title *</Label>
                <Input id="admin-title" value={current.title} onChange={set('title')} {...errors.invalid('title')} />
                <FieldError id="admin-title-error" issue={errors.error('title')} />
              </div>
              <div>
                <Label htmlFor="admin-content">Prayer content *</Label>
                <Textarea
                  id="admin-content"
                  rows={6}
                  value={current.content}
                  onChange={set('content')}
                  {...errors.invalid('content')}
                />
                <FieldError id="admin-content-error" issue={errors.error('content')} />
                <p className="mt-1 text-xs text-slate-500">Separate paragraphs with a blank line.</p>
              </div>
              <div>
                <Label htmlFor="admin-scripture">Scripture text</Label>
                <Textarea id="admin-scripture" rows={3} value={current.scripture} onChange={set('scripture')} />
              </div>
              <div>
                <Label htmlFor="admin-reference">Scripture reference</Label>
                <Input
                  id="admin-reference"
                  placeholder="e.g. Psalm 23:1"
                  value={current.scriptureReference}
                  onChange={set('scriptureReference')}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {/* min-w-0: a grid item may shrink below its select's widest option at 200% text. */}
                <div className="min-w-0">
                  <Label htmlFor="admin-topic">Topic *</Label>
                  <select
                    {...errors.invalid('topicId')}
                    id="admin-topic"
                    value={current.topicId}
                    onChange={set('topicId')}
                    className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
                  >
                    <option value="">Select a topic</option>
                    {topics.map((t) => (
                      <option key={t.id} value={String(t.id)}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                  <FieldError id="admin-topic-error" issue={errors.error('topicId')} />
                </div>
                <div className="min-w-0">
                  <Label htmlFor="admin-date">Date *</Label>
                  <Input
                    id="admin-date"
                    type="date"
                    value={current.date}
                    onChange={set('date')}
                    min={editing?.live ? undefined : firstOpenDate}
                    disabled={editing?.live}
                    required
                    {...errors.invalid('date')}
                  />
                  <FieldError id="admin-date-error" issue={errors.error('date')} />
                </div>
              </div>
              {askReplace ? (
                <div
                  role="alertdialog"
                  aria-label="Replace scheduled prayer?"
                  className="space-y-2 rounded-xl border border-gold-300 bg-gold-50 p-3"
                >
                  <p className="text-sm text-slate-800">{askReplace}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="danger" onClick={() => send(true)} disabled={save.isPending}>
                      Replace
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setAskReplace(null)}>
                      Keep the existing one
                    </Button>
                  </div>
                </div>
              ) : null}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button type="submit" size="lg" className="w-full sm:flex-1" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Daily Prayer'}
                </Button>
                <Button size="lg" variant="outline" onClick={showPreview} disabled={preview.isPending}>
                  <Eye aria-hidden className="mr-1 h-4 w-4" /> Preview
                </Button>
                {editing || form ? (
                  <Button size="lg" variant="ghost" onClick={reset}>
                    Cancel
                  </Button>
                ) : null}
              </div>
            </form>
          </Card>

          {preview.data ? (
            <Card>
              <h2
                ref={previewHeading}
                tabIndex={-1}
                id="admin-preview"
                className="mb-3 font-semibold text-slate-900 focus:outline-none"
              >
                Preview on each channel · {longUsDate(localDay(current.date || firstOpenDate))}
              </h2>
              <ChannelPreview preview={preview.data} />
            </Card>
          ) : null}

          <ImportCard />
        </div>

        <div className="space-y-4">
          <CalendarList
            calendar={calendar}
            isLoading={isLoading}
            onSchedule={startSchedule}
            onEdit={startEdit}
            onDelete={confirmDelete}
            justSaved={justSaved}
          />
          <Card>
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <Lightbulb aria-hidden className="h-5 w-5 text-gold-600" /> Content Guidelines
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Keep prayers warm, personal and about 150 to 300 words.</li>
              <li>Quote scripture exactly and give the book, chapter and verse.</li>
              <li>Choose the topic that best fits the prayer's theme.</li>
              <li>One prayer per day: the calendar shows what each date already has.</li>
              <li>Write for every reader: avoid jargon and denominational disputes.</li>
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
