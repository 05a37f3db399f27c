/**
 * Prints the plan library's figures (decision 217): per plan its kind, days, and for devotional
 * plans the words of its reflections and prayers (mean, least and most). For editors and reports.
 *   npx tsx scripts/plans/plan-stats.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ZPlanFile } from './plan-file-schema';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '').length;
const range = (xs: number[]) =>
  `${Math.round(xs.reduce((a, b) => a + b, 0) / xs.length)} (${Math.min(...xs)}-${Math.max(...xs)})`;

let total = 0;
for (const lang of readdirSync(CONTENT, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  let names: string[];
  try {
    names = readdirSync(join(CONTENT, lang.name, 'plans')).filter((n) => n.endsWith('.yaml'));
  } catch {
    continue;
  }
  for (const name of names.sort()) {
    const plan = ZPlanFile.parse(parse(readFileSync(join(CONTENT, lang.name, 'plans', name), 'utf8')));
    if (plan.kind === 'devotional') {
      const r = plan.days.map((d) => words(d.reflection));
      const p = plan.days.map((d) => words(d.prayer));
      const all = plan.days.reduce((n, d) => n + words(d.reflection) + words(d.prayer) + words(d.question), 0);
      total += all;
      console.log(
        `${lang.name}/${plan.id}: devotional, ${plan.length} days, ${all} words; reflections ${range(r)}, prayers ${range(p)}`,
      );
    } else {
      console.log(`${lang.name}/${plan.id}: reading, ${plan.length} days`);
    }
  }
}
console.log(`devotional writing in all: ${total} words`);
