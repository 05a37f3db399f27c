/**
 * Profile's "Ways to sign in": the password, Google, Apple and each connected chat (Telegram,
 * Slack), each chat or provider with Disconnect. The server refuses the last way in and says why.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { serverMessage } from '../../../lib/api-client';
import { shortDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useDisconnectSignInMethod, useSignInMethods, type SignInMethod } from '../api/account';

const NAMES: Record<SignInMethod['provider'], string> = {
  google: 'Google',
  apple: 'Apple',
  telegram: 'Telegram',
  slack: 'Slack',
};
const isChat = (m: SignInMethod) => m.provider === 'telegram' || m.provider === 'slack';

export function SignInMethodsCard() {
  const { data } = useSignInMethods();
  const disconnect = useDisconnectSignInMethod();
  const [asking, setAsking] = useState<SignInMethod | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!data) return null;
  const confirm = () => {
    if (!asking) return;
    disconnect.mutate(asking.id, {
      onSuccess: () => {
        toast({ title: `${NAMES[asking.provider]} disconnected`, variant: 'success' });
        setAsking(null);
      },
      onError: (err) => setRefusal(serverMessage(err) ?? 'Failed to disconnect. Please try again.'),
    });
  };
  return (
    <Card padding="none" className="overflow-hidden">
      <h2 className="px-4 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        Ways to sign in and chats
      </h2>
      <ul className="divide-y divide-slate-100">
        {data.hasPassword ? (
          <li className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-800">Email and password</span>
              <span className="block text-sm text-slate-500 [overflow-wrap:anywhere]">{data.email}</span>
            </span>
          </li>
        ) : null}
        {data.methods.map((m) => (
          <li key={m.id} className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-800">
                {isChat(m) ? `${NAMES[m.provider]} chat` : NAMES[m.provider]}
              </span>
              <span className="block text-sm text-slate-500 [overflow-wrap:anywhere]">
                {m.email ? `${m.email} · ` : ''}connected {shortDate(m.connectedAt)}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Disconnect ${NAMES[m.provider]}`}
              onClick={() => {
                setRefusal(null);
                setAsking(m);
              }}
            >
              Disconnect
            </Button>
          </li>
        ))}
        {!data.hasPassword && data.methods.length === 0 ? (
          <li className="px-4 py-3 text-sm text-slate-500">None yet.</li>
        ) : null}
      </ul>
      <Dialog open={asking !== null} onOpenChange={(o) => (o ? null : setAsking(null))}>
        {asking ? (
          <DialogContent title={`Disconnect ${NAMES[asking.provider]}?`}>
            <div className="space-y-3 text-sm text-slate-700">
              <p>
                {isChat(asking)
                  ? `This ${NAMES[asking.provider]} chat will no longer be part of your account: it stops getting your reminders, and if you write to the bot there again it treats you as someone new. Your prayers, streak and reflections stay here.`
                  : `You will no longer be able to sign in with ${NAMES[asking.provider]}.`}
              </p>
              {refusal ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
                  {refusal}
                </p>
              ) : null}
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setAsking(null)}>
                  Keep it
                </Button>
                <Button variant="danger" disabled={disconnect.isPending || refusal !== null} onClick={confirm}>
                  {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
                </Button>
              </div>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
