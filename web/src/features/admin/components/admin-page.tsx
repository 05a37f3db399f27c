/**
 * Content Admin (decision 165): schedule, edit and delete daily prayers on a calendar of 30 days back
 * and 90 ahead, with a preview on each channel and a CSV/JSON import. A date that already has a
 * prayer asks "Replace it?"; a live date (begun anywhere, UTC+14) can only be corrected in place.
 * One language at a time (decision 231): the calendar, the form, the preview and the import are
 * for the prayers people reading the chosen language get; it starts as the admin's own language.
 */
import { useState, type FormEvent } from 'react';
import { REPLACE_KEY } from '@dps/core/admin/admin-messages';
import type { Language } from '@dps/db/content/languages';
import { errorBody, serverMessage } from '../../../lib/api-client';
import { todayIso } from '../../../lib/dates';
import { longDateIn } from '../../../lib/dates-in-language';
import { useI18n } from '../../../i18n/i18n-context';
import { localDay } from '../../../lib/local-date';
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
import { AdminHeader } from './admin-header';
import { CalendarList } from './calendar-list';
import { DailyPrayerForm, emptyForm, FIELDS, TITLE_ID, type Form } from './daily-prayer-form';
import { GuidelinesCard } from './guidelines-card';
import { ImportCard } from './import-card';
import { LanguagePicker } from './language-picker';
import { PreviewCard } from './preview-card';

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
          // By its key, not its words: a Spanish admin's answer says "¿Reemplazarla?" (decision 258).
          if (errorBody(error)?.key === REPLACE_KEY) {
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

  return (
    <div className="space-y-4">
      <AdminHeader />

      <LanguagePicker value={language} onChange={chooseLanguage} />

      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <div className="space-y-4">
          <DailyPrayerForm
            current={current}
            set={set}
            errors={errors}
            topics={topics}
            language={language}
            editing={editing}
            firstOpenDate={firstOpenDate}
            askReplace={askReplace}
            saving={save.isPending}
            previewing={preview.isPending}
            onSubmit={submit}
            onReplace={() => send(true)}
            onKeep={() => setAskReplace(null)}
            onPreview={showPreview}
            onCancel={editing || form ? reset : null}
          />

          {preview.data ? <PreviewCard preview={preview.data} date={previewDate} language={language} /> : null}

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
          <GuidelinesCard />
        </div>
      </div>
    </div>
  );
}
