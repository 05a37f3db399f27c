/**
 * The seed of the plan library with every passage checked against the bundled Bible (the db package
 * checks the file format; reading references is core's: one parser, decision 210).
 */
import type { Db } from '@dps/db/client';
import type { CheckPassage } from '@dps/db/content/load-plan-files';
import { seedPlans, type SeedPlansResult } from '@dps/db/seed/seed-plans';
import { isAppError } from '../errors';
import { readReference } from '../scripture/passage-reference';
import { DEFAULT_VERSION } from '../scripture/versions';

/** A plan passage must read as a reference in the plan's own language and exist in its Bible. */
export const checkPlanPassage: CheckPassage = (reference, language) => {
  try {
    const read = readReference(reference, DEFAULT_VERSION[language], language);
    return read.ranges.length === 0 ? 'not a Bible reference' : undefined;
  } catch (e) {
    return isAppError(e) ? e.message : 'not a Bible reference';
  }
};

export function seedPlanLibrary(db: Db, options: { contentDir?: string } = {}): Promise<SeedPlansResult> {
  return seedPlans(db, { ...options, checkPassage: checkPlanPassage });
}
