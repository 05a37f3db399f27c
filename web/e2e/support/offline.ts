/** Helpers for specs that read with no network: the service worker and the data the page keeps (IndexedDB). */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until the service worker controls the page and the kept data holds today's prayer. */
export async function readyForOffline(page: Page, title: string): Promise<void> {
  // The worker is active (its precache complete) and controls the page. (expect.poll awaits the
  // page's promise; waitForFunction would take the pending promise itself as a truthy answer.)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return !!reg?.active && !reg.installing && !!navigator.serviceWorker.controller;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  // The app keeps its data in IndexedDB ('dps-cache'), saved a second after each change. Read it only
  // once it exists: opening a database that is not there yet would create an empty one.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = (await indexedDB.databases()).map((d) => d.name);
          if (!names.includes('dps-cache')) return '';
          return new Promise<string>((resolve) => {
            const open = indexedDB.open('dps-cache');
            open.onerror = () => resolve('');
            open.onsuccess = () => {
              const db = open.result;
              try {
                const get = db.transaction('queries').objectStore('queries').get('queries');
                get.onsuccess = () => {
                  resolve(JSON.stringify(get.result ?? ''));
                  db.close();
                };
                get.onerror = () => {
                  resolve('');
                  db.close();
                };
              } catch {
                db.close();
                resolve('');
              }
            };
          });
        }),
      { timeout: 15_000 },
    )
    .toContain(title);
}

export async function offline(context: BrowserContext, page: Page, value: boolean): Promise<void> {
  await context.setOffline(value);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!value);
}
