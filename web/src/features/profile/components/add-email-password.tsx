/**
 * For an account made in Telegram or Slack (no email, no password): add both, so the web opens
 * without asking the bot for a link (decision 200). POST /api/user/email-password.
 */
import { ZAddEmailPasswordInput } from '@dps/core/accounts/account-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson } from '../../../lib/api-client';
import { setSignedInUser } from '../../../lib/auth';
import { failureMessage } from '../../../lib/failure-message';
import { firstIssueMessage } from '../../../lib/form-issues';
import { toast } from '../../../lib/toast';
import type { User } from '../../../lib/auth';

export function AddEmailPassword({ user, className }: { user: User; className?: string }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiJson<User>('POST', '/api/user/email-password', input),
    onSuccess: (u) => {
      setSignedInUser(queryClient, u);
      toast({ title: t('profile.addEmailPassword.savedTitle'), description: t('profile.addEmailPassword.saved') });
    },
    onError: (e) => setError(failureMessage(e, t, 'profile.addEmailPassword.failed')),
  });
  if (user.email) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZAddEmailPasswordInput.safeParse({ email, password });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error, t));
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };
  return (
    <Card className={className}>
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound aria-hidden className="h-5 w-5 text-brand-600" /> {t('profile.addEmailPassword.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.addEmailPassword.text')}</p>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <div>
          <Label htmlFor="add-email">{t('common.email')}</Label>
          <Input
            id="add-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="add-password">{t('common.password')}</Label>
          <Input
            id="add-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('profile.addEmailPassword.save')}
        </Button>
      </form>
    </Card>
  );
}
