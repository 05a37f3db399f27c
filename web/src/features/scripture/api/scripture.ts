/** The bundled Bibles, read through GET /api/scripture/* (decision 210); no account needed. */
import { useQuery } from '@tanstack/react-query';
import { passageKey, type BibleVersionId } from '../../../lib/scripture';

export type { BibleVersionId };

export type BibleVersion = {
  id: BibleVersionId;
  name: string;
  abbreviation: string;
  language: 'en' | 'es';
  licence: string;
  notice: string;
};

export type PassageVerse = { book: string; osis: string; chapter: number; verse: number; text: string };
export type ChapterLink = { reference: string; book: string; osis: string; chapter: number };

export type Passage = {
  reference: string;
  version: BibleVersion;
  verses: PassageVerse[];
  highlight: string[];
  prev?: ChapterLink;
  next?: ChapterLink;
};

export function usePassage(ref: string, version?: BibleVersionId | null) {
  return useQuery<Passage>({ queryKey: [passageKey(ref, version)], enabled: ref.trim() !== '' });
}

export function useBibleVersions() {
  return useQuery<{ versions: BibleVersion[] }>({ queryKey: ['/api/scripture/versions'] });
}
