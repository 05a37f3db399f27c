/**
 * Profile's security activity (decision 279): what changed how a person gets into their account,
 * kept for them alone (never for admins, never logged with the addresses).
 */
import { desc, eq } from 'drizzle-orm';
import { securityEvents } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';

export type SecurityEventKind = (typeof securityEvents.kind.enumValues)[number];

export interface SecurityEvent {
  id: number;
  kind: SecurityEventKind;
  fromEmail: string | null;
  toEmail: string | null;
  at: Date;
}

/** One event, written inside the change's own transaction so the log and the change agree. */
export async function recordSecurityEvent(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  userId: number,
  kind: SecurityEventKind,
  emails: { from?: string | null; to?: string | null } = {},
): Promise<void> {
  await ctx.db.insert(securityEvents).values({
    userId,
    kind,
    fromEmail: emails.from ?? null,
    toEmail: emails.to ?? null,
    createdAt: ctx.clock.now(),
  });
}

/** The signed-in person's last 20 events, newest first. */
export async function listSecurityEvents(ctx: ActorCtx): Promise<SecurityEvent[]> {
  const rows = await ctx.db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      fromEmail: securityEvents.fromEmail,
      toEmail: securityEvents.toEmail,
      at: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, ctx.userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(20);
  return rows;
}
