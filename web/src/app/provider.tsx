import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from '../lib/query-client';
import { I18nProvider } from '../i18n/i18n-context';
import type { Messages } from '@dps/core/i18n/translator';
import type { Language } from '@dps/db/content/languages';

/** The language of the first paint and its catalogue (main.tsx loads it before rendering). */
export interface StartLanguage {
  language: Language;
  messages: Messages;
}

export function AppProvider({
  children,
  queryClient,
  language,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  language: StartLanguage;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider language={language.language} messages={language.messages}>
      <QueryClientProvider client={client}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
