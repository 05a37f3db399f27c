/**
 * /signin-link#TOKEN: the page a bot's sign-in link opens (decision 200). It shows whose account
 * the link signs in to and spends it only on "Continue", so a chat app's link preview cannot use
 * it up and someone handed a forwarded link sees that it is not theirs. The token is taken out of
 * the address bar at once (history keeps no copy).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, serverMessage } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { Link, navigate } from '../../../lib/router';
import { AuthLayout } from '../../../components/auth-layout';

type Preview = {
  firstName: string;
  channel: 'telegram' | 'slack';
  next: string;
  expiresAt: string;
  signedInAs: { id: number; firstName: string } | null;
};

const CHANNEL = { telegram: 'Telegram', slack: 'Slack' } as const;

/**
 * The token from the fragment; the address bar keeps only /signin-link. The token moves into this
 * history entry's state, so a render React starts and throws away (a transition interrupted by an
 * urgent update) does not lose it: the render that commits reads it from there.
 */
function takeToken(): string {
  const fromHash = window.location.hash.slice(1);
  if (fromHash) {
    const state: unknown = window.history.state;
    window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), chatLinkToken: fromHash }, '', window.location.pathname);
    return fromHash;
  }
  const kept = (window.history.state as { chatLinkToken?: unknown } | null)?.chatLinkToken;
  return typeof kept === 'string' ? kept : '';
}

export function ChatSignIn() {
  const { t, rich } = useI18n();
  const [token] = useState(takeToken);
  const queryClient = useQueryClient();
  const preview = useQuery<Preview>({
    queryKey: ['/auth/chat-link/preview', token],
    queryFn: () => apiJson<Preview>('POST', '/auth/chat-link/preview', { token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const signIn = useMutation({
    mutationFn: () => apiJson<{ next: string }>('POST', '/auth/chat-link', { token }),
    onSuccess: async ({ next }) => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      navigate(next, { replace: true });
    },
  });

  if (token && preview.isLoading) return <PageSpinner />;
  const failure = !token ? undefined : (serverMessage(preview.error) ?? serverMessage(signIn.error));
  if (!token || preview.isError || signIn.isError) {
    return (
      <AuthLayout title={t('auth.chatLink.expiredTitle')}>
        <p className="text-center text-slate-600" role="alert">
          {failure ?? t('auth.chatLink.expiredText')}
        </p>
        <Link href="/" className="mt-6 block text-center font-medium text-brand-700 hover:underline">
          {t('auth.chatLink.home')}
        </Link>
      </AuthLayout>
    );
  }
  const p = preview.data!;
  const switching = p.signedInAs && p.signedInAs.firstName !== p.firstName;
  return (
    <AuthLayout title={t('auth.chatLink.continueAs', { name: p.firstName })}>
      <div className="text-center text-slate-700">
        <MessageCircle aria-hidden className="mx-auto mb-3 h-10 w-10 text-brand-600" />
        <p>
          {rich('auth.chatLink.whose', {
            channel: CHANNEL[p.channel],
            name: p.firstName,
            b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          })}
        </p>
        {switching ? (
          <p className="mt-2 text-sm text-slate-600">
            {t('auth.chatLink.switching', { current: p.signedInAs!.firstName, name: p.firstName })}
          </p>
        ) : null}
        <Button size="lg" className="mt-6 w-full" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
          {signIn.isPending ? t('auth.signingIn') : t('auth.chatLink.continueAs', { name: p.firstName })}
        </Button>
        <p className="mt-4 text-sm text-slate-600">{t('auth.chatLink.notYou', { name: p.firstName })}</p>
      </div>
    </AuthLayout>
  );
}
