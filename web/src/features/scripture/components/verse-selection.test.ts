/** Picking verses in the reader (decision 277): taps make a verse, a range, a new start, nothing. */
import { describe, expect, it } from 'vitest';
import type { Passage } from '../api/scripture';
import { nextSelection, selectionReference } from './verse-selection';

const passage = (osis: string, book: string, language: 'en' | 'es', verses: number): Passage => ({
  reference: `${book} 1`,
  version: { id: 'web', name: 'x', abbreviation: 'WEB', language, licence: '', notice: '' },
  verses: Array.from({ length: verses }, (_, i) => ({ book, osis, chapter: 23, verse: i + 1, text: `v${i + 1}` })),
  highlight: [],
});

describe('nextSelection', () => {
  it('a tap selects a verse, a second tap the range between (either way), a third starts over, a tap on the one verse clears it', () => {
    const one = nextSelection(null, 4);
    expect(one).toEqual({ from: 4, to: 4 });
    expect(nextSelection(one, 1)).toEqual({ from: 1, to: 4 });
    expect(nextSelection(one, 6)).toEqual({ from: 4, to: 6 });
    expect(nextSelection({ from: 1, to: 4 }, 2)).toEqual({ from: 2, to: 2 });
    expect(nextSelection(one, 4)).toBeNull();
  });
});

describe('selectionReference', () => {
  it('writes the reference as the passage service does: one psalm is Psalm or Salmo', () => {
    expect(selectionReference(passage('Ps', 'Psalms', 'en', 6), { from: 1, to: 3 })).toBe('Psalm 23:2-4');
    expect(selectionReference(passage('Ps', 'Salmos', 'es', 6), { from: 0, to: 0 })).toBe('Salmo 23:1');
    expect(selectionReference(passage('John', 'Juan', 'es', 30), { from: 15, to: 16 })).toBe('Juan 23:16-17');
  });
});
