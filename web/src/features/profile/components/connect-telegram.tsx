import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useI18n } from '../../../i18n/i18n-context';
import { parseDateish } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { toast } from '../../../lib/toast';
import { useLinkCode } from '../api/profile';

/** A chat that joined this account with one of its codes (GET /api/user/linked-chats). */
type LinkedChat = { channel: 'telegram' | 'slack'; name: string | null; linkedAt: string };

/** A one-time code that links this account to the Telegram (or Slack) bot. */
export function ConnectTelegram({ offerCode = true }: { offerCode?: boolean }) {
  const { t, language } = useI18n();
  const link = useLinkCode();
  const code = link.data;
  // Which chats joined with a code, so a link the owner did not make is noticed. The link happens in
  // the chat app: looked up again when the person comes back to this tab.
  const linked = useQuery<LinkedChat[]>({
    queryKey: ['/api/user/linked-chats'],
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' });
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  const chats = linked.data
    ?.map((c) =>
      t('profile.connect.linkedChat', {
        channel: c.channel === 'slack' ? 'Slack' : 'Telegram',
        name: c.name ?? '',
        hasName: c.name ? 'yes' : 'no',
        date: day.format(parseDateish(c.linkedAt)),
      }),
    )
    .join('; ');
  if (!offerCode && !chats && !code) return null;
  return (
    <div className="px-4 py-3">
      {offerCode || code ? (
        <button
          type="button"
          className="flex w-full items-center gap-3 text-left"
          disabled={link.isPending}
          onClick={() =>
            link.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: t('common.error'),
                  description: failureMessage(error, t, 'profile.connect.failed'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Send aria-hidden className="h-5 w-5 text-sky-600" />
          <span className="flex-1 font-medium text-slate-800">{t('profile.connect.button')}</span>
          <span className="text-sm text-slate-500">
            {link.isPending ? t('profile.connect.gettingCode') : code ? t('profile.connect.newCode') : ''}
          </span>
        </button>
      ) : null}
      {chats ? <p className="mt-2 text-xs text-slate-500">{t('profile.connect.linked', { chats })}</p> : null}
      {code ? (
        <div className="mt-3 rounded-xl bg-sky-50 p-3 text-sm text-slate-700" aria-live="polite">
          <p>{t('profile.connect.howTo')}</p>
          <p className="my-2 select-all text-center font-mono text-2xl font-bold tracking-widest text-slate-900">
            {code.code}
          </p>
          <p className="text-xs text-slate-500">
            {t('profile.connect.validUntil', { time: time.format(new Date(code.expiresAt)) })}
          </p>
          {code.telegramUrl ? (
            <a
              href={code.telegramUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 flex h-10 items-center justify-center gap-2 rounded-lg bg-sky-600 font-medium text-white hover:bg-sky-700"
            >
              <Send aria-hidden className="h-4 w-4" /> {t('chats.telegram.open')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
