import { describe, expect, it } from 'vitest';
import { previewText } from './preview-text';

describe('previewText', () => {
  it('shows short text whole', () => {
    expect(previewText('Lord, guide me.', 150)).toBe('Lord, guide me.');
    expect(previewText('x'.repeat(150), 150)).toBe('x'.repeat(150));
  });

  it('never cuts a word: it stops at the last space within 150 characters, with an ellipsis', () => {
    const text = `${'word '.repeat(29)}wonderful ending`; // the 150th character falls inside "wonderful"
    const preview = previewText(text, 150);
    expect(preview).toBe(`${'word '.repeat(29).trimEnd()}…`);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it('drops punctuation left at the cut, and cuts a single over-long word at the limit', () => {
    expect(previewText(`${'a'.repeat(140)}, andthenmore words`, 150)).toBe(`${'a'.repeat(140)}…`);
    expect(previewText('y'.repeat(400), 150)).toBe(`${'y'.repeat(150)}…`);
  });
});
