/**
 * The server may send a first visit's Today with the day's prayer already in the page
 * (web/server/prerender-today.ts), shown while the app's script downloads, with the app's root
 * hidden behind it. The app drops it as soon as it shows a screen of its own: Today with its
 * prayer, any other screen, or a visitor's page. It is never needed twice.
 */
export function dropPrerender(): void {
  document.getElementById('prerender')?.remove();
}

/** Whether the page still shows the server's copy of Today. */
export function hasPrerender(): boolean {
  return document.getElementById('prerender') !== null;
}
