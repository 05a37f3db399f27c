import { useState, type FormEvent } from 'react';
import { ZContactMessageInput } from '@dps/core/contact/contact-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { toast } from '../../../lib/toast';
import { useSendContact } from '../api/profile';

/** Each field's input id is `contact-<field>`. */
const FIELDS = Object.fromEntries(['name', 'email', 'subject', 'message'].map((f) => [f, `contact-${f}`]));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { name: string; email: string };
};

export default function ContactDialog({ open, onOpenChange, defaults }: Props) {
  const { t } = useI18n();
  const empty = { name: defaults.name, email: defaults.email, subject: '', message: '' };
  const [form, setForm] = useState(empty);
  const send = useSendContact();
  const errors = useFieldErrors(FIELDS);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rules (Missing Information, Invalid Email, limits), checked before sending.
    const parsed = ZContactMessageInput.safeParse(form);
    if (!parsed.success) {
      errors.show(firstIssue(parsed.error, { fallbackTitle: t('common.error'), t }), 'name');
      return;
    }
    errors.clear();
    send.mutate(parsed.data, {
      onSuccess: (res) => {
        toast(
          res.devMode
            ? {
                title: t('profile.contact.receivedTitle'),
                description: t('profile.contact.receivedDev'),
                variant: 'success',
              }
            : {
                title: t('profile.contact.sentTitle'),
                description: res.message || t('profile.contact.sent'),
                variant: 'success',
              },
        );
        setForm(empty);
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: failureMessage(error, t, 'profile.contact.failed'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('profile.contactUs')} description={t('profile.contact.description')}>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div>
            <Label htmlFor="contact-name">{t('profile.contact.name')}</Label>
            <Input
              id="contact-name"
              autoComplete="name"
              value={form.name}
              onChange={set('name')}
              {...errors.invalid('name')}
            />
            <FieldError id="contact-name-error" issue={errors.error('name')} />
          </div>
          <div>
            <Label htmlFor="contact-email">{t('common.email')}</Label>
            <Input
              id="contact-email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
              {...errors.invalid('email')}
            />
            <FieldError id="contact-email-error" issue={errors.error('email')} />
          </div>
          <div>
            <Label htmlFor="contact-subject">{t('profile.contact.subject')}</Label>
            <Input id="contact-subject" value={form.subject} onChange={set('subject')} {...errors.invalid('subject')} />
            <FieldError id="contact-subject-error" issue={errors.error('subject')} />
          </div>
          <div>
            <Label htmlFor="contact-message">{t('profile.contact.message')}</Label>
            <Textarea
              id="contact-message"
              rows={4}
              value={form.message}
              onChange={set('message')}
              {...errors.invalid('message')}
            />
            <FieldError id="contact-message-error" issue={errors.error('message')} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('common.sending') : t('profile.contact.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
