/**
 * The dialogs of the Account card: name, email (a confirmation link to the new address), password
 * (the current one first; other devices are signed out). Each validates with core's own schema
 * before sending and shows the server's answer under the form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ZChangePasswordInput, ZRequestEmailChangeInput, ZUpdateNameInput } from '@dps/core/accounts/account-forms';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { firstIssueMessage } from '../../../lib/form-issues';
import { toast } from '../../../lib/toast';
import type { User } from '../../../lib/auth';
import { useChangePassword, useRequestEmailChange, useUpdateName, type EmailChangeAnswer } from '../api/account';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

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
  const { t } = useI18n();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

export function NameDialog({ open, onOpenChange, user }: DialogProps & { user: User }) {
  const { t } = useI18n();
  const [form, setForm] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateName();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZUpdateNameInput.safeParse(form);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error, t));
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('profile.account.nameSaved'), variant: 'success' });
        onOpenChange(false);
      },
      onError: (err) => setError(failureMessage(err, t, 'profile.account.nameFailed')),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('profile.account.changeName')}>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field id="name-first" label={t('profile.account.firstName')} error={Boolean(error)}>
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
          <Field id="name-last" label={t('profile.account.lastName')}>
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
            label={t('profile.account.saveName')}
            pendingLabel={t('common.saving')}
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
  const { t, rich } = useI18n();
  const [form, setForm] = useState({ newEmail: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<EmailChangeAnswer | null>(null);
  const request = useRequestEmailChange();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = hasPassword ? form : { newEmail: form.newEmail };
    const parsed = ZRequestEmailChangeInput.safeParse(input);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error, t));
    if (hasPassword && !form.password) return setError(t('errors.form.enterCurrentPassword'));
    setError(null);
    request.mutate(
      { newEmail: parsed.data.newEmail, ...(hasPassword ? { password: form.password } : {}) },
      {
        onSuccess: (answer) => setSent(answer),
        onError: (err) => setError(failureMessage(err, t, 'profile.account.emailFailed')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('profile.account.changeEmail')}
        description={
          user.email ? t('profile.account.emailNow', { email: user.email }) : t('profile.account.emailConfirmLink')
        }
      >
        {sent ? (
          <div className="space-y-3 text-sm text-slate-700" role="status">
            <p>{sent.message}</p>
            <p>
              {rich('profile.account.sentTo', {
                email: sent.newEmail,
                b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              })}
            </p>
            {sent.confirmUrl ? (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
                {rich('profile.account.devConfirm', {
                  link: (chunks: ReactNode[]) => (
                    <a className="font-medium underline" href={sent.confirmUrl}>
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button onClick={() => onOpenChange(false)}>{t('common.done')}</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-3" noValidate>
            <Field id="email-new" label={t('profile.account.newEmail')} error={Boolean(error)}>
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
              <Field id="email-password" label={t('profile.account.currentPassword')}>
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
              label={t('profile.account.sendLink')}
              pendingLabel={t('common.sending')}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function PasswordDialog({ open, onOpenChange }: DialogProps) {
  const { t } = useI18n();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZChangePasswordInput.safeParse(form);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error, t));
    if (form.newPassword !== form.confirm) return setError(t('profile.account.passwordMismatch'));
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: t('profile.account.passwordChanged'), description: answer.message, variant: 'success' });
        setForm({ currentPassword: '', newPassword: '', confirm: '' });
        onOpenChange(false);
      },
      onError: (err) => setError(failureMessage(err, t, 'profile.account.passwordFailed')),
    });
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('profile.account.changePassword')} description={t('profile.account.otherDevices')}>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field id="password-current" label={t('profile.account.currentPassword')} error={Boolean(error)}>
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
          <Field id="password-new" label={t('profile.account.newPassword')}>
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
          <Field id="password-confirm" label={t('profile.account.confirmNewPassword')}>
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
            label={t('profile.account.changePassword')}
            pendingLabel={t('profile.account.changing')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
