/**
 * The server may send a first visit's Today with the day's prayer already in the page
 * (web/server/prerender-today.ts), shown while the app's script downloads, with the app's root
 * hidden behind it. The app drops it as soon as it shows a screen of its own: Today with its
 * prayer, any other screen, or a visitor's page. It is never needed twice.
 *
 * The removal runs in a task of its own, after the render that asked for it: taking the copy's
 * nodes out of the page took 5–27 ms in Lighthouse's traces (which it counts four times over), and
 * inside the first render's commit it made that task the longest of the load (decision 250). The app's root stays
 * hidden until then, so nothing shows twice.
 */
let dropping = false;

export function dropPrerender(): void {
  if (dropping || !document.getElementById('prerender')) return;
  dropping = true;
  setTimeout(() => {
    document.getElementById('prerender')?.remove();
    dropping = false;
  }, 0);
}
