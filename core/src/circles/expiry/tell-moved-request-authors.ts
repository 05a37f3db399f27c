import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { serverSecrets } from '@dps/db/schema';
import { withTx, type Ctx } from '../../context';
import { coreText } from '../../i18n/core-text';
import { addNotification } from '../../notifications/add-notification';
import { getUserLanguage } from '../../settings/get-user-language';
import { MY_REQUESTS_LINK } from './request-expiry';

/** The marker row: its presence means this database's authors of moved requests were told (decision 322). */
export const MOVED_NOTICE_MARKER = 'moved_requests_notice_v1';

/**
 * Once per database (decision 322): every author whose group requests migration 0031 took off the
 * public wall (`moved_from_wall_at`) is told once, in their language, on their channel (the bell and
 * their chats): those requests are now seen by their group only, and My Prayers shares one with
 * everyone. One notification per author, however many requests (the `requests_moved` key). The
 * marker is claimed in the same transaction as the notifications, so a crash tells nobody and the
 * next start tries again; a second run finds the marker and does nothing. Null when it ran before.
 */
export async function tellMovedRequestAuthorsOnce(ctx: Ctx): Promise<{ told: number } | null> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = withTx(ctx, tx);
    const claimed = await tx
      .insert(serverSecrets)
      .values({ name: MOVED_NOTICE_MARKER, value: ctx.clock.now().toISOString() })
      .onConflictDoNothing()
      .returning({ name: serverSecrets.name });
    if (claimed.length === 0) return null;
    const authors = await queryRows<{ userId: number; count: number }>(
      tx,
      sql`select user_id as "userId", count(*)::int as count from user_prayers
          where moved_from_wall_at is not null group by user_id order by user_id`,
    );
    let told = 0;
    for (const a of authors) {
      const words = coreText.for(await getUserLanguage(txCtx, a.userId));
      const r = await addNotification(txCtx, {
        userId: a.userId,
        kind: 'requests_moved',
        title: words.t('expiry.moved.title'),
        body: words.t('expiry.moved.body', { count: Number(a.count) }),
        link: MY_REQUESTS_LINK,
        refKey: 'requests_moved',
        onRepeat: 'keep',
        fromUserId: null,
      });
      if (r.created) told++;
    }
    ctx.log.info({ event: 'moved_requests_notice', authors: authors.length, told });
    return { told };
  });
}
