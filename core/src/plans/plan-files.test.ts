/**
 * CI: every plan file in content/<language>/plans/ is valid (decision 215): the schema, every day has
 * its parts, no plan longer or shorter than its stated days, every reference parses and exists in
 * the bundled Bible of the plan's language. A bad file fails here by name; the seed would skip it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, listPlanFiles, loadPlanFiles } from '@dps/db/content/load-plan-files';
import { checkPlanPassage } from './seed-plan-library';
import { FIXTURE_PLANS_DIR } from './plan-test-helpers';

describe('the plan files', () => {
  it('every file in content/*/plans is valid', () => {
    const loaded = loadPlanFiles(DEFAULT_CONTENT_DIR, checkPlanPassage);
    expect(loaded.errors).toEqual([]);
    expect(loaded.plans).toHaveLength(listPlanFiles(DEFAULT_CONTENT_DIR).length);
  });

  it('the test fixtures are valid too, and a wrong reference is named', () => {
    expect(loadPlanFiles(FIXTURE_PLANS_DIR, checkPlanPassage).errors).toEqual([]);
    expect(checkPlanPassage('Psalm 23', 'en')).toBeUndefined();
    expect(checkPlanPassage('Salmos 23', 'es')).toBeUndefined();
    expect(checkPlanPassage('Psalm 151', 'en')).toBeTruthy();
    expect(checkPlanPassage('Hezekiah 4:1', 'en')).toBeTruthy();
  });
});
