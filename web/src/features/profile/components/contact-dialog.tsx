import { useState, type FormEvent } from 'react';
import { ZContactMessageInput } from '@dps/core/contact/contact-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { firstIssue } from '../../../lib/form-issues';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { toast } from '../../../lib/toast';
import { useSendContact } from '../api/profile';

const FIELDS = { name: 'contact-name', email: 'contact-email', subject: 'contact-subject', message: 'contact-message' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: { name: string; email: string };
};

export default function ContactDialog({ open, onOpenChange, defaults }: Props) {
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
      errors.show(firstIssue(parsed.error, { fallbackTitle: 'Error' }), 'name');
      return;
    }
    errors.clear();
    send.mutate(parsed.data, {
      onSuccess: (res) => {
        toast(
          res.devMode
            ? {
                title: 'Message received',
                description: 'Your message was received (dev mode: no email was sent; check the server logs).',
                variant: 'success',
              }
            : {
                title: 'Message Sent',
                description: res.message || "Thank you for reaching out. We'll get back to you soon.",
                variant: 'success',
              },
        );
        setForm(empty);
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to send message. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Contact Us" description="Questions, ideas or prayer requests: we'd love to hear from you.">
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div>
            <Label htmlFor="contact-name">Name</Label>
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
            <Label htmlFor="contact-email">Email</Label>
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
            <Label htmlFor="contact-subject">Subject</Label>
            <Input id="contact-subject" value={form.subject} onChange={set('subject')} {...errors.invalid('subject')} />
            <FieldError id="contact-subject-error" issue={errors.error('subject')} />
          </div>
          <div>
            <Label htmlFor="contact-message">Message</Label>
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
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
