/** The bundled Bible versions, for the version switch and `GET /api/scripture/versions`. */
import { BIBLE_VERSIONS, type BibleVersionId, type ScriptureLanguage } from './versions';

export interface VersionSummary {
  id: BibleVersionId;
  name: string;
  abbreviation: string;
  language: ScriptureLanguage;
  licence: string;
  notice: string;
}

export function listVersions(): VersionSummary[] {
  return BIBLE_VERSIONS.map(({ id, name, abbreviation, language, licence, notice }) => ({
    id,
    name,
    abbreviation,
    language,
    licence,
    notice,
  }));
}
