import { EyeOff, Globe, PenLine, Users } from 'lucide-react';
import { AudiencePicker, audienceProblem, describeAudience } from '../../../components/audience-picker';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import type { AudienceChoice } from '../../../lib/circles';
import { useCreateUserPrayer, useTodaysUserPrayers } from '../../../lib/user-prayers';
import { useFieldErrors } from '../../../lib/use-field-errors';

/** The form's fields by their element ids (ids, not words: the title field's id is a constant). */
const TITLE_ID = 'own-prayer-title';
const FIELDS = { title: TITLE_ID, content: 'own-prayer-content' };

/** Today's own prayers and a collapsed "write a prayer" form that collapses and resets after a save. */
export function OwnPrayerCard() {
  const { t } = useI18n();
  const { data: today = [] } = useTodaysUserPrayers();
  const create = useCreateUserPrayer();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  // Today's prayer is one's own first: it stays private unless shared (decision 315).
  const [audience, setAudience] = useState<AudienceChoice>({ kind: 'only_me' });
  const [audienceError, setAudienceError] = useState<string | null>(null);
  const [isAnonymous, setIsAnonymous] = useState(false);
  const errors = useFieldErrors(FIELDS);

  const reset = () => {
    setTitle('');
    setContent('');
    setAudience({ kind: 'only_me' });
    setAudienceError(null);
    setIsAnonymous(false);
    setOpen(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ti = title.trim();
    const c = content.trim();
    if (!ti || !c) {
      errors.show(
        { title: t('userPrayers.card.missingTitle'), description: t('userPrayers.card.missing') },
        ti ? 'content' : 'title',
      );
      return;
    }
    errors.clear();
    const problem = audienceProblem(audience);
    setAudienceError(problem ? t(problem) : null);
    if (problem) return;
    const shared = audience.kind !== 'only_me';
    create.mutate(
      {
        title: ti,
        content: c,
        isPublic: audience.kind === 'everyone',
        isAnonymous: shared && isAnonymous,
        audience,
      },
      { onSuccess: reset },
    );
  };

  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">{t('userPrayers.card.title')}</h2>
      <p className="mb-3 text-sm text-slate-500">{t('userPrayers.card.intro')}</p>
      {today.length > 0 ? (
        <ul className="mb-3 space-y-2">
          {today.map((p) => (
            <li key={p.id} className="rounded-xl bg-slate-50 p-3">
              <p className="font-medium text-slate-800">{p.title}</p>
              <p className="mt-1 whitespace-pre-wrap text-sm text-slate-600">{p.content}</p>
              {p.isPublic ? (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-green-700">
                  <Globe aria-hidden className="h-3.5 w-3.5" />{' '}
                  {p.isAnonymous ? t('userPrayers.card.sharedAnonymously') : t('userPrayers.card.shared')}
                </p>
              ) : p.audience?.kind === 'circles' ? (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700">
                  <Users aria-hidden className="h-3.5 w-3.5" />{' '}
                  {t('groups.mine.sharedWith', { where: describeAudience(t, p.audience, p.isPublic) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div>
            <Label htmlFor="own-prayer-title">{t('userPrayers.card.titleLabel')}</Label>
            <Input
              id="own-prayer-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t('userPrayers.card.titlePlaceholder')}
              {...errors.invalid('title')}
            />
            <FieldError id="own-prayer-title-error" issue={errors.error('title')} />
          </div>
          <div>
            <Label htmlFor="own-prayer-content">{t('userPrayers.card.content')}</Label>
            <Textarea
              id="own-prayer-content"
              rows={5}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder={t('userPrayers.card.contentPlaceholder')}
              {...errors.invalid('content')}
            />
            <FieldError id="own-prayer-content-error" issue={errors.error('content')} />
          </div>
          <AudiencePicker
            id="own-prayer"
            value={audience}
            onChange={(next) => {
              setAudience(next);
              setAudienceError(null);
            }}
            error={audienceError}
          />
          {audience.kind !== 'only_me' ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={isAnonymous}
                onChange={(e) => setIsAnonymous(e.target.checked)}
              />
              <EyeOff aria-hidden className="h-4 w-4" />
              {t('userPrayers.card.anonymous')}
            </label>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={reset}>
              {t('userPrayers.card.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('userPrayers.card.saving') : t('userPrayers.card.save')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
          <PenLine aria-hidden className="h-4 w-4" />{' '}
          {today.length > 0 ? t('userPrayers.card.addAnother') : t('userPrayers.card.write')}
        </Button>
      )}
    </Card>
  );
}
