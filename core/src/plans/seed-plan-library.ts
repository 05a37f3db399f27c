/**
 * The seed of the plan library with every passage checked against the bundled Bible (the db package
 * checks the file format; reading references is core's: one parser, decision 210).
 */
import type { Db } from '@dps/db/client';
import {
  DEFAULT_CONTENT_DIR,
  loadPlanFiles,
  type CheckPassage,
  type LoadedPlans,
} from '@dps/db/content/load-plan-files';
import { seedPlans, type SeedPlansResult } from '@dps/db/seed/seed-plans';
import { isAppError } from '../errors';
import { readReference, releaseParsers } from '../scripture/passage-reference';
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

/**
 * Reads and checks every plan file now (start-up does it while a new database is created, decision
 * 236), and lets go of the reference parsers the check built.
 */
export function checkPlanLibrary(options: { contentDir?: string } = {}): LoadedPlans {
  try {
    return loadPlanFiles(options.contentDir ?? DEFAULT_CONTENT_DIR, checkPlanPassage);
  } finally {
    releaseParsers();
  }
}

/**
 * Seeds the plan library (files already checked by `checkPlanLibrary`, or read here: only the ones
 * that changed); the reference parsers its check built are let go afterwards (decision 236).
 */
export async function seedPlanLibrary(
  db: Db,
  options: { contentDir?: string; checked?: LoadedPlans } = {},
): Promise<SeedPlansResult> {
  try {
    return await seedPlans(db, { ...options, checkPassage: checkPlanPassage });
  } finally {
    releaseParsers();
  }
}
