/**
 * Prints the exact Reina-Valera 1909 text of Spanish references, from the bundled Bible:
 *
 *   npx tsx scripts/content-es/quote.ts "Salmos 23:1-3 (RV1909)" "Juan 3:16"
 */
import { rv1909Quote } from './rv1909-quote';

const refs = process.argv.slice(2);
if (refs.length === 0) {
  console.error('usage: tsx scripts/content-es/quote.ts "Salmos 23:1-3 (RV1909)" ...');
  process.exit(2);
}
let failed = false;
for (const ref of refs) {
  try {
    console.log(`${ref}\n${rv1909Quote(ref)}\n`);
  } catch (e) {
    failed = true;
    console.error(`${ref}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
if (failed) process.exit(1);
