/**
 * Load the plan files into the database (decision 215): a plan is added when its id is new, and its
 * content (title, summary, description, days) rewritten when its file's hash changed; otherwise it is
 * left alone, and its file is not parsed or checked again (decision 236). `status` and `available_from` belong to the admins: set only when the plan is added.
 * A file that fails its checks is reported and skipped; the others still load.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  DEFAULT_CONTENT_DIR,
  loadPlanFiles,
  type CheckPassage,
  type LoadedPlans,
  type PlanFileError,
} from '../content/load-plan-files';
import { planDays, plans } from '../schema';

export interface SeedPlansResult {
  added: number;
  updated: number;
  unchanged: number;
  /** Files that were not loaded, and why. */
  errors: PlanFileError[];
}

export async function seedPlans(
  db: Db,
  options: {
    contentDir?: string;
    checkPassage?: CheckPassage;
    /** The files already read and checked (`loadPlanFiles`), e.g. while a new database was being created. */
    checked?: LoadedPlans;
  } = {},
): Promise<SeedPlansResult> {
  let loaded = options.checked;
  if (!loaded) {
    const stored = await db.select({ id: plans.id, hash: plans.sourceHash, language: plans.language }).from(plans);
    loaded = loadPlanFiles(
      options.contentDir ?? DEFAULT_CONTENT_DIR,
      options.checkPassage,
      new Map(stored.map((p) => [p.id, p])),
    );
  }
  const result: SeedPlansResult = {
    added: 0,
    updated: 0,
    unchanged: loaded.unchanged.length,
    errors: loaded.errors,
  };
  for (const { plan, hash, file } of loaded.plans) {
    try {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select({ hash: plans.sourceHash }).from(plans).where(eq(plans.id, plan.id));
        if (existing?.hash === hash) {
          result.unchanged += 1;
          return;
        }
        const content = {
          language: plan.language,
          title: plan.title,
          summary: plan.summary,
          description: plan.description,
          length: plan.length,
          kind: plan.kind,
          tags: plan.tags,
          season: plan.season && plan.season !== 'none' ? plan.season : null,
          sourceHash: hash,
          updatedAt: new Date(),
        };
        if (existing) await tx.update(plans).set(content).where(eq(plans.id, plan.id));
        else await tx.insert(plans).values({ id: plan.id, ...content });
        await tx.delete(planDays).where(eq(planDays.planId, plan.id));
        await tx.insert(planDays).values(
          plan.days.map((d) => ({
            planId: plan.id,
            day: d.day,
            title: d.title,
            passages: d.passages,
            reflection: d.reflection ?? null,
            prayer: d.prayer ?? null,
            question: d.question ?? null,
          })),
        );
        if (existing) result.updated += 1;
        else result.added += 1;
      });
    } catch (e) {
      result.errors.push({ file, message: `could not be stored: ${(e as Error).message.split('\n')[0]}` });
    }
  }
  return result;
}
