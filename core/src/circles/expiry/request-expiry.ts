/**
 * Requests do not linger unprayed and unanswered (decision 321): 30 days after its author's last
 * word (made, edited, answered, "still praying") an open request's author is asked on their own
 * channel, in their language, "still praying, answered, or archive?"; with no answer 7 days after
 * the ask it is archived. The scheduler runs this a few times an hour; each ask is claimed with the
 * row (`expiry_asked_at`) in the same transaction as its notification, so an ask is made once
 * however many instances run it, and a crash before the commit leaves it to the next run.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { withTx, type Ctx } from '../../context';
import { coreText } from '../../i18n/core-text';
import { addNotification } from '../../notifications/add-notification';
import { getUserLanguage } from '../../settings/get-user-language';

const DAY_MS = 86_400_000;
/** Days after the author's last word before they are asked. */
export const EXPIRY_ASK_AFTER_DAYS = 30;
/** Days after an unanswered ask before the request is archived. */
export const EXPIRY_ARCHIVE_AFTER_DAYS = 7;
/** Where the bell's tap goes: the author's own requests, where the web asks the same question. */
export const MY_REQUESTS_LINK = '/my-prayers';

export interface RequestExpiryRun {
  /** Authors asked about a request in this run. */
  asked: number;
  /** Requests archived for want of an answer. */
  archived: number;
}

/**
 * When the question comes for a request (the web shows it beside each): 30 days after the author's
 * last word, or when it was asked; null once it is answered or archived.
 */
export function expiryAsksAt(r: {
  updatedAt: Date;
  expiryAskedAt: Date | null;
  answeredAt: Date | null;
  archivedAt: Date | null;
}): Date | null {
  if (r.answeredAt || r.archivedAt) return null;
  return r.expiryAskedAt ?? new Date(r.updatedAt.getTime() + EXPIRY_ASK_AFTER_DAYS * DAY_MS);
}

/** One run: archive what waited 7 days for an answer, then ask about up to `limit` requests. */
export async function runRequestExpiry(ctx: Ctx, opts: { limit?: number } = {}): Promise<RequestExpiryRun> {
  const archived = await archiveUnanswered(ctx);
  const asked = await askAboutExpiring(ctx, opts.limit ?? 100);
  if (asked + archived > 0) ctx.log.info({ event: 'request_expiry', asked, archived });
  return { asked, archived };
}

async function archiveUnanswered(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - EXPIRY_ARCHIVE_AFTER_DAYS * DAY_MS).toISOString();
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`update user_prayers set archived_at = ${now.toISOString()}::timestamptz
        where expiry_asked_at <= ${before}::timestamptz and archived_at is null and answered_at is null
        returning id`,
  );
  return rows.length;
}

async function askAboutExpiring(ctx: Ctx, limit: number): Promise<number> {
  const now = ctx.clock.now();
  const due = new Date(now.getTime() - EXPIRY_ASK_AFTER_DAYS * DAY_MS).toISOString();
  return ctx.db.transaction(async (tx) => {
    const txCtx = withTx(ctx, tx);
    // Claimed with a lock that another instance skips: each request is asked about once.
    const claimed = await queryRows<{ id: number; userId: number; title: string }>(
      tx,
      sql`update user_prayers p set expiry_asked_at = ${now.toISOString()}::timestamptz
          from (select id from user_prayers
                where answered_at is null and archived_at is null and expiry_asked_at is null
                  and updated_at <= ${due}::timestamptz
                order by updated_at, id limit ${limit}::int
                for update skip locked) d
          where p.id = d.id
          returning p.id, p.user_id as "userId", p.title`,
    );
    for (const r of claimed) {
      // In the author's language; the title is their own words, said only to them.
      const words = coreText.for(await getUserLanguage(txCtx, r.userId));
      await addNotification(txCtx, {
        userId: r.userId,
        kind: 'request_expiry',
        title: words.t('expiry.ask.title'),
        body: words.t('expiry.ask.body', { title: r.title.slice(0, 150) }),
        link: MY_REQUESTS_LINK,
        // One per ask: a request kept ("still praying") is asked again 30 days later, as news.
        refKey: `expiry:${r.id}:${now.toISOString()}`,
        about: { kind: 'prayer', id: Number(r.id) },
        fromUserId: null,
      });
    }
    return claimed.length;
  });
}
