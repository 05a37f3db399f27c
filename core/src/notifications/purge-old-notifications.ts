import { sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import { purgeInChunks, type PurgeResult } from '../batch/purge-in-chunks';
import { NOTIFICATION_RETENTION_MS } from './notification';

/** Housekeeping: every notification past the 90-day retention (its chat sends go with it). */
export async function purgeOldNotifications(ctx: Ctx): Promise<PurgeResult> {
  const cutoff = new Date(ctx.clock.now().getTime() - NOTIFICATION_RETENTION_MS).toISOString();
  return purgeInChunks<number>(ctx, {
    table: 'notifications',
    key: 'id',
    where: sql`updated_at < ${cutoff}::timestamptz`,
    event: 'notification_purge_skipped',
    describe: (id) => ({ notificationId: id }),
  });
}
