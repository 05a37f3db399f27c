import { BookOpen, CalendarDays, Lightbulb } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { shortDate, todayIso } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import type { AdminDailyPrayer } from '../../../types/api';
import { useAdminDailyPrayers, useAdminTopics, useCreateDailyPrayer } from '../api/admin';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { title: 'admin-title', content: 'admin-content', topicId: 'admin-topic', date: 'admin-date' };

const emptyForm = () => ({
  title: '',
  content: '',
  scripture: '',
  scriptureReference: '',
  topicId: '',
  date: todayIso(),
});

export default function AdminPage() {
  const [form, setForm] = useState(emptyForm);
  const errors = useFieldErrors(FIELDS);
  const { data: topics = [] } = useAdminTopics();
  const { data: past = [], isLoading } = useAdminDailyPrayers();
  const create = useCreateDailyPrayer();
  const set = (k: keyof ReturnType<typeof emptyForm>) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const copyIntoForm = (p: AdminDailyPrayer) => {
    // Content and topic are copied; the date stays as chosen, so a past prayer can be reused on a new day.
    setForm((f) => ({
      ...f,
      title: p.title,
      content: p.content,
      scripture: p.scripture ?? '',
      scriptureReference: p.scriptureReference ?? '',
      topicId: p.topicId === null ? '' : String(p.topicId),
    }));
    toast({ title: 'Copied', description: `"${p.title}" was copied into the form.` });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = (['title', 'content', 'topicId', 'date'] as const).find((k) => !form[k].trim());
    if (missing) {
      errors.show({ title: 'Validation Error', description: 'Please fill in all required fields' }, missing);
      return;
    }
    errors.clear();
    const topic = topics.find((t) => String(t.id) === form.topicId);
    create.mutate(
      {
        title: form.title.trim(),
        content: form.content.trim(),
        scripture: form.scripture.trim(),
        scripture_reference: form.scriptureReference.trim(),
        topic_id: topic ? topic.id : Number(form.topicId),
        date: form.date,
        is_daily: true,
      },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Daily prayer created successfully.', variant: 'success' });
          setForm(emptyForm());
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error) ?? 'Failed to create daily prayer',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">Content Admin</h1>
        <p className="text-slate-500">Add a daily prayer for a chosen day.</p>
      </header>

      {/* Two columns from 1024 px: the form beside the guidelines and the past prayers. */}
      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <Card>
          <h2 className="mb-4 font-semibold text-slate-900">Add Daily Prayer</h2>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div>
              <Label htmlFor="admin-title">Title *</Label>
              <Input id="admin-title" value={form.title} onChange={set('title')} {...errors.invalid('title')} />
              <FieldError id="admin-title-error" issue={errors.error('title')} />
            </div>
            <div>
              <Label htmlFor="admin-content">Prayer content *</Label>
              <Textarea
                id="admin-content"
                rows={6}
                value={form.content}
                onChange={set('content')}
                {...errors.invalid('content')}
              />
              <FieldError id="admin-content-error" issue={errors.error('content')} />
              <p className="mt-1 text-xs text-slate-500">Separate paragraphs with a blank line.</p>
            </div>
            <div>
              <Label htmlFor="admin-scripture">Scripture text</Label>
              <Textarea id="admin-scripture" rows={3} value={form.scripture} onChange={set('scripture')} />
            </div>
            <div>
              <Label htmlFor="admin-reference">Scripture reference</Label>
              <Input
                id="admin-reference"
                placeholder="e.g. Psalm 23:1"
                value={form.scriptureReference}
                onChange={set('scriptureReference')}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="admin-topic">Topic *</Label>
                <select
                  {...errors.invalid('topicId')}
                  id="admin-topic"
                  value={form.topicId}
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
              <div>
                <Label htmlFor="admin-date">Date *</Label>
                <Input
                  id="admin-date"
                  type="date"
                  value={form.date}
                  onChange={set('date')}
                  required
                  {...errors.invalid('date')}
                />
                <FieldError id="admin-date-error" issue={errors.error('date')} />
              </div>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add Daily Prayer'}
            </Button>
          </form>
        </Card>

        <div className="space-y-4">
          <Card>
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <Lightbulb aria-hidden className="h-5 w-5 text-gold-600" /> Content Guidelines
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Keep prayers warm, personal and about 150 to 300 words.</li>
              <li>Quote scripture exactly and give the book, chapter and verse.</li>
              <li>Choose the topic that best fits the prayer's theme.</li>
              <li>Schedule one prayer per day; check the list below for dates already used.</li>
              <li>Write for every reader: avoid jargon and denominational disputes.</li>
            </ul>
          </Card>

          <Card>
            <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
              <CalendarDays aria-hidden className="h-5 w-5 text-brand-600" /> Past Daily Prayers
            </h2>
            {isLoading ? (
              <p className="text-sm text-slate-500">Loading...</p>
            ) : past.length === 0 ? (
              <p className="text-sm text-slate-500">No daily prayers yet.</p>
            ) : (
              <ul className="max-h-80 space-y-2 overflow-y-auto pr-1" aria-label="Past daily prayers">
                {past.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      onClick={() => copyIntoForm(p)}
                      className="w-full rounded-xl border border-slate-200 p-3 text-left hover:border-brand-300 hover:bg-brand-50"
                    >
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="min-w-0 break-words font-medium text-slate-800">{p.title}</span>
                        <span className="shrink-0 text-xs text-slate-500">{shortDate(p.date)}</span>
                      </span>
                      <span className="mt-1 flex items-center gap-1 text-xs text-slate-500">
                        <BookOpen aria-hidden className="h-3.5 w-3.5" /> {p.topicName ?? 'No topic'}
                        {p.scriptureReference ? ` · ${p.scriptureReference}` : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
