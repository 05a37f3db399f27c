/**
 * The browser's install offer (Android and desktop Chromium fire `beforeinstallprompt`), kept until
 * the app chooses a good moment to show it: after a first prayer, not on arrival.
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // no mini-infobar on arrival; we ask later
    deferred = e as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => deferred,
    () => null,
  );
}

export async function acceptInstallOffer(): Promise<void> {
  const e = deferred;
  if (!e) return;
  deferred = null;
  emit();
  await e.prompt();
  await e.userChoice.catch(() => undefined);
}

/** Running as an installed app already (home screen, standalone window). */
export function isInstalled(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on an iPhone or iPad, where installing is "Share, then Add to Home Screen". */
export function isIosSafari(ua: string = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

const DISMISSED_KEY = 'dps-install-dismissed';
/** After "Not now" the offer stays away for a month. */
const QUIET_MS = 30 * 24 * 60 * 60 * 1000;

export function installDismissedRecently(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return now - at < QUIET_MS;
}

export function dismissInstall(now = Date.now()): void {
  localStorage.setItem(DISMISSED_KEY, String(now));
}
