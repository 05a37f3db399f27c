/**
 * Runs `task` once the browser has nothing more pressing to do (after the first screen has been
 * drawn and its own work done), or after `timeoutMs` at the latest; returns a cancel. For work that
 * helps later but nobody waits for (a prefetch): in the first render's task it was main-thread
 * time on a phone (decision 250). Browsers without requestIdleCallback wait one second instead.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(1000, timeoutMs));
  return () => clearTimeout(id);
}
