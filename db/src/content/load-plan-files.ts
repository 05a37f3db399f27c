/**
 * Read every plan file under content/<language>/plans/*.yaml and check it: the schema, the file's
 * place (its folder's language, its name = its id), ids unique across languages, and each passage
 * through `checkPassage` (core's reference parser against the bundled Bible). A bad file is reported
 * and left out; it never stops the others.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYaml } from './parse-yaml';
import { ZPlanFile, type TPlanFile } from './plan-schema';

/** The repository's content folder (content/ at the root). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

export interface LoadedPlan {
  file: string;
  /** sha256 of the file's bytes. */
  hash: string;
  plan: TPlanFile;
}

export interface PlanFileError {
  file: string;
  message: string;
}

/** Says what is wrong with a reference in a language ('Psalm 23' in 'en'), or undefined when it is fine. */
export type CheckPassage = (reference: string, language: 'en' | 'es') => string | undefined;

export interface LoadedPlans {
  plans: LoadedPlan[];
  errors: PlanFileError[];
  /** Ids of the files left unread because the database holds them as they are (see `stored`). */
  unchanged: string[];
}

/** What the database holds of a plan loaded from a file: the file's hash and its language. */
export interface StoredPlan {
  hash: string | null;
  language: string;
}

/** Every `<dir>/<language>/plans/*.yaml`, in name order. */
export function listPlanFiles(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  const files: string[] = [];
  for (const lang of readdirSync(contentDir).sort()) {
    const dir = join(contentDir, lang, 'plans');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) if (/\.ya?ml$/.test(f)) files.push(join(dir, f));
  }
  return files;
}

/** Check one file's text; the problems found, or the plan. */
export function checkPlanFile(
  file: string,
  text: string,
  checkPassage?: CheckPassage,
): { plan: TPlanFile; errors: string[] } | { plan: undefined; errors: string[] } {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (e) {
    return { plan: undefined, errors: [`not valid YAML: ${(e as Error).message.split('\n')[0]}`] };
  }
  const parsed = ZPlanFile.safeParse(raw);
  if (!parsed.success)
    return {
      plan: undefined,
      errors: parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`),
    };
  const plan = parsed.data;
  const errors: string[] = [];
  const name = basename(file).replace(/\.ya?ml$/, '');
  if (name !== plan.id) errors.push(`id: '${plan.id}' but the file is named '${name}'`);
  const folderLang = basename(join(file, '..', '..'));
  if (folderLang !== plan.language)
    errors.push(`language: '${plan.language}' but the file is in content/${folderLang}/`);
  if (checkPassage)
    for (const d of plan.days)
      for (const ref of d.passages) {
        const problem = checkPassage(ref, plan.language);
        if (problem) errors.push(`days.${d.day - 1}.passages: '${ref}': ${problem}`);
      }
  return errors.length ? { plan: undefined, errors } : { plan, errors: [] };
}

/**
 * Every plan file, checked. With `stored` (the plans in the database, by id), a file whose bytes hash
 * to its stored plan's hash (same name and language folder) was checked when it was stored and is
 * not parsed or checked again (decision 236): a start whose plan files did not change reads none of
 * them, and one that changed reads only those. CI checks every file (core/src/plans/plan-files.test.ts).
 */
export function loadPlanFiles(
  contentDir: string = DEFAULT_CONTENT_DIR,
  checkPassage?: CheckPassage,
  stored?: ReadonlyMap<string, StoredPlan>,
): LoadedPlans {
  const out: LoadedPlans = { plans: [], errors: [], unchanged: [] };
  const seen = new Map<string, string>();
  for (const file of listPlanFiles(contentDir)) {
    const shown = relative(join(contentDir, '..'), file);
    const bytes = readFileSync(file);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const name = basename(file).replace(/\.ya?ml$/, '');
    const same = stored?.get(name);
    if (same?.hash === hash && same.language === basename(join(file, '..', '..')) && !seen.has(name)) {
      seen.set(name, shown);
      out.unchanged.push(name);
      continue;
    }
    const checked = checkPlanFile(file, bytes.toString('utf8'), checkPassage);
    if (!checked.plan) {
      out.errors.push({ file: shown, message: checked.errors.slice(0, 5).join('; ') });
      continue;
    }
    const other = seen.get(checked.plan.id);
    if (other) {
      out.errors.push({ file: shown, message: `id: '${checked.plan.id}' is also the id of ${other}` });
      continue;
    }
    seen.set(checked.plan.id, shown);
    out.plans.push({ file: shown, hash, plan: checked.plan });
  }
  return out;
}
