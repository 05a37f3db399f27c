/**
 * Today's prayer in the first answer (decision 115). On a first visit over a slow link the app's
 * script arrives seconds after the HTML; a signed-in person's navigation to `/` gets, inside the
 * HTML shell, the day's prayer as plain markup (web/shared/prerender-markup.ts), with their theme
 * and text size. The app removes it when it shows its own Today (web/src/lib/prerender.ts).
 *
 * - Only a browser navigation (`Sec-Fetch-Dest: document`) to `/` with a live session: the service
 *   worker's precache of the shell (a fetch, not a navigation) always gets the plain shell, so a
 *   kept copy never carries an old day's prayer.
 * - The prayer is the same one every channel gets (getDailyPrayer, in the person's own zone); it is
 *   public text, escaped, with the person's streak above it as Today shows it. Nothing private is
 *   rendered. The answer is `private, no-store`.
 * - Any failure (database away, no prayer) serves the plain shell: this only ever adds.
 * - Its words (the heading, the streak card, the date) are in the person's language, and so is the
 *   shell's `<html lang>` on every page (shellLanguage): the account's language for a signed-in
 *   person, the browser's Accept-Language for a visitor (decision 239).
 */
import type { Request } from 'express';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import type { Settings } from '@dps/core/settings/user-settings';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getSettings } from '@dps/core/settings/get-settings';
import { getStreak } from '@dps/core/progress/get-streak';
import { TEXT_SIZE_STEPS } from '../shared/appearance';
import { appearanceAttributes, headingMarkup, prayerMarkup, type Prerendered } from '../shared/prerender-markup';
import type { AppDeps } from './deps';
import { actorOf } from './request-context';
import { webText } from './web-text';

export type { Prerendered };

/** One read of the person's settings per request (the language and Today's prerender both need them). */
const settingsOfRequest = new WeakMap<Request, Promise<Settings>>();
function settingsOf(deps: AppDeps, req: Request): Promise<Settings> {
  let settings = settingsOfRequest.get(req);
  if (!settings) {
    settings = getSettings(actorOf(deps, req));
    settingsOfRequest.set(req, settings);
  }
  return settings;
}

export interface ShellLanguage {
  language: Language;
  /** The account's own setting (true), or only what the browser asks for (a visitor). */
  account: boolean;
}

/**
 * The language of the page's first HTML: the signed-in person's setting, else the first of the
 * browser's Accept-Language the product speaks, else English. Never fails (English).
 */
export async function shellLanguage(deps: AppDeps, req: Request): Promise<ShellLanguage> {
  if (req.user) {
    try {
      const { language } = await settingsOf(deps, req);
      return { language: LANGUAGES.includes(language) ? language : 'en', account: true };
    } catch {
      // The database is away: the browser's language below.
    }
  }
  const asked = req.acceptsLanguages(...LANGUAGES);
  return { language: asked ? (asked as Language) : 'en', account: false };
}

/**
 * Progress's first paint, the layout's header and the page's heading in the person's language and
 * appearance (decision 245): its scripts are seconds away on a slow link, and nothing else of it is
 * the same for everyone. Null when the plain shell is the answer.
 */
export async function prerenderProgress(deps: AppDeps, req: Request): Promise<Prerendered | null> {
  if (req.path !== '/progress' || req.get('sec-fetch-dest') !== 'document' || !req.user) return null;
  try {
    const settings = await settingsOf(deps, req);
    const scale = TEXT_SIZE_STEPS.find((s) => s.value === settings.textSize)?.scale ?? 1;
    return {
      htmlAttributes: appearanceAttributes(settings.theme, settings.textSize, scale),
      body: headingMarkup(webText.for(settings.language).t('progress.heading')),
    };
  } catch {
    return null;
  }
}

/** The first answer's markup for this request: Today's prayer or Progress's heading; null otherwise. */
export function prerenderPage(deps: AppDeps, req: Request): Promise<Prerendered | null> {
  return req.path === '/progress' ? prerenderProgress(deps, req) : prerenderToday(deps, req);
}

/** The prerendered Today for this request, or null when the plain shell is the answer. */
export async function prerenderToday(deps: AppDeps, req: Request): Promise<Prerendered | null> {
  if (req.path !== '/' || req.get('sec-fetch-dest') !== 'document' || !req.user) return null;
  try {
    const actor = actorOf(deps, req);
    const [prayer, settings, streak] = await Promise.all([getDailyPrayer(actor), settingsOf(deps, req), getStreak(actor)]);
    if (!prayer) return null;
    const scale = TEXT_SIZE_STEPS.find((s) => s.value === settings.textSize)?.scale ?? 1;
    return {
      htmlAttributes: appearanceAttributes(settings.theme, settings.textSize, scale),
      body: prayerMarkup(prayer, streak, webText.for(settings.language)),
    };
  } catch (err) {
    deps.log.warn({ event: 'prerender_failed', errName: (err as Error)?.name }, 'Today was served without its prayer');
    return null;
  }
}
