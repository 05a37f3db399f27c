import type { QueryClient } from '@tanstack/react-query';
import { OfflineBanner } from '../features/offline/offline-banner';
import { ErrorBoundary } from './error-boundary';
import { AppProvider, type StartLanguage } from './provider';
import { AppRouter } from './router';

export function App({ queryClient, language }: { queryClient?: QueryClient; language: StartLanguage }) {
  return (
    <AppProvider queryClient={queryClient} language={language}>
      <OfflineBanner />
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProvider>
  );
}
