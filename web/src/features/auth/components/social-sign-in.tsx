import { useCallback, useEffect, useRef } from 'react';
import { GoogleMark } from '../../../components/google-mark';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { failureMessage } from '../../../lib/failure-message';
import { useAppConfig } from '../../../lib/config';
import { hardNavigate, navigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { fetchAppleNonce, useAppleSignIn, type AppleAuthorization } from '../api/auth';

/** Apple's script in the language on screen (its popup's words follow it). */
const appleScript = (language: string) =>
  `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${language === 'es' ? 'es_MX' : 'en_US'}/appleid.auth.js`;

type AppleID = {
  auth: {
    init: (config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; nonce: string }) => void;
    signIn: () => Promise<AppleAuthorization>;
  };
};

declare global {
  interface Window {
    AppleID?: AppleID;
  }
}

function useAppleScript(enabled: boolean, language: string) {
  useEffect(() => {
    // One script per page: AppleID is global, and a second copy would not replace the first.
    if (!enabled || document.querySelector('script[src*="/appleid.auth.js"]')) return;
    const s = document.createElement('script');
    s.src = appleScript(language);
    s.async = true;
    document.head.appendChild(s);
  }, [enabled, language]);
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="h-5 w-5" fill="currentColor">
      <path d="M16.37 12.62c-.02-2.2 1.8-3.26 1.88-3.31-1.02-1.5-2.62-1.7-3.19-1.72-1.36-.14-2.65.8-3.34.8-.69 0-1.75-.78-2.88-.76a4.27 4.27 0 0 0-3.6 2.19c-1.54 2.67-.39 6.62 1.1 8.78.73 1.06 1.6 2.25 2.74 2.2 1.1-.04 1.51-.71 2.84-.71 1.32 0 1.7.71 2.86.69 1.18-.02 1.93-1.08 2.65-2.14a9.4 9.4 0 0 0 1.2-2.47 3.82 3.82 0 0 1-2.26-3.55zM14.2 6.14c.6-.73 1.01-1.75.9-2.76-.87.04-1.92.58-2.55 1.31-.56.64-1.05 1.68-.92 2.67.97.08 1.96-.49 2.57-1.22z" />
    </svg>
  );
}

/**
 * Google (a browser navigation to /auth/google) and Apple (popup, then POST /auth/apple). A provider
 * this deployment has not configured is not shown (no server wording on screen).
 */
export function SocialSignIn() {
  const { t, language } = useI18n();
  const { data: config } = useAppConfig();
  const apple = useAppleSignIn();
  const googleEnabled = !!config?.googleEnabled;
  const appleEnabled = !!config?.appleEnabled && !!config.appleClientId;
  useAppleScript(appleEnabled, language);

  // The one-time nonce is fetched ahead, so the click opens Apple's popup at once (a popup opened
  // long after the click is blocked). Nonces live ten minutes on the server: a stale one is refetched.
  const nonce = useRef<{ at: number; value: Promise<{ nonce: string }> } | null>(null);
  const prefetchNonce = useCallback(() => {
    const value = fetchAppleNonce();
    // A failed fetch is forgotten, so the next click asks again.
    value.catch(() => {
      if (nonce.current?.value === value) nonce.current = null;
    });
    nonce.current = { at: Date.now(), value };
  }, []);
  useEffect(() => {
    if (appleEnabled && !nonce.current) prefetchNonce();
  }, [appleEnabled, prefetchNonce]);

  const signInWithApple = async () => {
    const AppleID = window.AppleID;
    if (!AppleID || !config?.appleClientId) {
      toast({ title: t('auth.social.waitTitle'), description: t('auth.social.appleLoading') });
      return;
    }
    if (!nonce.current || Date.now() - nonce.current.at > 8 * 60_000) prefetchNonce();
    let result: AppleAuthorization;
    try {
      const { nonce: hashedNonce } = await nonce.current!.value;
      AppleID.auth.init({
        clientId: config.appleClientId,
        scope: 'name email',
        redirectURI: `${window.location.origin}/auth/apple/callback`,
        usePopup: true,
        nonce: hashedNonce,
      });
      result = await AppleID.auth.signIn();
    } catch (err) {
      const code = (err as { error?: string } | null)?.error;
      if (code === 'popup_closed_by_user' || code === 'user_cancelled_authorize') return;
      toast({
        title: t('auth.social.appleFailedTitle'),
        description: t('auth.social.appleIncomplete'),
        variant: 'destructive',
      });
      return;
    }
    // The server spends the nonce on this attempt, whatever its outcome: have the next one ready.
    const attempt = { authorization: result.authorization, ...(result.user ? { user: result.user } : {}) };
    apple.mutate(attempt, {
      onSettled: prefetchNonce,
      onSuccess: () => navigate('/'),
      onError: (error) =>
        toast({
          title: t('auth.social.appleFailedTitle'),
          description: failureMessage(error, t, 'auth.social.appleFailed'),
          variant: 'destructive',
        }),
    });
  };

  // Only what this deployment offers: a provider that is not configured is not shown at all.
  if (!googleEnabled && !appleEnabled) return null;
  return (
    <div className="space-y-2">
      {googleEnabled ? (
        <Button variant="outline" size="lg" className="w-full" onClick={() => hardNavigate('/auth/google')}>
          <GoogleMark /> {t('auth.social.google')}
        </Button>
      ) : null}
      {appleEnabled ? (
        <Button
          size="lg"
          variant="dark"
          className="w-full"
          disabled={apple.isPending}
          onClick={() => void signInWithApple()}
        >
          <AppleMark /> {t('auth.social.apple')}
        </Button>
      ) : null}
    </div>
  );
}

/** "or continue with": only when there is something to continue with. */
export function OrDivider() {
  const { t } = useI18n();
  const { data: config } = useAppConfig();
  if (!config?.googleEnabled && !(config?.appleEnabled && config.appleClientId)) return null;
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" /> {t('auth.social.or')} <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
