import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import {
  clearConversationState,
  getConversationState,
  purgeExpiredConversations,
  setConversationState,
} from './conversation-state';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('conversation state', () => {
  it('is carried between messages, renewed at each step, and gone when cleared', async () => {
    const ctx = testCtx(h.db, '2026-03-10T08:00:00Z');
    await setConversationState(ctx, 'telegram:1:2', { kind: 'reflect', prayerId: 7 });
    expect(await getConversationState(ctx, 'telegram:1:2')).toEqual({ kind: 'reflect', prayerId: 7 });
    ctx.clock.advance(20 * 60_000);
    await setConversationState(ctx, 'telegram:1:2', { kind: 'reflect', prayerId: 7, content: 'x' });
    ctx.clock.advance(20 * 60_000); // 40 min after the start, 20 after the last step
    expect(await getConversationState(ctx, 'telegram:1:2')).toEqual({ kind: 'reflect', prayerId: 7, content: 'x' });
    await clearConversationState(ctx, 'telegram:1:2');
    expect(await getConversationState(ctx, 'telegram:1:2')).toBeUndefined();
  });

  it('expires after 30 minutes of silence, and the purge removes it', async () => {
    const ctx = testCtx(h.db, '2026-03-10T08:00:00Z');
    await setConversationState(ctx, 'telegram:9:9', { kind: 'myprayer' });
    ctx.clock.advance(31 * 60_000);
    expect(await getConversationState(ctx, 'telegram:9:9')).toBeUndefined();
    expect(await purgeExpiredConversations(ctx)).toBeGreaterThanOrEqual(1);
  });

  it('keeps one conversation per key, separate for each person in a group chat', async () => {
    const ctx = testCtx(h.db);
    await setConversationState(ctx, 'telegram:-100:1', { who: 1 });
    await setConversationState(ctx, 'telegram:-100:2', { who: 2 });
    expect(await getConversationState(ctx, 'telegram:-100:1')).toEqual({ who: 1 });
    expect(await getConversationState(ctx, 'telegram:-100:2')).toEqual({ who: 2 });
  });
});
