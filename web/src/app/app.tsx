import type { QueryClient } from '@tanstack/react-query';
import { OfflineBanner } from '../features/offline/offline-banner';
import { ErrorBoundary } from './error-boundary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <OfflineBanner />
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProvider>
  );
}
