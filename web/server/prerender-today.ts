/**
 * Today's prayer in the first answer (decision 115). On a first visit over a slow link the app's
 * script arrives seconds after the HTML; a signed-in person's navigation to `/` gets, inside the
 * HTML shell, the day's prayer as plain markup (the same classes as the app's card), with their
 * theme and text size. The app removes it when it shows its own Today (web/src/lib/prerender.ts).
 *
 * - Only a browser navigation (`Sec-Fetch-Dest: document`) to `/` with a live session: the service
 *   worker's precache of the shell (a fetch, not a navigation) always gets the plain shell, so a
 *   kept copy never carries an old day's prayer.
 * - The prayer is the same one every channel gets (getDailyPrayer, in the person's own zone); it is
 *   public text, escaped. Nothing private is rendered. The answer is `private, no-store`.
 * - Any failure (database away, no prayer) serves the plain shell: this only ever adds.
 */
import type { Request } from 'express';
import { getDailyPrayer, type DailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getSettings } from '@dps/core/settings/get-settings';
import { TEXT_SIZE_STEPS } from '../src/lib/appearance';
import type { AppDeps } from './deps';
import { escapeHtml } from './mail/mailer';
import { actorOf } from './request-context';

/** Where the markup goes: the app's mount point, which stays hidden while the markup is there. */
export const ROOT_TAG = '<div id="root"></div>';

export interface Prerendered {
  /** Attributes for `<html>` (theme and text size), already escaped. */
  htmlAttributes: string;
  /** Markup placed before the app's root. */
  body: string;
}

/** The prerendered Today for this request, or null when the plain shell is the answer. */
export async function prerenderToday(deps: AppDeps, req: Request): Promise<Prerendered | null> {
  if (req.path !== '/' || req.get('sec-fetch-dest') !== 'document' || !req.user) return null;
  try {
    const actor = actorOf(deps, req);
    const [prayer, settings] = await Promise.all([getDailyPrayer(actor), getSettings(actor)]);
    if (!prayer) return null;
    const dark = settings.theme === 'dark';
    const scale = TEXT_SIZE_STEPS.find((s) => s.value === settings.textSize)?.scale ?? 1;
    const style = [`color-scheme: ${dark ? 'dark' : 'light'}`, ...(scale === 1 ? [] : [`font-size: ${scale * 100}%`])];
    const attrs = `${dark ? 'class="dark" ' : ''}style="${style.join('; ')}" data-text-size="${escapeHtml(settings.textSize)}"`;
    return { htmlAttributes: attrs, body: markup(prayer) };
  } catch (err) {
    deps.log.warn({ event: 'prerender_failed', errName: (err as Error)?.name }, 'Today was served without its prayer');
    return null;
  }
}

/** Puts the prerendered markup into the shell. */
export function withPrerender(shell: string, p: Prerendered): string {
  return shell.replace(/<html(?=[\s>])/, `<html ${p.htmlAttributes}`).replace(
    ROOT_TAG,
    // The app renders into #root while this is shown; #root appears when the app removes it.
    `<style>#prerender~#root{display:none}</style><div id="prerender">${p.body}</div>${ROOT_TAG}`,
  );
}

function markup(prayer: DailyPrayer): string {
  const e = escapeHtml;
  const day = new Date(`${prayer.date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const paragraphs = prayer.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${e(p)}</p>`)
    .join('');
  const scripture = prayer.scripture
    ? `<blockquote class="rounded-xl border-l-4 border-gold-400 bg-gold-50 px-4 py-3"><p class="font-serif italic text-slate-700">"${e(prayer.scripture)}"</p>${
        prayer.scriptureReference
          ? `<footer class="mt-2 text-sm font-semibold text-gold-700">${e(prayer.scriptureReference)}</footer>`
          : ''
      }</blockquote>`
    : '';
  return `<div class="min-h-dvh pb-24 lg:pb-0 lg:pl-60"><header class="sticky top-0 z-30 border-b border-slate-200 bg-white/95"><div class="mx-auto flex h-14 max-w-2xl items-center px-4 lg:max-w-3xl lg:px-8"><span class="font-serif text-lg font-semibold leading-tight text-brand-700">Daily Prayer &amp; Scripture</span></div></header><main class="mx-auto max-w-2xl px-4 py-5 lg:max-w-3xl lg:px-8 lg:py-8"><div class="space-y-5"><div><p class="text-sm text-slate-500">${e(day)}</p><h1 class="font-serif text-2xl font-semibold text-slate-900">Today's Prayer</h1></div><article class="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"><div class="bg-gradient-to-br from-brand-700 to-brand-600 px-5 py-4 text-white"><h2 class="font-serif text-xl font-semibold">${e(prayer.title)}</h2></div><div class="space-y-4 p-5"><div class="space-y-3 font-serif text-[1.0625rem] leading-relaxed text-slate-700">${paragraphs}</div>${scripture}</div></article></div></main></div>`;
}
