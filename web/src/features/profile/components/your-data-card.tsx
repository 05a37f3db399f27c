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
import { serverMessage } from '../../../lib/api-client';
import { useDeleteAccount, useSignInMethods } from '../api/account';

export function YourDataCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const methods = useSignInMethods();
  const hasPassword = methods.data?.hasPassword ?? false;
  const remove = useDeleteAccount();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasPassword && !password) return setError('Please enter your password.');
    setError(null);
    remove.mutate(hasPassword ? password : undefined, {
      onError: (err) => setError(serverMessage(err) ?? 'Failed to delete your account. Please try again.'),
    });
  };
  return (
    <Card padding="none" className="divide-y divide-slate-100 overflow-hidden">
      <h2 className="px-4 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">Your data</h2>
      {/* A plain download: the server sends the file with Content-Disposition. */}
      <a
        href="/api/user/export"
        download
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
      >
        <Download aria-hidden className="h-5 w-5 text-brand-600" />
        <span className="flex-1 font-medium text-slate-800">Download my data</span>
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
        <span className="flex-1 font-medium text-red-700">Delete my account</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Delete your account?">
          <form onSubmit={submit} className="space-y-3 text-sm text-slate-700" noValidate>
            <p>This cannot be undone. Deleting your account removes, for good:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>your streak, prayer history, goals and favorites;</li>
              <li>your reflections and prayers, public ones included, and replies to them;</li>
              <li>your connected Telegram and Slack chats (they stop getting reminders);</li>
              <li>your messages to us.</li>
            </ul>
            <p>Download your data first if you want a copy.</p>
            {hasPassword ? (
              <div>
                <Label htmlFor="delete-password">Your password</Label>
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
                Keep my account
              </Button>
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
