import { EyeOff, Globe, Lock, PenLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { useCreateUserPrayer, useTodaysUserPrayers } from '../api/user-prayers';
import { useFieldErrors } from '../../../lib/use-field-errors';

const FIELDS = { title: 'own-prayer-title', content: 'own-prayer-content' };

/** Today's own prayers and a collapsed "write a prayer" form that collapses and resets after a save. */
export function OwnPrayerCard() {
  const { data: today = [] } = useTodaysUserPrayers();
  const create = useCreateUserPrayer();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [isAnonymous, setIsAnonymous] = useState(false);
  const errors = useFieldErrors(FIELDS);

  const reset = () => {
    setTitle('');
    setContent('');
    setIsPublic(false);
    setIsAnonymous(false);
    setOpen(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    const c = content.trim();
    if (!t || !c) {
      errors.show(
        { title: 'Missing Information', description: 'Please provide both a title and content for your prayer.' },
        t ? 'content' : 'title',
      );
      return;
    }
    errors.clear();
    create.mutate({ title: t, content: c, isPublic, isAnonymous: isPublic && isAnonymous }, { onSuccess: reset });
  };

  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">Your Own Prayer</h2>
      <p className="mb-3 text-sm text-slate-500">Put today's prayer into your own words.</p>
      {today.length > 0 ? (
        <ul className="mb-3 space-y-2">
          {today.map((p) => (
            <li key={p.id} className="rounded-xl bg-slate-50 p-3">
              <p className="font-medium text-slate-800">{p.title}</p>
              <p className="mt-1 whitespace-pre-wrap text-sm text-slate-600">{p.content}</p>
              {p.isPublic ? (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-green-700">
                  <Globe aria-hidden className="h-3.5 w-3.5" /> Shared with community
                  {p.isAnonymous ? ' · anonymously' : ''}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div>
            <Label htmlFor="own-prayer-title">Title</Label>
            <Input
              id="own-prayer-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="A prayer for..."
              {...errors.invalid('title')}
            />
            <FieldError id="own-prayer-title-error" issue={errors.error('title')} />
          </div>
          <div>
            <Label htmlFor="own-prayer-content">Prayer</Label>
            <Textarea
              id="own-prayer-content"
              rows={5}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder="Dear Lord..."
              {...errors.invalid('content')}
            />
            <FieldError id="own-prayer-content-error" issue={errors.error('content')} />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={isPublic}
              onChange={(e) => setIsPublic(e.target.checked)}
            />
            {isPublic ? <Globe aria-hidden className="h-4 w-4" /> : <Lock aria-hidden className="h-4 w-4" />}
            Share with community
          </label>
          {isPublic ? (
            <label className="ml-6 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={isAnonymous}
                onChange={(e) => setIsAnonymous(e.target.checked)}
              />
              <EyeOff aria-hidden className="h-4 w-4" />
              Post anonymously
            </label>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={reset}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Save Prayer'}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
          <PenLine aria-hidden className="h-4 w-4" /> {today.length > 0 ? 'Add Another Prayer' : 'Write Your Prayer'}
        </Button>
      )}
    </Card>
  );
}
