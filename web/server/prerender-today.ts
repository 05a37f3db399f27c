/**
 * Today's prayer in the first answer (decision 115). On a first visit over a slow link the app's
 * script arrives seconds after the HTML; a signed-in person's navigation to `/` gets, inside the
 * HTML shell, the day's prayer as plain markup (web/src/lib/prerender-markup.ts), with their theme
 * and text size. The app removes it when it shows its own Today (web/src/lib/prerender.ts).
 *
 * - Only a browser navigation (`Sec-Fetch-Dest: document`) to `/` with a live session: the service
 *   worker's precache of the shell (a fetch, not a navigation) always gets the plain shell, so a
 *   kept copy never carries an old day's prayer.
 * - The prayer is the same one every channel gets (getDailyPrayer, in the person's own zone); it is
 *   public text, escaped, with the person's streak above it as Today shows it. Nothing private is
 *   rendered. The answer is `private, no-store`.
 * - Any failure (database away, no prayer) serves the plain shell: this only ever adds.
 */
import type { Request } from 'express';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getSettings } from '@dps/core/settings/get-settings';
import { getStreak } from '@dps/core/progress/get-streak';
import { TEXT_SIZE_STEPS } from '../src/lib/appearance';
import { appearanceAttributes, prayerMarkup, type Prerendered } from '../src/lib/prerender-markup';
import type { AppDeps } from './deps';
import { actorOf } from './request-context';

export type { Prerendered };

/** The prerendered Today for this request, or null when the plain shell is the answer. */
export async function prerenderToday(deps: AppDeps, req: Request): Promise<Prerendered | null> {
  if (req.path !== '/' || req.get('sec-fetch-dest') !== 'document' || !req.user) return null;
  try {
    const actor = actorOf(deps, req);
    const [prayer, settings, streak] = await Promise.all([getDailyPrayer(actor), getSettings(actor), getStreak(actor)]);
    if (!prayer) return null;
    const scale = TEXT_SIZE_STEPS.find((s) => s.value === settings.textSize)?.scale ?? 1;
    return {
      htmlAttributes: appearanceAttributes(settings.theme, settings.textSize, scale),
      body: prayerMarkup(prayer, streak),
    };
  } catch (err) {
    deps.log.warn({ event: 'prerender_failed', errName: (err as Error)?.name }, 'Today was served without its prayer');
    return null;
  }
}
