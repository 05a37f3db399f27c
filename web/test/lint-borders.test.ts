/**
 * The web package's borders in eslint.config.js, each broken on purpose by a fixture: the linter is
 * given the fixture's text as if it sat at the named path, so no broken file lives in the tree.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repo });

/** The rule ids and messages the linter reports for `code` placed at `file` (repo-relative). */
async function lintAt(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repo}/${file}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('web borders', () => {
  it('web/server importing the client tree fails, saying why', async () => {
    const messages = await lintAt(
      'web/server/fixture.ts',
      "import { apiJson } from '../src/lib/api-client';\nexport const x = apiJson;\n",
    );
    expect(messages).toEqual([{ rule: 'web/server-not-client', message: expect.stringContaining('web/shared/') }]);
  });

  it('catches the client tree however deep the server file sits', async () => {
    const messages = await lintAt('web/server/routes/fixture.ts', "export { x } from '../../src/lib/api-client';\n");
    expect(messages.map((m) => m.rule)).toEqual(['web/server-not-client']);
  });

  it('web/server importing web/shared passes', async () => {
    const messages = await lintAt(
      'web/server/fixture.ts',
      "import { TEXT_SIZE_STEPS } from '../shared/appearance';\nexport const x = TEXT_SIZE_STEPS;\n",
    );
    expect(messages).toEqual([]);
  });

  it('a feature importing another feature fails, saying why', async () => {
    const messages = await lintAt(
      'web/src/features/wall/components/fixture.tsx',
      "import { useSettings } from '../../profile/api/profile';\nexport const x = useSettings;\n",
    );
    expect(messages).toEqual([
      { rule: 'web/no-cross-feature', message: expect.stringContaining('web/src/components/ or web/src/lib/') },
    ]);
  });

  it('catches a roundabout path and a lazy import between features', async () => {
    const messages = await lintAt(
      'web/src/features/wall/fixture.ts',
      "export { x } from '../../features/profile/api/profile';\nexport const y = () => import('../profile/api/profile');\n",
    );
    expect(messages.map((m) => m.rule)).toEqual(['web/no-cross-feature', 'web/no-cross-feature']);
  });

  it('a feature importing its own parts, components/ and lib/ passes', async () => {
    const messages = await lintAt(
      'web/src/features/wall/components/fixture.tsx',
      "import { useWall } from '../api/wall';\nimport { Button } from '../../../components/ui/button';\nimport { toast } from '../../../lib/toast';\nexport const x = [useWall, Button, toast];\n",
    );
    expect(messages).toEqual([]);
  });

  it('the client taking a value from web/server fails, saying why; a type passes', async () => {
    const value = await lintAt(
      'web/src/lib/fixture.ts',
      "import { toUserResponse } from '../../server/auth/user-response';\nexport const x = toUserResponse;\n",
    );
    expect(value).toEqual([{ rule: 'web/client-types-from-server', message: expect.stringContaining('import type') }]);
    const types = await lintAt(
      'web/src/lib/fixture.ts',
      "import type { UserResponse } from '../../server/auth/user-response';\nimport { type AppConfigAnswer } from '../../server/routes/auth';\nexport type X = [UserResponse, AppConfigAnswer];\n",
    );
    expect(types).toEqual([]);
  });
});
