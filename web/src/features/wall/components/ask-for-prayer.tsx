/**
 * The wall's own way in: "Ask for prayer" opens a short form for a request shared with one's groups
 * or with everyone (a shared prayer of one's own, as on Today), with "Post anonymously" as on Today
 * and in the chats (`/request anonymous …`, `/prayer request anonymous …`). Nothing is preselected:
 * reaching strangers is chosen, never assumed (decision 315).
 */
import { EyeOff, HandHeart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AudiencePicker, audienceProblem } from '../../../components/audience-picker';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import type { AudienceChoice } from '../../../lib/circles';
import { useCreateUserPrayer } from '../../../lib/user-prayers';

export function AskForPrayer() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ title: '', content: '', isAnonymous: false });
  const [audience, setAudience] = useState<AudienceChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [audienceError, setAudienceError] = useState<string | null>(null);
  const create = useCreateUserPrayer();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const title = form.title.trim();
    const content = form.content.trim();
    // The same words as Today's own-prayer form; the server checks lengths and says so.
    if (!title || !content) {
      setError(t('wall.ask.missing'));
      return;
    }
    setError(null);
    const problem = audienceProblem(audience);
    setAudienceError(problem ? t(problem) : null);
    if (problem || !audience) return;
    create.mutate(
      {
        title,
        content,
        isPublic: audience.kind === 'everyone',
        isAnonymous: audience.kind !== 'only_me' && form.isAnonymous,
        audience,
      },
      {
        onSuccess: () => {
          setForm({ title: '', content: '', isAnonymous: false });
          setAudience(null);
          setOpen(false);
        },
      },
    );
  };
  return (
    <>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        <HandHeart aria-hidden className="h-5 w-5" /> {t('wall.ask.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('wall.ask.title')} description={t('wall.ask.description')}>
          <form onSubmit={submit} className="space-y-3" noValidate>
            <div>
              <Label htmlFor="ask-title">{t('wall.ask.titleLabel')}</Label>
              <Input
                id="ask-title"
                value={form.title}
                placeholder={t('wall.ask.titlePlaceholder')}
                onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
                {...(error ? { 'aria-invalid': true, 'aria-describedby': 'ask-error' } : {})}
              />
            </div>
            <div>
              <Label htmlFor="ask-content">{t('wall.ask.content')}</Label>
              <Textarea
                id="ask-content"
                rows={4}
                value={form.content}
                onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
              />
            </div>
            <AudiencePicker
              id="ask"
              value={audience}
              onChange={(next) => {
                setAudience(next);
                setAudienceError(null);
              }}
              error={audienceError}
            />
            {audience?.kind === 'only_me' ? null : (
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={form.isAnonymous}
                  onChange={(e) => setForm((f) => ({ ...f, isAnonymous: e.target.checked }))}
                />
                <EyeOff aria-hidden className="h-4 w-4" />
                {t('wall.ask.anonymous')}
              </label>
            )}
            <FieldError id="ask-error" message={error} />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('wall.ask.cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('wall.ask.sharing') : t('wall.ask.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
