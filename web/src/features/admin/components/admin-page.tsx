/**
 * Content Admin (issue 14): schedule, edit and delete daily prayers on a calendar of 30 days back
 * and 90 ahead, with a preview on each channel and a CSV/JSON import. A date that already has a
 * prayer asks "Replace it?"; a live date (begun anywhere, UTC+14) can only be corrected in place.
 * One language at a time (decision 231): the calendar, the form, the preview and the import are
 * for the prayers people reading the chosen language get; it starts as the admin's own language.
 */
import { Activity, Eye, Lightbulb } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REPLACE_TITLE } from '@dps/core/admin/admin-messages';
import type { Language } from '@dps/db/content/languages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { errorBody, serverMessage } from '../../../lib/api-client';
import { todayIso } from '../../../lib/dates';
import { longDateIn, shortDateIn } from '../../../lib/dates-in-language';
import { useI18n } from '../../../i18n/i18n-context';
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
import { LanguagePicker } from './language-picker';

/** The form's fields by their element ids (ids, not words: the title field's id is a constant). */
const TITLE_ID = 'admin-title';
const FIELDS = { title: TITLE_ID, content: 'admin-content', topicId: 'admin-topic', date: 'admin-date' };

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
  const { t, language: ui } = useI18n();
  const [language, setLanguage] = useState<Language>(ui);
  const { data: topics = [] } = useAdminTopics();
  const { data: calendar, isLoading } = useAdminCalendar(language);
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
    document.getElementById(TITLE_ID)?.focus();
  };

  const startSchedule = (date: string) => {
    setEditing(null);
    setAskReplace(null);
    setForm({ ...emptyForm(date), ...(form && !editing ? { ...form, date } : {}) });
    document.getElementById(TITLE_ID)?.focus();
  };

  /** Another language: its calendar; an edit in progress is of the other language's prayer, so it ends. */
  const chooseLanguage = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    setJustSaved(null);
    if (editing) reset();
    else {
      setAskReplace(null);
      preview.reset();
    }
  };

  const confirmDelete = (d: CalendarDay) => {
    if (!d.prayer || !window.confirm(t('admin.calendar.confirmDelete', { title: d.prayer.title, date: d.date })))
      return;
    remove.mutate(d.prayer.id, {
      onSuccess: () => {
        toast({
          title: t('admin.toast.deleted'),
          description: t('admin.toast.deletedDescription', { date: d.date }),
          variant: 'success',
        });
        if (editing?.id === d.prayer!.id) reset();
      },
      onError: (error) =>
        toast({
          title: t('admin.toast.error'),
          description: serverMessage(error) ?? t('admin.toast.deleteFailed'),
          variant: 'destructive',
        }),
    });
  };

  const send = (replace: boolean) => {
    const topic = topics.find((x) => String(x.id) === current.topicId);
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
          language,
          ...(replace ? { replace: true } : {}),
        },
      },
      {
        onSuccess: () => {
          const day = longDateIn(ui, localDay(current.date));
          toast({
            title: t('admin.toast.success'),
            description: editing ? t('admin.toast.updated', { day }) : t('admin.toast.scheduled', { day }),
            variant: 'success',
          });
          setJustSaved(current.date);
          reset();
        },
        onError: (error) => {
          if (errorBody(error)?.title === REPLACE_TITLE) {
            setAskReplace(serverMessage(error) ?? t('admin.form.replaceFallback'));
            return;
          }
          toast({
            title: (errorBody(error)?.title as string | undefined) ?? t('admin.toast.error'),
            description: serverMessage(error) ?? t('admin.toast.saveFailed'),
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
      errors.show(
        { title: t('admin.form.validationTitle'), description: t('admin.form.validationDescription') },
        missing,
      );
      return;
    }
    errors.clear();
    setAskReplace(null);
    send(false);
  };

  const previewDate = current.date || firstOpenDate;
  /** With nothing written yet, the preview shows the prayer the chosen language's readers get that date. */
  const showPreview = () => {
    const picked = calendar?.days.find((d) => d.date === previewDate)?.prayer;
    const blank = !current.title.trim() && !current.content.trim();
    preview.mutate(
      blank && picked
        ? {
            title: picked.title,
            content: picked.content,
            scripture: picked.scripture ?? '',
            scripture_reference: picked.scriptureReference ?? '',
            date: previewDate,
            language,
          }
        : {
            title: current.title,
            content: current.content,
            scripture: current.scripture,
            scripture_reference: current.scriptureReference,
            date: previewDate,
            language,
          },
      {
        onError: (error) =>
          toast({
            title: t('admin.toast.preview'),
            description: serverMessage(error) ?? t('admin.toast.noPreview'),
            variant: 'destructive',
          }),
      },
    );
  };

  const heading = editing
    ? editing.live
      ? t('admin.form.headingCorrect')
      : t('admin.form.headingEdit')
    : t('admin.form.headingAdd');

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('admin.page.title')}</h1>
          <p className="text-slate-500">{t('admin.page.intro')}</p>
        </div>
        <Link href="/admin/health" className="flex items-center gap-1 text-sm font-medium text-brand-700 underline">
          <Activity aria-hidden className="h-4 w-4" /> {t('admin.page.health')}
        </Link>
        <Link href="/admin/plans" className="text-sm font-medium text-brand-700 underline">
          {t('admin.page.plans')}
        </Link>
      </header>

      <LanguagePicker value={language} onChange={chooseLanguage} />

      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4">
          <Card>
            <h2 className="mb-1 font-semibold text-slate-900">{heading}</h2>
            {editing?.live ? (
              <p className="mb-3 text-sm text-slate-600">
                {t('admin.form.liveNote', { date: shortDateIn(ui, editing.date) })}
              </p>
            ) : (
              <p className="mb-3 text-sm text-slate-600">{t('admin.form.note')}</p>
            )}
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div>
                <Label htmlFor="admin-title">{t('admin.form.title')}</Label>
                <Input
                  id="admin-title"
                  lang={language}
                  value={current.title}
                  onChange={set('title')}
                  {...errors.invalid('title')}
                />
                <FieldError id="admin-title-error" issue={errors.error('title')} />
              </div>
              <div>
                <Label htmlFor="admin-content">{t('admin.form.content')}</Label>
                <Textarea
                  id="admin-content"
                  lang={language}
                  rows={6}
                  value={current.content}
                  onChange={set('content')}
                  {...errors.invalid('content')}
                />
                <FieldError id="admin-content-error" issue={errors.error('content')} />
                <p className="mt-1 text-xs text-slate-500">{t('admin.form.contentHint')}</p>
              </div>
              <div>
                <Label htmlFor="admin-scripture">{t('admin.form.scripture')}</Label>
                <Textarea
                  id="admin-scripture"
                  lang={language}
                  rows={3}
                  value={current.scripture}
                  onChange={set('scripture')}
                />
              </div>
              <div>
                <Label htmlFor="admin-reference">{t('admin.form.reference')}</Label>
                <Input
                  id="admin-reference"
                  lang={language}
                  placeholder={t('admin.form.referencePlaceholder')}
                  value={current.scriptureReference}
                  onChange={set('scriptureReference')}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {/* min-w-0: a grid item may shrink below its select's widest option at 200% text. */}
                <div className="min-w-0">
                  <Label htmlFor="admin-topic">{t('admin.form.topic')}</Label>
                  <select
                    {...errors.invalid('topicId')}
                    id="admin-topic"
                    value={current.topicId}
                    onChange={set('topicId')}
                    className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
                  >
                    <option value="">{t('admin.form.selectTopic')}</option>
                    {topics.map((topic) => (
                      <option key={topic.id} value={String(topic.id)}>
                        {topic.name}
                      </option>
                    ))}
                  </select>
                  <FieldError id="admin-topic-error" issue={errors.error('topicId')} />
                </div>
                <div className="min-w-0">
                  <Label htmlFor="admin-date">{t('admin.form.date')}</Label>
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
                  aria-label={t('admin.form.replaceLabel')}
                  className="space-y-2 rounded-xl border border-gold-300 bg-gold-50 p-3"
                >
                  <p className="text-sm text-slate-800">{askReplace}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="danger" onClick={() => send(true)} disabled={save.isPending}>
                      {t('admin.form.replace')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setAskReplace(null)}>
                      {t('admin.form.keep')}
                    </Button>
                  </div>
                </div>
              ) : null}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button type="submit" size="lg" className="w-full sm:flex-1" disabled={save.isPending}>
                  {save.isPending
                    ? t('admin.form.saving')
                    : editing
                      ? t('admin.form.saveChanges')
                      : t('admin.form.add')}
                </Button>
                <Button size="lg" variant="outline" onClick={showPreview} disabled={preview.isPending}>
                  <Eye aria-hidden className="mr-1 h-4 w-4" /> {t('admin.form.preview')}
                </Button>
                {editing || form ? (
                  <Button size="lg" variant="ghost" onClick={reset}>
                    {t('admin.form.cancel')}
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
                {t('admin.preview.heading', { date: longDateIn(ui, localDay(previewDate)) })}
              </h2>
              <ChannelPreview preview={preview.data} language={language} />
            </Card>
          ) : null}

          <ImportCard language={language} />
        </div>

        <div className="space-y-4">
          <CalendarList
            calendar={calendar}
            language={language}
            isLoading={isLoading}
            onSchedule={startSchedule}
            onEdit={startEdit}
            onDelete={confirmDelete}
            justSaved={justSaved}
          />
          <Card>
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <Lightbulb aria-hidden className="h-5 w-5 text-gold-600" /> {t('admin.guidelines.title')}
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>{t('admin.guidelines.warm')}</li>
              <li>{t('admin.guidelines.scripture')}</li>
              <li>{t('admin.guidelines.topic')}</li>
              <li>{t('admin.guidelines.onePerDay')}</li>
              <li>{t('admin.guidelines.everyReader')}</li>
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
