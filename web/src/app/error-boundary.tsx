import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';

/**
 * The last line: a screen that throws (or a lazy file that cannot load) shows a way back instead of
 * a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Nothing to report to: the screen below says what to do.
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failed />;
  }
}

/** The way back, in the person's language (the boundary sits inside the I18nProvider). */
function Failed() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('app.failed.title')}</h1>
      <p className="text-slate-600">{t('app.failed.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        {t('app.failed.reload')}
      </button>
    </main>
  );
}
