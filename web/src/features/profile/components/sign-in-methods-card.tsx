/**
 * Profile's "Ways to sign in": the password, Google, Apple and each connected chat (Telegram,
 * Slack), each chat or provider with Disconnect. The server refuses the last way in and says why.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useI18n } from '../../../i18n/i18n-context';
import { parseDateish } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
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
  const { t, language } = useI18n();
  const { data } = useSignInMethods();
  const disconnect = useDisconnectSignInMethod();
  const [asking, setAsking] = useState<SignInMethod | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!data) return null;
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' });
  const confirm = () => {
    if (!asking) return;
    disconnect.mutate(asking.id, {
      onSuccess: () => {
        toast({
          title: t('profile.signInMethods.disconnected', { provider: NAMES[asking.provider] }),
          variant: 'success',
        });
        setAsking(null);
      },
      onError: (err) => setRefusal(failureMessage(err, t, 'profile.signInMethods.failed')),
    });
  };
  return (
    <Card padding="none" className="overflow-hidden">
      <h2 className="px-4 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t('profile.signInMethods.title')}
      </h2>
      <ul className="divide-y divide-slate-100">
        {data.hasPassword ? (
          <li className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-800">{t('profile.signInMethods.emailPassword')}</span>
              <span className="block text-sm text-slate-500 [overflow-wrap:anywhere]">{data.email}</span>
            </span>
          </li>
        ) : null}
        {data.methods.map((m) => (
          <li key={m.id} className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-800">
                {isChat(m) ? t('profile.signInMethods.chat', { provider: NAMES[m.provider] }) : NAMES[m.provider]}
              </span>
              <span className="block text-sm text-slate-500 [overflow-wrap:anywhere]">
                {m.email
                  ? t('profile.signInMethods.connectedWithEmail', {
                      email: m.email,
                      date: day.format(parseDateish(m.connectedAt)),
                    })
                  : t('profile.signInMethods.connected', { date: day.format(parseDateish(m.connectedAt)) })}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('profile.signInMethods.disconnectProvider', { provider: NAMES[m.provider] })}
              onClick={() => {
                setRefusal(null);
                setAsking(m);
              }}
            >
              {t('profile.signInMethods.disconnect')}
            </Button>
          </li>
        ))}
        {!data.hasPassword && data.methods.length === 0 ? (
          <li className="px-4 py-3 text-sm text-slate-500">{t('profile.signInMethods.none')}</li>
        ) : null}
      </ul>
      <Dialog open={asking !== null} onOpenChange={(o) => (o ? null : setAsking(null))}>
        {asking ? (
          <DialogContent title={t('profile.signInMethods.askTitle', { provider: NAMES[asking.provider] })}>
            <div className="space-y-3 text-sm text-slate-700">
              <p>
                {isChat(asking)
                  ? t('profile.signInMethods.askChat', { provider: NAMES[asking.provider] })
                  : t('profile.signInMethods.askProvider', { provider: NAMES[asking.provider] })}
              </p>
              {refusal ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
                  {refusal}
                </p>
              ) : null}
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setAsking(null)}>
                  {t('profile.signInMethods.keep')}
                </Button>
                <Button variant="danger" disabled={disconnect.isPending || refusal !== null} onClick={confirm}>
                  {disconnect.isPending
                    ? t('profile.signInMethods.disconnecting')
                    : t('profile.signInMethods.disconnect')}
                </Button>
              </div>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
