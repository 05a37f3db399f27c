/**
 * The delivery pipeline records one batch's results while it sends the next. When recording fails
 * (here: the database goes away mid-round), the failure must surface where the round is awaited —
 * one logged "delivery round failed" — and never as an unhandled rejection meanwhile, which ends the
 * process (decision 120).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { fixedClock, type Ctx } from '@dps/core/context';
import { telegramSubscriber } from '@dps/core/delivery/delivery-test-helpers';
import type { DeliverySender, DeliveryToSend, SendResult } from '@dps/core/delivery/delivery-types';
import { createDeliveryRunner } from './delivery-runner';

let h: DbHandle;
let closed = false;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  h = await createTestDb();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  if (!closed) await h.close();
});

it('a failure to record results ends the round with a logged error, not an unhandled rejection', async () => {
  const errors: object[] = [];
  const ctx: Ctx = {
    db: h.db,
    clock: fixedClock('2026-05-04T09:00:00Z'),
    log: { info() {}, warn() {}, error: (o: object) => void errors.push(o) },
  };
  for (let i = 0; i < 3; i++) await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00' });

  let sends = 0;
  const sender: DeliverySender = {
    channel: 'telegram',
    limits: { perSecond: Infinity, perTargetIntervalMs: 0 },
    async send(_d: DeliveryToSend): Promise<SendResult> {
      sends += 1;
      if (sends === 1) {
        // The first batch is sent; then the database goes away, before its results are recorded.
        await new Promise((r) => setTimeout(r, 100));
        await h.close();
        closed = true;
      } else {
        // Sending the next batch takes a while: the first batch's recording fails meanwhile.
        await new Promise((r) => setTimeout(r, 300));
      }
      return { status: 'sent', externalId: String(sends) };
    },
  };
  const runner = createDeliveryRunner({ ctx, senders: [sender], batchSize: 1 });
  await runner.runDue();
  await new Promise((r) => setTimeout(r, 50));

  // Results are recorded as they come (decision 120): once one cannot be, nothing more is sent.
  expect(sends).toBe(1);
  expect(unhandled).toEqual([]);
  expect(errors).toContainEqual(expect.objectContaining({ event: 'delivery_round_failed', channel: 'telegram' }));
});
