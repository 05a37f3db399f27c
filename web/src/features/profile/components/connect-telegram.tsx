import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { serverMessage } from '../../../lib/api-client';
import { shortDate, shortTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useLinkCode } from '../api/profile';

/** A chat that joined this account with one of its codes (GET /api/user/linked-chats). */
type LinkedChat = { channel: 'telegram' | 'slack'; name: string | null; linkedAt: string };

/** A one-time code that links this account to the Telegram (or Slack) bot. */
export function ConnectTelegram() {
  const link = useLinkCode();
  const code = link.data;
  // Which chats joined with a code, so a link the owner did not make is noticed. The link happens in
  // the chat app: looked up again when the person comes back to this tab.
  const linked = useQuery<LinkedChat[]>({
    queryKey: ['/api/user/linked-chats'],
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return (
    <div className="px-4 py-3">
      <button
        type="button"
        className="flex w-full items-center gap-3 text-left"
        disabled={link.isPending}
        onClick={() =>
          link.mutate(undefined, {
            onError: (error) =>
              toast({
                title: 'Error',
                description: serverMessage(error) ?? 'Failed to create a link code. Please try again.',
                variant: 'destructive',
              }),
          })
        }
      >
        <Send aria-hidden className="h-5 w-5 text-sky-600" />
        <span className="flex-1 font-medium text-slate-800">Connect a chat with a code</span>
        <span className="text-sm text-slate-500">{link.isPending ? 'Getting code...' : code ? 'New code' : ''}</span>
      </button>
      {linked.data?.length ? (
        <p className="mt-2 text-xs text-slate-500">
          Connected with your codes:{' '}
          {linked.data
            .map(
              (c) =>
                `${c.channel === 'slack' ? 'Slack' : 'Telegram'}${c.name ? ` (${c.name})` : ''}, ${shortDate(c.linkedAt)}`,
            )
            .join('; ')}
          . Not you? Disconnect it under Ways to sign in and chats.
        </p>
      ) : null}
      {code ? (
        <div className="mt-3 rounded-xl bg-sky-50 p-3 text-sm text-slate-700" aria-live="polite">
          <p>
            Send this code to the Daily Prayer bot in Telegram or Slack yourself to connect it to your account. Don't
            give it to anyone else: whoever uses it joins your account and sees your history.
          </p>
          <p className="my-2 select-all text-center font-mono text-2xl font-bold tracking-widest text-slate-900">
            {code.code}
          </p>
          <p className="text-xs text-slate-500">Valid until {shortTime(code.expiresAt)}.</p>
          {code.telegramUrl ? (
            <a
              href={code.telegramUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 flex h-10 items-center justify-center gap-2 rounded-lg bg-sky-600 font-medium text-white hover:bg-sky-700"
            >
              <Send aria-hidden className="h-4 w-4" /> Open in Telegram
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
