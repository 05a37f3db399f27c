/**
 * Reading comfort: the colour scheme (follow the device, or light, or dark) and the text size.
 * The person's choice lives in their settings on the server (so it follows them to another device);
 * the last one seen is also kept in this browser so the first paint already uses it.
 *
 * Text size scales the root font size; every size in the app is in rem, so the whole layout
 * reflows with it, on top of the browser's own text-size setting (a percentage of it, not pixels).
 */
export type Theme = 'system' | 'light' | 'dark';
export type TextSize = 'small' | 'default' | 'large' | 'larger' | 'largest';

export interface Appearance {
  theme: Theme;
  textSize: TextSize;
}

/** The steps of the text size, smallest first (Profile names each one in the person's language). */
export const TEXT_SIZE_STEPS: { value: TextSize; scale: number }[] = [
  { value: 'small', scale: 0.875 },
  { value: 'default', scale: 1 },
  { value: 'large', scale: 1.25 },
  { value: 'larger', scale: 1.5 },
  { value: 'largest', scale: 2 },
];

const STORAGE_KEY = 'dps-appearance';
const DEFAULT: Appearance = { theme: 'system', textSize: 'default' };
const THEME_COLOR = { light: '#1f3a60', dark: '#0e1624' };

export function readStoredAppearance(): Appearance {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Appearance> | null;
    const theme = raw?.theme === 'light' || raw?.theme === 'dark' ? raw.theme : 'system';
    const textSize = TEXT_SIZE_STEPS.some((s) => s.value === raw?.textSize) ? (raw!.textSize as TextSize) : 'default';
    return { theme, textSize };
  } catch {
    return DEFAULT;
  }
}

const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

let current: Appearance = DEFAULT;
let watching = false;

/** Applies a theme and text size to the page and remembers them on this device. */
export function applyAppearance(next: Appearance): void {
  current = next;
  const dark = next.theme === 'dark' || (next.theme === 'system' && systemDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  const scale = TEXT_SIZE_STEPS.find((s) => s.value === next.textSize)?.scale ?? 1;
  root.style.fontSize = scale === 1 ? '' : `${scale * 100}%`;
  root.dataset.textSize = next.textSize;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? THEME_COLOR.dark : THEME_COLOR.light);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the server's copy still applies on every load.
  }
  if (!watching && typeof matchMedia === 'function') {
    watching = true;
    // "Follow the device": a system switch (e.g. at sunset) applies at once.
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applyAppearance(current));
  }
}

export function currentAppearance(): Appearance {
  return current;
}
