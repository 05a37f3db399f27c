/**
 * Browser-component test setup: jest-dom matchers, the browser APIs jsdom lacks (Radix measures
 * elements with ResizeObserver; jsdom's scrollTo only logs "not implemented"), and a clean page,
 * toast store and localStorage after each test. Component tests import this file themselves, as the
 * root vitest config is shared with the server and core suites.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from './src/lib/toast';

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
