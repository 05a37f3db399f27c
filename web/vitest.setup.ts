/**
 * Browser-component test setup: jest-dom matchers, the browser APIs jsdom lacks (Radix measures
 * elements with ResizeObserver; jsdom's scrollTo only logs "not implemented"), and a clean page,
 * toast store and localStorage after each test. Component tests import this file themselves, as the
 * root vitest config is shared with the server and core suites.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from './src/lib/toast';

// findBy*/waitFor wait up to 5 s rather than 1 s: a screen that needs two queries to settle took
// over a second on a CI machine running the suite in parallel (profile-page.test failed there).
// A screen that never shows the thing still fails, only later.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
