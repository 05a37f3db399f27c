import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The Deferred parts waiting for the next frame; all of them are shown in one render. */
const waiting = new Set<() => void>();
let scheduled = false;

function showAfterNextFrame(show: () => void): () => void {
  waiting.add(show);
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        scheduled = false;
        const parts = [...waiting];
        waiting.clear();
        // One transition for every part: React renders them in slices, as it does the first render
        // (an ordinary update from a timer is rendered in one piece: 45 ms in a Lighthouse trace,
        // counted four times over), and shows them together, in one commit (decision 250).
        startTransition(() => {
          for (const part of parts) part();
        });
      }, 0),
    );
  }
  return () => void waiting.delete(show);
}

/**
 * Renders its children one frame after the rest of the screen: what is below the fold waits until
 * what a person came for (today's prayer) is on screen. On a slow phone the first render of a whole
 * screen costs hundreds of milliseconds; this splits it in two. Every Deferred of a screen appears
 * in the same render.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : showAfterNextFrame(() => setReady(true))), [ready]);
  return ready ? <>{children}</> : null;
}
