import { CloudOff, Globe, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';
import type { OutboxEntry } from '../../../lib/offline/outbox';
import { useSubmitReflection } from '../api/reflections';

/** Where this device remembers a person's last choice of visibility (not private text, a yes/no). */
const visibilityKey = (userId: number) => `dps:reflection-public:${userId}`;

function lastVisibility(userId: number): boolean {
  try {
    return localStorage.getItem(visibilityKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberVisibility(userId: number, isPublic: boolean): void {
  try {
    localStorage.setItem(visibilityKey(userId), isPublic ? '1' : '0');
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}

/** What the prompt calls the prayer. The English phrases are the older way to say the same. */
export type ReflectionAbout = 'today' | 'day' | 'prayer' | "today's prayer" | "this day's prayer" | 'this prayer';

const aboutKey = (about: ReflectionAbout) =>
  about === 'today' || about === "today's prayer"
    ? 'today'
    : about === 'day' || about === "this day's prayer"
      ? 'day'
      : 'prayer';

/**
 * A reflection on a prayer (Today's, a past day's, a topic's): private until the person first
 * chooses otherwise, then the visibility they chose last (on this device), kept after a submit.
 * Reflections written offline are listed under the form until they have been sent.
 */
export function ReflectionForm({
  prayerId,
  userId,
  pending = [],
  about = 'today',
}: {
  prayerId: number | undefined;
  userId: number;
  pending?: OutboxEntry[];
  /** What the prompt calls the prayer: today's on Today, "this day's" on a past day, "this prayer" elsewhere. */
  about?: ReflectionAbout;
}) {
  const { t } = useI18n();
  const prompt = aboutKey(about);
  const [content, setContent] = useState('');
  const [isPublic, setIsPublicState] = useState(() => lastVisibility(userId));
  const setIsPublic = (value: boolean) => {
    setIsPublicState(value);
    rememberVisibility(userId, value);
  };
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitReflection(prayerId, userId);
  const id = useId();
  const waiting = pending.filter((e) => e.kind === 'reflection' && e.prayerId === prayerId);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) {
      setError(t('reflections.form.empty'));
      return;
    }
    if (prayerId === undefined) {
      setError(t('reflections.form.noPrayer'));
      return;
    }
    setError(null);
    submit.mutate(
      { content: content.trim(), isPublic },
      {
        // The visibility stays as chosen: someone who shares shares again without re-choosing.
        onSuccess: () => setContent(''),
      },
    );
  };

  const option = (value: boolean, label: string, Icon: typeof Lock) => (
    <label
      className={cn(
        'flex min-w-[min(9rem,100%)] flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
        isPublic === value
          ? 'border-brand-600 bg-brand-50 font-medium text-brand-700'
          : 'border-slate-200 text-slate-600',
      )}
    >
      <input
        type="radio"
        name={`${id}-visibility`}
        className="sr-only"
        checked={isPublic === value}
        onChange={() => setIsPublic(value)}
      />
      <Icon aria-hidden className="h-4 w-4 shrink-0" /> {label}
    </label>
  );

  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">{t('reflections.form.title')}</h2>
      <p className="mb-3 text-sm text-slate-500">{t('reflections.form.prompt', { about: prompt })}</p>
      <form onSubmit={onSubmit} className="space-y-3">
        <div>
          <Textarea
            aria-label={t('reflections.form.label')}
            rows={4}
            value={content}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setContent(e.target.value);
              if (error) setError(null);
            }}
            placeholder={t('reflections.form.placeholder', { about: prompt })}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('reflections.form.visibility')}</legend>
          {option(false, t('reflections.form.private'), Lock)}
          {option(true, t('reflections.form.public'), Globe)}
        </fieldset>
        <Button type="submit" className="w-full" disabled={!content.trim() || submit.isPending}>
          {submit.isPending ? t('reflections.form.submitting') : t('reflections.form.submit')}
        </Button>
      </form>
      {waiting.length > 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-3">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <CloudOff aria-hidden className="h-4 w-4" /> {t('reflections.form.waiting', { count: waiting.length })}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            {waiting.map((e) => (
              <li key={e.id} className="line-clamp-2">
                {String(e.body?.content ?? '')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
