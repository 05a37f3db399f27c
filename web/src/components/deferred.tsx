import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one frame after the rest of the screen: what is below the fold waits until
 * what a person came for (today's prayer) is on screen. On a slow phone the first render of a whole
 * screen costs hundreds of milliseconds; this splits it in two.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition, so React renders the rest in slices too (an ordinary update from a timer is
    // rendered in one piece: 40–70 ms of Today's load at Lighthouse's speed, decision 250).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? <>{children}</> : null;
}
