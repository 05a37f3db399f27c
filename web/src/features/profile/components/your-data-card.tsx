/**
 * Profile's "Your data": download a copy (GET /api/user/export) and delete the account
 * (DELETE /api/user), with what deleting means said plainly and the password asked when there is one.
 */
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { useDeleteAccount, useSignInMethods } from '../api/account';

export function YourDataCard() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const methods = useSignInMethods();
  const hasPassword = methods.data?.hasPassword ?? false;
  const remove = useDeleteAccount();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasPassword && !password) return setError(t('profile.yourData.enterPassword'));
    setError(null);
    remove.mutate(hasPassword ? password : undefined, {
      onError: (err) => setError(failureMessage(err, t, 'profile.yourData.failed')),
    });
  };
  return (
    <Card padding="none" className="divide-y divide-slate-100 overflow-hidden">
      <h2 className="px-4 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t('profile.yourData.title')}
      </h2>
      {/* A plain download: the server sends the file with Content-Disposition. */}
      <a
        href="/api/user/export"
        download
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
      >
        <Download aria-hidden className="h-5 w-5 text-brand-600" />
        <span className="flex-1 font-medium text-slate-800">{t('profile.yourData.download')}</span>
      </a>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setPassword('');
          setOpen(true);
        }}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
      >
        <Trash2 aria-hidden className="h-5 w-5 text-red-600" />
        <span className="flex-1 font-medium text-red-700">{t('profile.yourData.delete')}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('profile.yourData.askTitle')}>
          <form onSubmit={submit} className="space-y-3 text-sm text-slate-700" noValidate>
            <p>{t('profile.yourData.removes')}</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t('profile.yourData.removesProgress')}</li>
              <li>{t('profile.yourData.removesWritings')}</li>
              <li>{t('profile.yourData.removesChats')}</li>
              <li>{t('profile.yourData.removesMessages')}</li>
            </ul>
            <p>{t('profile.yourData.downloadFirst')}</p>
            {hasPassword ? (
              <div>
                <Label htmlFor="delete-password">{t('profile.yourData.password')}</Label>
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  {...(error ? { 'aria-invalid': true, 'aria-describedby': 'delete-password-error' } : {})}
                />
              </div>
            ) : null}
            <FieldError id="delete-password-error" message={error} />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('profile.yourData.keep')}
              </Button>
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                {remove.isPending ? t('profile.yourData.deleting') : t('profile.yourData.delete')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
