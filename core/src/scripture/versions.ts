/**
 * The bundled Bible versions (public domain, from Debian's SWORD packages; decision 210). The text
 * files carry the same header; this list is here so naming the versions never loads 4 MB of text.
 */
export type BibleVersionId = 'web' | 'kjv' | 'rv1909';
export type ScriptureLanguage = 'en' | 'es';

export interface BibleVersion {
  id: BibleVersionId;
  name: string;
  abbreviation: string;
  language: ScriptureLanguage;
  licence: string;
  /** What a reader of this version must be told (trademark, Crown patent). */
  notice: string;
  module: string;
  debianPackage: string;
}

export const BIBLE_VERSIONS: readonly BibleVersion[] = [
  {
    id: 'web',
    name: 'World English Bible',
    abbreviation: 'WEB',
    language: 'en',
    licence: 'Public domain',
    notice: '“World English Bible” is a trademark of eBible.org for the unchanged text; this is the unchanged text.',
    module: 'engWEB2015eb',
    debianPackage: 'sword-text-web',
  },
  {
    id: 'kjv',
    name: 'King James Version',
    abbreviation: 'KJV',
    language: 'en',
    licence: 'Public domain outside the United Kingdom',
    notice:
      'In the United Kingdom the King James Version is under Crown letters patent: printing it there, or importing printed copies, needs permission. Elsewhere it is in the public domain.',
    module: 'engKJV2006eb',
    debianPackage: 'sword-text-kjv',
  },
  {
    id: 'rv1909',
    name: 'Reina-Valera 1909',
    abbreviation: 'RV1909',
    language: 'es',
    licence: 'Dominio público',
    notice: 'Santa Biblia, versión Reina-Valera de 1909: dominio público.',
    module: 'spaRV1909eb',
    debianPackage: 'sword-text-sparv',
  },
];

export const DEFAULT_VERSION: Record<ScriptureLanguage, BibleVersionId> = { en: 'web', es: 'rv1909' };

export const BIBLE_VERSION_IDS = BIBLE_VERSIONS.map((v) => v.id) as [BibleVersionId, ...BibleVersionId[]];

export function bibleVersion(id: BibleVersionId): BibleVersion {
  return BIBLE_VERSIONS.find((v) => v.id === id)!;
}

/** The version an abbreviation or id names ("WEB", "kjv", "RV1909", "RVR1909"), if any. */
export function versionByName(name: string): BibleVersion | undefined {
  const n = name.trim().toLowerCase();
  if (n.length > 12) return undefined;
  return BIBLE_VERSIONS.find(
    (v) => v.id === n || v.abbreviation.toLowerCase() === n || (v.id === 'rv1909' && (n === 'rvr1909' || n === 'rv')),
  );
}
