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
import { parse } from 'yaml';
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
    raw = parse(text);
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

export function loadPlanFiles(contentDir: string = DEFAULT_CONTENT_DIR, checkPassage?: CheckPassage): LoadedPlans {
  const out: LoadedPlans = { plans: [], errors: [] };
  const seen = new Map<string, string>();
  for (const file of listPlanFiles(contentDir)) {
    const shown = relative(join(contentDir, '..'), file);
    const bytes = readFileSync(file);
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
    out.plans.push({ file: shown, hash: createHash('sha256').update(bytes).digest('hex'), plan: checked.plan });
  }
  return out;
}
