/**
 * The sending border in eslint.config.js fails the build: a chat file that imports bot/src/sending
 * is an error with the rule's reason, while the chat's own imports and its tests stay clean.
 * Each fixture is linted as if it lived at its path, so no file that breaks the border is kept.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('the chats never import the sending side', () => {
  it.each([
    [
      'bot/src/telegram/features/fixture.ts',
      "import { createDeliveryRunner } from '../../sending/delivery-runner';\nvoid createDeliveryRunner;\n",
    ],
    [
      'bot/src/slack/fixture.ts',
      "import { startScheduler } from '../sending/start-scheduler';\nvoid startScheduler;\n",
    ],
    [
      'bot/src/slack/listeners/actions/fixture.ts',
      "import { createOutboxLoop } from '@dps/bot/sending/outbox-loop';\nvoid createOutboxLoop;\n",
    ],
  ])('%s importing bot/src/sending fails with the reason', async (path, code) => {
    const errors = await lint(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.severity).toBe(2);
    expect(errors[0]!.message).toMatch(
      /The chats never import bot\/src\/sending: sending reaches them through DeliverySender/,
    );
  });

  it('a chat file importing its own modules and core passes', async () => {
    const code =
      "import type { DeliverySender } from '@dps/core/delivery/delivery-types';\nimport { telegramErrorToResult } from './send-errors';\nexport type S = DeliverySender;\nvoid telegramErrorToResult;\n";
    expect(await lint('bot/src/telegram/fixture.ts', code)).toEqual([]);
  });

  it('the web border still holds in the chats', async () => {
    const errors = await lint(
      'bot/src/telegram/fixture.ts',
      "import { createApp } from '@dps/web/server/app';\nvoid createApp;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/web and bot never import each other\./);
  });

  it('a chat test may compose the whole, as the entry point does', async () => {
    const code = "import { startScheduler } from '../sending/start-scheduler';\nvoid startScheduler;\n";
    expect(await lint('bot/src/telegram/fixture.test.ts', code)).toEqual([]);
  });
});
