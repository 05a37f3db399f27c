import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { readExportSection, type ExportEntry } from './export-section';
import { EXPORT_SECTIONS } from './export-sections';

/** Names the document, so a reader can tell it from any other JSON. */
export const EXPORT_FORMAT = 'daily-prayer-export';
/**
 * Raised when a field is removed or changes meaning (adding a section or a field does not raise
 * it). 1: the first export, which had no `format` fields; 2: every table that refers to the person
 * (docs/export-format.md).
 */
export const EXPORT_FORMAT_VERSION = 2;

type SectionName = (typeof EXPORT_SECTIONS)[number]['name'];
type ListSectionName = Exclude<SectionName, 'profile' | 'settings'>;

export type UserDataExport = {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  exportedAt: string;
  profile: ExportEntry;
  settings: ExportEntry | null;
} & { [S in ListSectionName]: ExportEntry[] };

/**
 * Everything the product holds about the signed-in person, as plain JSON (their right of access),
 * in the documented format (docs/export-format.md): every table that refers to them has its
 * section (export-sections.ts; a test fails when a new one has none), and every column of it but
 * those left out with a reason. Left out: secrets (the password hash, session, reset and device
 * token hashes, link codes, push keys and endpoints, and sign-in subjects), and other people but for
 * what the person's own rows say of them (an id of a reflection they liked, of a request they
 * prayed for).
 */
export async function exportUserData(ctx: ActorCtx): Promise<UserDataExport> {
  const doc: Record<string, unknown> = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: ctx.clock.now().toISOString(),
  };
  for (const section of EXPORT_SECTIONS) {
    const entries = await readExportSection(ctx, section);
    if (section.kind === 'profile' && entries.length === 0) throw new AppError('not_found', 'accountNotFound');
    doc[section.name] = section.kind === undefined ? entries : (entries[0] ?? null);
  }
  return doc as UserDataExport;
}

/**
 * Where each reference to a person (every foreign key to users.id, as `table.column`) is in the
 * export: one section per reference, holding one entry per row (`settings`: the one row, or null).
 * The export test reads the foreign keys from the drizzle schema and fails on one missing here.
 */
export const EXPORT_SECTION_OF: Record<string, Exclude<SectionName, 'profile'>> = Object.fromEntries(
  EXPORT_SECTIONS.flatMap((s) =>
    s.name === 'profile'
      ? []
      : [[`${getTableConfig(s.table).name}.${getTableColumns(s.table)[s.person]!.name}`, s.name]],
  ),
);
