/**
 * The dialogs of the Account card: name, email (a confirmation link to the new address), password
 * (the current one first; other devices are signed out). Each validates with core's own schema
 * before sending and shows the server's answer under the form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ZChangePasswordInput, ZRequestEmailChangeInput, ZUpdateNameInput } from '@dps/core/accounts/account-forms';
import { splitSpecMessage } from '@dps/core/validate';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { User } from '../../../types/api';
import { useChangePassword, useRequestEmailChange, useUpdateName, type EmailChangeAnswer } from '../api/account';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The first zod issue's message, without the spec's "Title|" prefix. */
function issueOf(error: { issues: readonly { message: string }[] }): string {
  return splitSpecMessage(error.issues[0]?.message ?? 'Please check the form.').message;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: boolean;
  children: (aria: Record<string, unknown>) => ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-form-error` } : {})}
    </div>
  );
}

function Actions({
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

export function NameDialog({ open, onOpenChange, user }: DialogProps & { user: User }) {
  const [form, setForm] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateName();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZUpdateNameInput.safeParse(form);
    if (!parsed.success) return setError(issueOf(parsed.error));
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Name saved', variant: 'success' });
        onOpenChange(false);
      },
      onError: (err) => setError(serverMessage(err) ?? 'Failed to save your name. Please try again.'),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Change name">
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field id="name-first" label="First name" error={Boolean(error)}>
            {(aria) => (
              <Input
                id="name-first"
                autoComplete="given-name"
                value={form.firstName}
                {...aria}
                onChange={(e) => setForm((f) => ({ ...f, firstName: e.target.value }))}
              />
            )}
          </Field>
          <Field id="name-last" label="Last name">
            {() => (
              <Input
                id="name-last"
                autoComplete="family-name"
                value={form.lastName}
                onChange={(e) => setForm((f) => ({ ...f, lastName: e.target.value }))}
              />
            )}
          </Field>
          <FieldError id="name-first-form-error" message={error} />
          <Actions
            onCancel={() => onOpenChange(false)}
            pending={save.isPending}
            label="Save name"
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function EmailDialog({
  open,
  onOpenChange,
  user,
  hasPassword,
}: DialogProps & { user: User; hasPassword: boolean }) {
  const [form, setForm] = useState({ newEmail: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<EmailChangeAnswer | null>(null);
  const request = useRequestEmailChange();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = hasPassword ? form : { newEmail: form.newEmail };
    const parsed = ZRequestEmailChangeInput.safeParse(input);
    if (!parsed.success) return setError(issueOf(parsed.error));
    if (hasPassword && !form.password) return setError('Please enter your current password.');
    setError(null);
    request.mutate(
      { newEmail: parsed.data.newEmail, ...(hasPassword ? { password: form.password } : {}) },
      {
        onSuccess: (answer) => setSent(answer),
        onError: (err) => setError(serverMessage(err) ?? 'Failed to change your email. Please try again.'),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Change email"
        description={
          user.email
            ? `Now: ${user.email}. It changes only when you follow the link we send to the new address.`
            : 'We send a link to the address to confirm it.'
        }
      >
        {sent ? (
          <div className="space-y-3 text-sm text-slate-700" role="status">
            <p>{sent.message}</p>
            <p>
              Sent to <strong>{sent.newEmail}</strong>.
            </p>
            {sent.confirmUrl ? (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
                Dev mode: no email was sent.{' '}
                <a className="font-medium underline" href={sent.confirmUrl}>
                  Confirm the new email
                </a>
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-3" noValidate>
            <Field id="email-new" label="New email" error={Boolean(error)}>
              {(aria) => (
                <Input
                  id="email-new"
                  type="email"
                  autoComplete="email"
                  value={form.newEmail}
                  {...aria}
                  onChange={(e) => setForm((f) => ({ ...f, newEmail: e.target.value }))}
                />
              )}
            </Field>
            {hasPassword ? (
              <Field id="email-password" label="Current password">
                {() => (
                  <Input
                    id="email-password"
                    type="password"
                    autoComplete="current-password"
                    value={form.password}
                    onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
                  />
                )}
              </Field>
            ) : null}
            <FieldError id="email-new-form-error" message={error} />
            <Actions
              onCancel={() => onOpenChange(false)}
              pending={request.isPending}
              label="Send confirmation link"
              pendingLabel="Sending..."
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function PasswordDialog({ open, onOpenChange }: DialogProps) {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZChangePasswordInput.safeParse(form);
    if (!parsed.success) return setError(issueOf(parsed.error));
    if (form.newPassword !== form.confirm) return setError('The new passwords do not match.');
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: 'Password changed', description: answer.message, variant: 'success' });
        setForm({ currentPassword: '', newPassword: '', confirm: '' });
        onOpenChange(false);
      },
      onError: (err) => setError(serverMessage(err) ?? 'Failed to change your password. Please try again.'),
    });
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Change password" description="Your other devices will be signed out.">
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field id="password-current" label="Current password" error={Boolean(error)}>
            {(aria) => (
              <Input
                id="password-current"
                type="password"
                autoComplete="current-password"
                value={form.currentPassword}
                {...aria}
                onChange={set('currentPassword')}
              />
            )}
          </Field>
          <Field id="password-new" label="New password">
            {() => (
              <Input
                id="password-new"
                type="password"
                autoComplete="new-password"
                value={form.newPassword}
                onChange={set('newPassword')}
              />
            )}
          </Field>
          <Field id="password-confirm" label="Confirm new password">
            {() => (
              <Input
                id="password-confirm"
                type="password"
                autoComplete="new-password"
                value={form.confirm}
                onChange={set('confirm')}
              />
            )}
          </Field>
          <FieldError id="password-current-form-error" message={error} />
          <Actions
            onCancel={() => onOpenChange(false)}
            pending={change.isPending}
            label="Change password"
            pendingLabel="Changing..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
