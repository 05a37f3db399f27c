/** A test that makes the code under test call console.error fails: errors must be handled. */
import { afterEach, beforeEach, vi } from 'vitest';

let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const first = calls[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
