/**
 * "No clipped words", checked rather than looked at: on the current screen, every visible word is
 * on one line (not split "Strea/k!"; only a string longer than a whole line, such as an e-mail
 * address, may break), inside the window, and not cut off by a box that hides its overflow; and the
 * page itself does not scroll sideways.
 */
import { expect, type Page } from '@playwright/test';

export async function clippedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      // Name the innermost boxes that reach past the window, so the fix is not a hunt.
      const wide = [...document.querySelectorAll('body *')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1);
      });
      const names = wide
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}`)
        .join(', ');
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px in ${width}px; ${names})`);
    }
    const clippers: Element[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const cs = getComputedStyle(el);
      if (cs.overflowX === 'hidden' || cs.overflowX === 'clip' || cs.textOverflow === 'ellipsis') clippers.push(el);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim()) continue;
      const box = parent.getBoundingClientRect();
      // Visually hidden text (sr-only) and hidden elements are not read on screen.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(parent).visibility === 'hidden') continue;
      if (parent.closest('[aria-hidden="true"] svg, script, style, noscript')) continue;
      for (const m of text.matchAll(/\S+/g)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue;
        const tops = new Set(rects.map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          // A string longer than the whole line (an e-mail address, a link) has to break; a word
          // that would fit on a line of its box must not.
          let block: Element = parent;
          while (block.parentElement && getComputedStyle(block).display.startsWith('inline'))
            block = block.parentElement;
          const cs = getComputedStyle(block);
          const lineWidth =
            block.getBoundingClientRect().width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
          const wordWidth = rects.reduce((sum, r) => sum + r.width, 0);
          if (wordWidth <= lineWidth) problems.push(`"${m[0]}" is split across lines`);
        }
        const r = range.getBoundingClientRect();
        if (r.right > width + 1 || r.left < -1) problems.push(`"${m[0]}" runs outside the window`);
        for (const c of clippers) {
          if (!c.contains(parent)) continue;
          const cb = c.getBoundingClientRect();
          if (r.right > cb.right + 1 || r.left < cb.left - 1) {
            problems.push(
              `"${m[0]}" is cut off by ${c.tagName.toLowerCase()}.${[...c.classList].slice(0, 3).join('.')}`,
            );
            break;
          }
        }
      }
    }
    return [...new Set(problems)];
  });
}

export async function expectNoClippedWords(page: Page, screen: string): Promise<void> {
  const problems = await clippedWords(page);
  expect(problems, `clipped words on ${screen}:\n${problems.join('\n')}`).toEqual([]);
}
