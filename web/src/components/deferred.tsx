import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one frame after the rest of the screen: what is below the fold waits until
 * what a person came for (today's prayer) is on screen. On a slow phone the first render of a whole
 * screen costs hundreds of milliseconds; this splits it in two.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setTimeout(() => setReady(true), 0));
    return () => cancelAnimationFrame(id);
  }, []);
  return ready ? <>{children}</> : null;
}
