/**
 * One-click unsubscribe from email reminders (RFC 8058). The link carries the person's id and an
 * HMAC of it under a key the server made for itself (`server_secrets`): unguessable, nothing to
 * store per mail, and it only ever turns email reminders off, so a forwarded mail costs at most
 * that. Valid as long as the key is, which is what a link in an old mail needs.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { serverSecret } from '../push/server-secret';
import { MAX_ID } from '../validate';

const KEY_NAME = 'email_unsubscribe_key';
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 64;
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

async function unsubscribeKey(ctx: Ctx): Promise<Buffer> {
  return Buffer.from(await serverSecret(ctx, KEY_NAME, () => randomBytes(32).toString('base64url')), 'base64url');
}

const mac = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`email-unsubscribe:${userId}`).digest().subarray(0, 24).toString('base64url');

/** The token of a person's unsubscribe link: `<id>.<hmac>`. */
export async function emailUnsubscribeToken(ctx: Ctx, userId: number): Promise<string> {
  return `${userId}.${mac(await unsubscribeKey(ctx), userId)}`;
}

/** The person a token names, or null when it is not one of ours. */
export async function verifyEmailUnsubscribeToken(ctx: Ctx, token: unknown): Promise<number | null> {
  if (typeof token !== 'string' || token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH) return null;
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  if (!Number.isSafeInteger(userId) || userId > MAX_ID) return null;
  const expected = Buffer.from(mac(await unsubscribeKey(ctx), userId));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Turn email reminders off for the person the token names (no sign-in); 400 for a token not ours. */
export async function unsubscribeEmailReminders(ctx: Ctx, token: unknown): Promise<{ userId: number }> {
  const userId = await verifyEmailUnsubscribeToken(ctx, token);
  if (userId === null) throw new AppError('validation', 'invalidUnsubscribeLink');
  await ctx.db
    .update(userSettings)
    .set({ emailReminders: false, updatedAt: ctx.clock.now() })
    .where(eq(userSettings.userId, userId));
  ctx.log.info({ event: 'email_reminders_unsubscribed', userId });
  return { userId };
}
