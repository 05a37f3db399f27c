import { Share, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/i18n-context';
import {
  acceptInstallOffer,
  dismissInstall,
  installDismissedRecently,
  isInstalled,
  isIosSafari,
  useInstallOffer,
} from '../../lib/install';

/**
 * "Add to your home screen", offered once a person has prayed (the moment the app has shown its
 * worth), never on arrival: the browser's own prompt on Android and desktop Chromium, and on iOS
 * Safari the Share → Add to Home Screen steps (there, the installed app is also what can receive
 * reminders as notifications).
 */
export function InstallPrompt({ hasPrayed }: { hasPrayed: boolean }) {
  const { t, rich } = useI18n();
  const offer = useInstallOffer();
  const [hidden, setHidden] = useState(() => installDismissedRecently());
  if (!hasPrayed || hidden || isInstalled()) return null;
  const ios = !offer && isIosSafari();
  if (!offer && !ios) return null;
  const close = () => {
    dismissInstall();
    setHidden(true);
  };
  return (
    <Card className="relative border-brand-200 bg-brand-50">
      <button
        type="button"
        onClick={close}
        aria-label={t('install.notNow')}
        className="absolute right-2 top-2 rounded-md p-2 text-slate-500 hover:text-slate-800"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
      <h2 className="pr-8 font-semibold text-slate-900">{t('install.title')}</h2>
      {ios ? (
        <p className="mt-1 text-sm text-slate-700">
          {rich('install.ios', {
            icon: () => (
              <Share key="icon" aria-label={t('install.share')} className="inline h-4 w-4 align-text-bottom" />
            ),
            b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('install.text')}</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void acceptInstallOffer()}>
              {t('install.install')}
            </Button>
            <Button size="sm" variant="ghost" onClick={close}>
              {t('install.notNow')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
