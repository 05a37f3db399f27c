/**
 * Registers the service worker (web/src/sw.ts, built to /sw.js) in production builds, after the page
 * has loaded so its precaching never competes with what the first screen needs.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A page still running an older build may ask for a lazy file the new build no longer has: reload
 * once to get the new build instead of showing a broken screen.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'dps-stale-build-reload';
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    event.preventDefault();
    window.location.reload();
  });
}
