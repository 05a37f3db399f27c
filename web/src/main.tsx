import './lib/zod-jitless';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAppearance, readStoredAppearance } from './lib/appearance';
import { captureInstallPrompt } from './lib/install';
import { createQueryClient } from './lib/query-client';
import { keepQueries, restoreQueries } from './lib/offline/persist';
import { registerServiceWorker, reloadOnStaleBuild } from './lib/offline/register-sw';
import { dropPrerender } from './lib/prerender';
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
const language = bootLanguage();
rememberLanguage(language);

// Not a top-level await: the catalogue's chunk imports shared code from this entry's chunk, and a
// module still evaluating (awaiting) can never finish loading a chunk that imports it back. The
// page stayed blank.
async function start() {
  const [messages] = await Promise.all([loadMessages(language), restoreQueries(queryClient)]);
  performance.mark('dps:restored');
  keepQueries(queryClient);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} language={{ language, messages }} />
    </StrictMode>,
  );

  registerServiceWorker();
}

void start();
// Should the app never reach a screen of its own, the server's copy of Today still goes after 15 s.
setTimeout(dropPrerender, 15_000);
