import './lib/zod-jitless';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAppearance, readStoredAppearance } from '../shared/appearance';
import { captureInstallPrompt } from './lib/install';
import { createQueryClient } from './lib/query-client';
import { keepQueries, restoreQueries } from './lib/offline/persist';
import { registerServiceWorker, reloadOnStaleBuild } from './lib/offline/register-sw';
import { dropPrerender } from './lib/prerender';
import { fetchPreloadedAnswers, primeQueries } from './lib/prime-queries';
import { browserTimeZone } from './features/auth/api/auth';
import { bootLanguage, rememberLanguage } from './i18n/boot-language';
import { loadMessages } from './i18n/load-messages';
import './index.css';

// Theme and text size before the first paint (the last ones this device saw; the server's copy follows).
applyAppearance(readStoredAppearance());
reloadOnStaleBuild();
captureInstallPrompt();

// The data layer learns of later changes from online/offline events; this is where it starts.
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
// What this device kept from the last visit is shown at once (and with no network at all).
// The catalogue of the person's language (only that one) while the kept queries come back.
// Not a top-level await: the catalogue's chunk imports this chunk, and a module that awaits the
// import of a module importing it never finishes (the page stayed blank).
const language = bootLanguage();
rememberLanguage(language);
// The browser's date and number data, loaded on the first use of Intl (tens of milliseconds at
// once on a phone, the device's zone included), in a task of its own while the catalogue and the
// answers download, rather than in the middle of the first render (decision 245).
setTimeout(() => {
  browserTimeZone();
  new Intl.PluralRules(language).select(1);
}, 0);
// The answers the shell preloads, fetched from now on and put in the cache after the kept ones
// (which are marked for checking again; these are fresh): the first render already has them.
const answers = fetchPreloadedAnswers();
void Promise.all([
  loadMessages(language),
  restoreQueries(queryClient).then(() => primeQueries(queryClient, answers)),
]).then(([messages]) => {
  performance.mark('dps:restored');
  keepQueries(queryClient);

  // A transition: React renders the first screen in slices of a few milliseconds and lets the
  // browser answer in between, instead of one task of several hundred milliseconds on a phone
  // (Lighthouse's total blocking time, decision 242). The server's copy of Today shows meanwhile.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} language={{ language, messages }} />
      </StrictMode>,
    );
  });

  registerServiceWorker();
});
// Should the app never reach a screen of its own, the server's copy of Today still goes after 15 s.
setTimeout(dropPrerender, 15_000);
