import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';

const KEY = 'dps:language';

function known(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? null;
}

/**
 * The language of the first paint: the account's, as this device last saw it; else what the server
 * put on <html lang> for a signed-in person; else the browser's first language the product speaks
 * (a first visit, signed out); else English.
 */
export function bootLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // private mode: no storage
  }
  const fromServer = document.documentElement.dataset.lang;
  const browser = (navigator.languages ?? [navigator.language]).map(known).find(Boolean);
  return known(stored) ?? known(fromServer) ?? browser ?? DEFAULT_LANGUAGE;
}

/**
 * Keeps the language for the next first paint and sets `<html lang>`. Only what differs is written:
 * the app calls this at boot and again when the account's settings arrive (usually the same
 * language), and each write was milliseconds of the first render's task on a phone (decision 250).
 */
export function rememberLanguage(language: Language) {
  try {
    if (localStorage.getItem(KEY) !== language) localStorage.setItem(KEY, language);
  } catch {
    // private mode: the account's setting still applies once loaded
  }
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
