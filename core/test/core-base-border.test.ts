/**
 * The lint border under core's base (docs/decisions/252): context, errors, validate, time, i18n,
 * batch, cache and the shared rules never import a core feature. The fixtures are linted as if they
 * lived in the base, so the rule in eslint.config.js is shown to fail on a crossing and to pass on
 * the base's own imports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/lint', name), 'utf8');
const eslint = new ESLint({ cwd: root });

async function borderMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

describe("core's base never imports a core feature", () => {
  it.each(['core/src/rules/lint-fixture.ts', 'core/src/time/lint-fixture.ts', 'core/src/context.ts'])(
    'an import of a feature from %s fails, with the reason',
    async (path) => {
      const found = await borderMessages(fixture('core-base-imports-a-feature.ts.txt'), path);
      expect(found).toHaveLength(3);
      for (const m of found) {
        expect(m.severity).toBe(2);
        expect(m.message).toContain('never imports a core feature');
        expect(m.message).toContain('docs/decisions/252');
      }
    },
  );

  it('the base importing the base passes', async () => {
    expect(await borderMessages(fixture('core-base-imports-the-base.ts.txt'), 'core/src/rules/lint-fixture.ts')).toEqual([]);
  });

  it('a feature may import the base and other features', async () => {
    expect(await borderMessages(fixture('core-base-imports-a-feature.ts.txt'), 'core/src/plans/lint-fixture.ts')).toEqual([]);
  });

  it('the base keeps the core-wide borders too (transports stay out)', async () => {
    const [result] = await eslint.lintText("import { Bot } from 'grammy';\nexport const b = Bot;\n", {
      filePath: join(root, 'core/src/rules/lint-fixture.ts'),
    });
    expect(result!.messages.some((m) => m.message.includes('core is transport-free'))).toBe(true);
  });
});
