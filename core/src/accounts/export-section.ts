/**
 * One section of the data export (docs/export-format.md), read from the drizzle schema's own column
 * list: every column of the table is in the section unless it is left out with its reason, so a
 * column added to a person's table reaches their export without anyone re-typing a list.
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { prayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';

/** One entry of a section: plain JSON, instants as ISO 8601 strings. */
export type ExportEntry = Record<string, unknown>;

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

export interface ExportSection<T extends PgTable = PgTable> {
  /** The section's name in the document. */
  name: string;
  table: T;
  /** The column that names the person whose export it is. */
  person: ColumnKey<T>;
  /** Columns not in the section, each with why (a secret, another person, bookkeeping). */
  leftOut: Partial<Record<ColumnKey<T>, string>>;
  /** A column's name in the document, where it differs. */
  rename?: Partial<Record<ColumnKey<T>, string>>;
  /** A column's value in the document, where it is not the stored one. */
  transform?: Partial<Record<ColumnKey<T>, (value: unknown) => unknown>>;
  /** The format's field order, where it differs from the schema's: these lead, or close. */
  first?: ColumnKey<T>[];
  last?: ColumnKey<T>[];
  /** The prayer's title follows `prayerId` (the table's prayer, joined). */
  prayerTitle?: boolean;
  /**
   * Fields read from other tables, after the table's own: each a scalar subquery over the row's
   * columns, asked as the person (`userId`), so a rule of what they may see applies (a watch's
   * request follows its audience, decision 366).
   */
  joined?: Record<string, (columns: T['_']['columns'], userId: number) => SQL>;
  orderBy?: (columns: T['_']['columns']) => SQL[];
  /** Only the rows this holds for (the bell's rule: what the person may still see). */
  where?: (columns: T['_']['columns']) => SQL;
  /** `one`: the section is the one row or null (settings); `profile`: the row must exist. */
  kind?: 'one' | 'profile';
}

/** Declares a section, with its column names checked against its table. */
export const exportSection = <T extends PgTable, N extends string>(s: ExportSection<T> & { name: N }) =>
  s as unknown as ExportSection & { name: N };

/** The section's fields in the format's order: the column each comes from and its name there. */
export function sectionFields(s: ExportSection): { key: string; name: string }[] {
  const leftOut = s.leftOut as Record<string, string>;
  let keys = Object.keys(getTableColumns(s.table)).filter((k) => !(k in leftOut));
  if (s.prayerTitle) keys.splice(keys.indexOf('prayerId') + 1, 0, 'prayerTitle');
  const first = (s.first ?? []) as string[];
  const last = (s.last ?? []) as string[];
  keys = [...first, ...keys.filter((k) => !first.includes(k) && !last.includes(k)), ...last];
  keys.push(...Object.keys(s.joined ?? {}));
  const rename = (s.rename ?? {}) as Record<string, string>;
  return keys.map((key) => ({ key, name: rename[key] ?? key }));
}

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** The person's rows of one section, oldest first, as the document holds them. */
export async function readExportSection(ctx: ActorCtx, s: ExportSection): Promise<ExportEntry[]> {
  const columns = getTableColumns(s.table) as Record<string, AnyPgColumn>;
  const fields = sectionFields(s);
  const joined = (s.joined ?? {}) as Record<string, (c: typeof columns, userId: number) => SQL>;
  const selection = Object.fromEntries(
    fields.map((f) => [
      f.key,
      f.key === 'prayerTitle' ? prayers.title : (joined[f.key]?.(columns, ctx.userId) ?? columns[f.key]!),
    ]),
  );
  let query = ctx.db.select(selection).from(s.table).$dynamic();
  if (s.prayerTitle) query = query.innerJoin(prayers, eq(prayers.id, columns.prayerId!));
  query = query.where(and(eq(columns[s.person]!, ctx.userId), s.where?.(columns)));
  if (s.orderBy) query = query.orderBy(...s.orderBy(columns));
  const rows = (await query) as Record<string, unknown>[];
  const transform = (s.transform ?? {}) as Record<string, (v: unknown) => unknown>;
  return rows.map((row) => Object.fromEntries(fields.map((f) => [f.name, (transform[f.key] ?? plain)(row[f.key])])));
}
