// @vitest-environment jsdom
import '../../vitest.setup';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from '../components/deferred';
import { PrayerText } from '../components/prayer-text';
import { renderWithProviders, stubFetch } from '../testing/test-utils';
import { rememberLanguage } from '../i18n/boot-language';
import { dropPrerender } from './prerender';
import { whenIdle } from './when-idle';

/**
 * The work Today's first render moved out of its one long task (decision 250): each piece still
 * happens, only later and on its own.
 */

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('prerender')?.remove();
});

describe('dropPrerender', () => {
  it("removes the server's copy in a task of its own, once", () => {
    vi.useFakeTimers();
    document.body.insertAdjacentHTML('afterbegin', '<div id="prerender"><h1>Hoy</h1></div>');
    const remove = vi.spyOn(HTMLElement.prototype, 'remove');
    dropPrerender();
    dropPrerender();
    // Still there while the render that asked for its removal finishes.
    expect(document.getElementById('prerender')).not.toBeNull();
    vi.runAllTimers();
    expect(document.getElementById('prerender')).toBeNull();
    expect(remove).toHaveBeenCalledTimes(1);
    remove.mockRestore();
  });

  it('does nothing on a page without a copy', () => {
    vi.useFakeTimers();
    dropPrerender();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('rememberLanguage', () => {
  it('writes only what differs', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    rememberLanguage('es');
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('dps:language')).toBe('es');
    // The account's settings arrive with the same language: nothing is written again.
    rememberLanguage('es');
    expect(setItem).toHaveBeenCalledTimes(1);
    rememberLanguage('en');
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(document.documentElement.lang).toBe('en');
    setItem.mockRestore();
  });
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, and not once cancelled', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => void (callbacks[id - 1] = () => {}));
    const task = vi.fn();
    whenIdle(task);
    const cancel = whenIdle(task);
    cancel();
    expect(task).not.toHaveBeenCalled();
    for (const cb of callbacks) cb();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits a second where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('Deferred', () => {
  it('shows its children after the first frame, not in the same render', async () => {
    render(
      <div>
        <p>La oración de hoy</p>
        <Deferred>
          <p>Reflexiones</p>
        </Deferred>
      </div>,
    );
    expect(screen.getByText('La oración de hoy')).toBeInTheDocument();
    expect(screen.queryByText('Reflexiones')).toBeNull();
    expect(await screen.findByText('Reflexiones')).toBeInTheDocument();
  });

  it("shows every Deferred part of a screen in the same render, so no part's place opens later", async () => {
    const seen: string[][] = [];
    const { container } = render(
      <div>
        <Deferred>
          <p>Tu reflexión</p>
        </Deferred>
        <Deferred>
          <p>Planes de lectura</p>
        </Deferred>
      </div>,
    );
    const observer = new MutationObserver(() =>
      seen.push([...container.querySelectorAll('p')].map((p) => p.textContent ?? '')),
    );
    observer.observe(container, { childList: true, subtree: true });
    await screen.findByText('Tu reflexión');
    await screen.findByText('Planes de lectura');
    observer.disconnect();
    expect(seen[0]).toEqual(['Tu reflexión', 'Planes de lectura']);
  });
});

describe("Today's passage, kept for offline reading", () => {
  it('is fetched once the browser is idle, not during the first render', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { calls } = stubFetch([{ path: /^\/api\/scripture\/passage/, body: { reference: 'Psalm 23', verses: [] } }]);
    renderWithProviders(
      <PrayerText
        content="Lord, be near."
        scripture="The Lord is my shepherd."
        scriptureReference="Psalm 23:1 (WEB)"
      />,
    );
    const passages = () => calls.filter((c) => c.url.startsWith('/api/scripture/passage'));
    expect(await screen.findByText('Lord, be near.')).toBeInTheDocument();
    expect(passages()).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() => expect(passages()).toHaveLength(1));
    // The chapter in context, in the reader's own version (the stored tag left off).
    expect(passages()[0]!.url).toBe('/api/scripture/passage?ref=Psalm%2023%3A1&context=chapter');
  });
});
