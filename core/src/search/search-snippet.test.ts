import { describe, expect, it } from 'vitest';
import { withEllipses } from './search-prayers';
import { HIGHLIGHT_END as E, HIGHLIGHT_START as S } from './search-query';

const text = 'Lord, you are my shepherd. I lack nothing in you. Lead me beside still waters today. Amen.';

describe('a search snippet reads as cut where it is cut', () => {
  it('a snippet from the middle gets an ellipsis on both sides', () => {
    expect(withEllipses(`I lack nothing in ${S}you${E}. Lead me`, text.slice(0, 80), text.slice(-80))).toBe(
      `… I lack nothing in ${S}you${E}. Lead me …`,
    );
  });

  it('one from the start only after it, one reaching the end only before it', () => {
    expect(withEllipses(`Lord, you are my ${S}shepherd${E}. I lack`, text, text)).toBe(
      `Lord, you are my ${S}shepherd${E}. I lack …`,
    );
    expect(withEllipses(`beside still ${S}waters${E} today. Amen`, text, text)).toBe(
      `… beside still ${S}waters${E} today. Amen`,
    );
  });

  it('the whole text gets none, whatever its spacing or dropped punctuation', () => {
    expect(withEllipses(text.replace(/\s+/g, '  ').replace('Amen.', 'Amen'), text, text)).toBe(
      text.replace(/\s+/g, '  ').replace('Amen.', 'Amen'),
    );
  });
});
