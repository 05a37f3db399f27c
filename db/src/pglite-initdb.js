// @ts-check
/**
 * `node db/src/pglite-initdb.js <dataDir> <startParams as JSON>`: creates an empty PGlite
 * database in <dataDir>, then exits. createDb runs this as a child process on a first start, so
 * the memory PGlite's initdb path takes (a second PostgreSQL instance and the initdb module, about
 * 600 MB, which a thread that ends does not fully give back) leaves with the process.
 * See docs/decisions/102-pglite-memory.md. A first start normally unpacks the migrated template
 * instead (pglite-template.ts, decision 243); this runs when the template does not fit.
 */
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
if (!dataDir || !startParams) {
  console.error('usage: node pglite-initdb.js <dataDir> <startParams as JSON>');
  process.exit(2);
}
const pg = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) });
await pg.close();
