/**
 * Verses picked in the reader (decision 277): a tap selects a verse, a second tap on another verse
 * makes the range between them, a tap inside a range starts over from that verse, and a tap on the
 * one selected verse clears it. Chapter-bound, like the reader's page; the selection is the page's
 * only (never stored).
 */
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import type { Passage, PassageVerse } from '../api/scripture';

export type VerseKey = `${number}:${number}`;
export type Selection = { from: number; to: number } | null;

const keyOf = (v: Pick<PassageVerse, 'chapter' | 'verse'>) => `${v.chapter}:${v.verse}`;

/** The next selection after a tap on the verse at `index` (indices into the passage's verses). */
export function nextSelection(current: Selection, index: number): Selection {
  if (current === null) return { from: index, to: index };
  if (current.from === current.to) {
    if (current.from === index) return null;
    return { from: Math.min(current.from, index), to: Math.max(current.from, index) };
  }
  return { from: index, to: index };
}

/**
 * The selection's reference as a person writes it ("Psalm 23:1-3", "Juan 3:16"): one psalm is
 * "Psalm"/"Salmo", as the passage service names it (core's formatReference).
 */
export function selectionReference(passage: Passage, sel: NonNullable<Selection>): string {
  const first = passage.verses[sel.from]!;
  const last = passage.verses[sel.to]!;
  const book = first.osis === 'Ps' ? (passage.version.language === 'es' ? 'Salmo' : 'Psalm') : first.book;
  if (first.chapter !== last.chapter) return `${book} ${first.chapter}:${first.verse}-${last.chapter}:${last.verse}`;
  return first.verse === last.verse
    ? `${book} ${first.chapter}:${first.verse}`
    : `${book} ${first.chapter}:${first.verse}-${last.verse}`;
}

export interface VerseSelection {
  selection: Selection;
  verses: PassageVerse[];
  reference: string | null;
  clear(): void;
  /** What a verse's span takes: a tap or Enter/Space toggles it; aria-pressed says whether it is in. */
  verseProps(v: PassageVerse): {
    role: 'button';
    tabIndex: 0;
    'aria-pressed': boolean;
    'data-selected'?: 'true';
    onClick(): void;
    onKeyDown(e: KeyboardEvent): void;
  };
}

export function useVerseSelection(passage: Passage): VerseSelection {
  const [selection, setSelection] = useState<Selection>(null);
  // A new chapter or version is a new page: nothing is selected on it.
  const pageKey = `${passage.version.id}|${passage.reference}`;
  useEffect(() => setSelection(null), [pageKey]);
  const clear = useCallback(() => setSelection(null), []);
  const indexOf = new Map(passage.verses.map((v, i) => [keyOf(v), i]));
  const verses = selection ? passage.verses.slice(selection.from, selection.to + 1) : [];
  const tap = (v: PassageVerse) => {
    // A drag that selected text to copy it is not a tap.
    if (window.getSelection()?.isCollapsed === false) return;
    const i = indexOf.get(keyOf(v));
    if (i !== undefined) setSelection((s) => nextSelection(s, i));
  };
  return {
    selection,
    verses,
    reference: selection ? selectionReference(passage, selection) : null,
    clear,
    verseProps(v) {
      const i = indexOf.get(keyOf(v)) ?? -1;
      const inside = selection !== null && i >= selection.from && i <= selection.to;
      return {
        role: 'button',
        tabIndex: 0,
        'aria-pressed': inside,
        ...(inside ? { 'data-selected': 'true' as const } : {}),
        onClick: () => tap(v),
        onKeyDown: (e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          const index = indexOf.get(keyOf(v));
          if (index !== undefined) setSelection((s) => nextSelection(s, index));
        },
      };
    },
  };
}
