/**
 * The day's prayer as plain HTML, put into the app's shell before the app's script has run
 * (decision 115): by the server on a first visit (web/server/prerender-today.ts) and by the service
 * worker on later visits, from the data the page kept (web/src/sw.ts). The same classes as the
 * app's DailyPrayerCard, so the swap to the app is quiet; the app removes it (web/src/lib/prerender.ts).
 * Plain string work only: this runs on the server, in the service worker and in no page. Its few
 * words are in the person's language: the caller passes a translator over the web catalogue (the
 * server reads it from disk; the service worker has web/src/lib/prerender-words.ts).
 * It sits in web/shared/ because the server and the client both use it, and web/server never
 * imports the client tree (eslint.config.js).
 */
import { streakCardText } from './streak-message';

/** What the markup needs of a translator: its language (for the date) and its messages. */
export interface PrerenderText {
  language: string;
  t(key: string, values?: Record<string, string | number>): string;
}

export interface PrerenderPrayer {
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  /** The local date (yyyy-MM-dd) the prayer is for. */
  date: string;
}

/** The person's streak, as Today's StreakCard shows it above the prayer. */
export interface PrerenderStreak {
  streak: number;
  bestStreak: number;
}

export interface Prerendered {
  /** Attributes for `<html>` (theme and text size), already escaped. */
  htmlAttributes: string;
  /** Markup placed before the app's root. */
  body: string;
  /** The person's language, for `<html lang>` (see withLanguage); the server sets it on every shell itself. */
  language?: string;
}

/** The app's mount point, which stays hidden while the markup is there. */
export const ROOT_TAG = '<div id="root"></div>';

export function escapeMarkup(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Text between tags: only what could open a tag or an entity is escaped. */
function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}

/** `<html>` attributes for a theme ('dark' or anything else) and a root font scale. */
export function appearanceAttributes(theme: string, textSize: string, scale: number): string {
  const dark = theme === 'dark';
  const style = [`color-scheme: ${dark ? 'dark' : 'light'}`, ...(scale === 1 ? [] : [`font-size: ${scale * 100}%`])];
  return `${dark ? 'class="dark" ' : ''}style="${style.join('; ')}" data-text-size="${escapeMarkup(textSize)}"`;
}

/**
 * The shell in the person's language: `<html lang>` for what the page says, and, for a signed-in
 * person (`account`), `data-lang`, which the app's first paint takes (web/src/i18n/boot-language.ts)
 * before it knows the account's settings. Only a known language tag is ever written.
 */
export function withLanguage(shell: string, language: string, account: boolean): string {
  if (!/^[a-z]{2,3}$/.test(language)) return shell;
  const attributes = `lang="${language}"${account ? ` data-lang="${language}"` : ''}`;
  return /<html[^>]*\slang="/.test(shell)
    ? shell.replace(/(<html[^>]*?)\slang="[^"]*"/, `$1 ${attributes}`)
    : shell.replace(/<html(?=[\s>])/, `<html ${attributes}`);
}

/** Puts the prerendered markup into the shell. */
export function withPrerender(shell: string, p: Prerendered): string {
  const page = p.language ? withLanguage(shell, p.language, true) : shell;
  return page.replace(/<html(?=[\s>])/, `<html ${p.htmlAttributes}`).replace(
    ROOT_TAG,
    // The app renders into #root while this is shown; #root appears when the app removes it.
    () => `<style>#prerender~#root{display:none}</style><div id="prerender">${p.body}</div>${ROOT_TAG}`,
  );
}

/** StreakCard's markup (web/src/features/progress/components/streak-card.tsx), its icons' places kept empty. */
function streakMarkup({ streak, bestStreak }: PrerenderStreak, text: PrerenderText): string {
  const card = streakCardText(streak, bestStreak, text.t);
  const heading =
    card.count !== null
      ? `${card.count} <span class="text-base font-semibold">${escapeText(card.heading)}</span>`
      : escapeText(card.heading);
  const best =
    card.best !== null
      ? `<span class="ml-1 inline-flex items-center gap-1 whitespace-nowrap text-xs"><span class="h-3.5 w-3.5"></span> ${escapeText(card.best)}</span>`
      : '';
  return (
    `<section aria-label="${escapeMarkup(text.t('today.streak.label'))}" class="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-gold-300 to-gold-500 px-4 py-3 text-brand-900 shadow-sm">` +
    '<span class="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/30"></span>' +
    '<div class="min-h-[3.9rem] min-w-0 flex-1">' +
    `<h2 class="text-lg font-bold leading-tight">${heading}</h2>` +
    `<p class="text-sm text-brand-900">${escapeText(card.message)}${best}</p>` +
    '</div></section>'
  );
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** The app's layout around a page: its header (the product's name) and the main column. */
const PAGE_START =
  '<div class="min-h-dvh pb-24 lg:pb-0 lg:pl-60">' +
  // The layout's header as the app draws it (web/src/app/layout/app-layout.tsx), the logo's place kept empty,
  // so the name does not move when the app takes over.
  '<header class="sticky top-0 z-30 border-b border-slate-200 bg-white/95"><div class="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4 lg:max-w-3xl lg:px-8"><span class="flex min-w-0 flex-1 items-center gap-2 text-brand-700 lg:invisible"><span class="h-8 w-8 shrink-0"></span><span class="font-serif text-base font-semibold sm:text-lg">Daily Prayer &amp; Scripture</span></span></div></header>' +
  '<main class="mx-auto max-w-2xl px-4 py-5 lg:max-w-3xl lg:px-8 lg:py-8"><div class="space-y-5">';

/**
 * Another screen's first paint (decision 245): the layout's header and the screen's heading, as the
 * app draws them, while its script downloads. Only words every person sees; no data.
 */
export function headingMarkup(heading: string): string {
  return `${PAGE_START}<h1 class="font-serif text-2xl font-semibold text-slate-900">${escapeText(heading)}</h1></div></main></div>`;
}

/** Today as the app draws it: the streak (when known, so the app's card does not push the prayer down), the date and the prayer. */
export function prayerMarkup(prayer: PrerenderPrayer, streak: PrerenderStreak | null | undefined, text: PrerenderText): string {
  const e = escapeMarkup;
  const date = new Date(`${prayer.date}T12:00:00Z`).toLocaleDateString(text.language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  // A date line on its own begins with a capital, as Today shows it (lib/dates.ts capitalized).
  const day = date.charAt(0).toLocaleUpperCase() + date.slice(1);
  const paragraphs = prayer.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${e(p)}</p>`)
    .join('');
  const reference = prayer.scriptureReference
    ? `<footer class="mt-2 text-sm font-semibold text-gold-700">${e(prayer.scriptureReference)}</footer>`
    : '';
  const scripture = prayer.scripture
    ? `<blockquote class="rounded-xl border-l-4 border-gold-400 bg-gold-50 px-4 py-3"><p class="font-serif italic text-slate-700">"${e(prayer.scripture)}"</p>${reference}</blockquote>`
    : '';
  return (
    PAGE_START +
    (streak && isCount(streak.streak) && isCount(streak.bestStreak) ? streakMarkup(streak, text) : '') +
    `<div><p class="text-sm text-slate-500">${e(day)}</p><h1 class="font-serif text-2xl font-semibold text-slate-900">${escapeText(text.t('today.heading'))}</h1></div>` +
    '<article class="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">' +
    `<div class="bg-gradient-to-br from-brand-700 to-brand-600 px-5 py-4 text-white"><h2 class="font-serif text-xl font-semibold">${e(prayer.title)}</h2></div>` +
    `<div class="space-y-4 p-5"><div class="space-y-3 font-serif text-[1.0625rem] leading-relaxed text-slate-700">${paragraphs}</div>${scripture}</div>` +
    '</article></div></main></div>'
  );
}
