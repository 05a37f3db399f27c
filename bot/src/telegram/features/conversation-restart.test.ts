import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { startBotHarness, buttonData } from '../../../test/bot-harness';

let db: DbHandle;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('a conversation in progress', () => {
  it('survives a restart: another bot process on the same database takes the next message', async () => {
    const first = await startBotHarness({ db, now: '2026-09-15T12:00:00Z' });
    const hal = first.fake.user({ first_name: 'Hal' });
    const today = (await first.say(hal, '/today')).replies[0]!;
    await first.press(hal, today, buttonData(today, '✍️ Reflect'));
    await first.stop(); // the process goes away mid-conversation

    const second = await startBotHarness({ db, now: '2026-09-15T12:05:00Z' });
    try {
      const next = await second.say(hal, 'Written after the restart.');
      expect(next.replies[0]!.text).toBe('Keep this reflection private, or share it with the community?');
    } finally {
      await second.stop();
    }
  });
});
