import { Eye } from 'lucide-react';
import type { FormEvent } from 'react';
import type { Language } from '@dps/db/content/languages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn } from '../../../lib/dates-in-language';
import type { useFieldErrors } from '../../../lib/use-field-errors';
import type { Topic } from '@dps/core/topics/topic';

/** The form's fields by their element ids (ids, not words: the title field's id is a constant). */
export const TITLE_ID = 'admin-title';
export const FIELDS = { title: TITLE_ID, content: 'admin-content', topicId: 'admin-topic', date: 'admin-date' };

export type Form = {
  title: string;
  content: string;
  scripture: string;
  scriptureReference: string;
  topicId: string;
  date: string;
};

export const emptyForm = (date: string): Form => ({
  title: '',
  content: '',
  scripture: '',
  scriptureReference: '',
  topicId: '',
  date,
});

/**
 * The form that schedules a daily prayer, or edits one (a live one is corrected in place: its date
 * stays). The page owns its state and what saving does; this draws it.
 */
export function DailyPrayerForm({
  current,
  set,
  errors,
  topics,
  language,
  editing,
  firstOpenDate,
  askReplace,
  saving,
  previewing,
  onSubmit,
  onReplace,
  onKeep,
  onPreview,
  onCancel,
}: {
  current: Form;
  set: (k: keyof Form) => (e: { target: { value: string } }) => void;
  errors: ReturnType<typeof useFieldErrors>;
  topics: Topic[];
  language: Language;
  editing: { live: boolean; date: string } | null;
  firstOpenDate: string;
  /** The server's "Replace it?" question about the date's prayer, while it waits for an answer. */
  askReplace: string | null;
  saving: boolean;
  previewing: boolean;
  onSubmit: (e: FormEvent) => void;
  onReplace: () => void;
  onKeep: () => void;
  onPreview: () => void;
  /** Offered once something is being written or edited. */
  onCancel: (() => void) | null;
}) {
  const { t, language: ui } = useI18n();
  const heading = editing
    ? editing.live
      ? t('admin.form.headingCorrect')
      : t('admin.form.headingEdit')
    : t('admin.form.headingAdd');
  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">{heading}</h2>
      {editing?.live ? (
        <p className="mb-3 text-sm text-slate-600">
          {t('admin.form.liveNote', { date: shortDateIn(ui, editing.date) })}
        </p>
      ) : (
        <p className="mb-3 text-sm text-slate-600">{t('admin.form.note')}</p>
      )}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
            aria-describedby="admin-scripture-hint"
          />
          {/* The verses are the Bible's: an empty text is filled in, a different one refused (decision 257). */}
          <p id="admin-scripture-hint" className="mt-1 text-xs text-slate-500">
            {t('admin.form.scriptureHint')}
          </p>
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
              <Button size="sm" variant="danger" onClick={onReplace} disabled={saving}>
                {t('admin.form.replace')}
              </Button>
              <Button size="sm" variant="outline" onClick={onKeep}>
                {t('admin.form.keep')}
              </Button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" size="lg" className="w-full sm:flex-1" disabled={saving}>
            {saving ? t('admin.form.saving') : editing ? t('admin.form.saveChanges') : t('admin.form.add')}
          </Button>
          <Button size="lg" variant="outline" onClick={onPreview} disabled={previewing}>
            <Eye aria-hidden className="mr-1 h-4 w-4" /> {t('admin.form.preview')}
          </Button>
          {onCancel ? (
            <Button size="lg" variant="ghost" onClick={onCancel}>
              {t('admin.form.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
