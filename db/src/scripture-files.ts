/**
 * The bundled public-domain Bibles (db/scripture/<id>.json), written by the maintainer script
 * scripts/scripture/convert-sword.ts from Debian's SWORD modules (decision 210). Read from disk on
 * first use of a version, never at import: a process that never opens scripture never loads them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BibleFile {
  id: string;
  name: string;
  abbreviation: string;
  language: string;
  licence: string;
  notice: string;
  source: { debianPackage: string; packageVersion: string; module: string; moduleVersion: string };
  /** In canon order; chapters[c - 1][v - 1] is verse c:v ("" where the version has no such verse). */
  books: { osis: string; chapters: string[][] }[];
}

export const SCRIPTURE_DIR = join(import.meta.dirname, '..', 'scripture');

/** Reads and parses one bundled Bible (about 4 MB; 30-60 ms). */
export function readBibleFile(id: string): BibleFile {
  if (!/^[a-z0-9]{1,12}$/.test(id)) throw new Error(`not a bundled Bible id: ${id}`);
  return JSON.parse(readFileSync(join(SCRIPTURE_DIR, `${id}.json`), 'utf8')) as BibleFile;
}
