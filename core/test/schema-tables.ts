/**
 * The drizzle schema read as data, for tests that must cover every table: which columns refer to
 * a person (a foreign key to users.id) and which can hold text. A table added to db/src/schema.ts
 * is in these lists without anyone remembering to add it.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@dps/db/schema';

export const schemaTables = () =>
  (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableConfig(t));

/** Every `table.column` with a foreign key to users.id, sorted. */
export function userReferences(): string[] {
  const refs: string[] = [];
  for (const t of schemaTables())
    for (const fk of t.foreignKeys) {
      const r = fk.reference();
      if (getTableConfig(r.foreignTable).name !== 'users') continue;
      for (const c of r.columns) refs.push(`${t.name}.${c.name}`);
    }
  return refs.sort();
}

/** Every column that can hold a person's words or names: text of any kind and JSON. */
export function textColumns(): { table: string; column: string }[] {
  const cols: { table: string; column: string }[] = [];
  for (const t of schemaTables())
    for (const c of t.columns)
      if (c.dataType === 'string' || c.dataType === 'json' || c.columnType === 'PgCustomColumn')
        cols.push({ table: t.name, column: c.name });
  return cols;
}
