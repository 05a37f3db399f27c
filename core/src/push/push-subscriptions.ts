/**
 * A person's browsers subscribed to Web Push (decision 140): several devices per person, one row
 * per endpoint. Only endpoints of the allowed push services are stored.
 */
import { createPublicKey } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pushSubscriptions } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { issue, parseInput } from '../validate';
import { isAllowedPushEndpoint, MAX_ENDPOINT_LENGTH } from './push-origins';

/** A person's devices kept; a new one beyond this replaces their oldest. */
export const MAX_PUSH_DEVICES = 20;

const BAD_SUBSCRIPTION = issue('invalidPushSubscription');
export const BAD_PUSH_PUBLIC_KEY =
  "This browser's push subscription has an invalid public key (keys.p256dh must be an uncompressed P-256 point). Turn Daily Reminders off and on again.";
export const BAD_PUSH_AUTH_SECRET =
  "This browser's push subscription has an invalid auth secret (keys.auth must be 16 bytes). Turn Daily Reminders off and on again.";
// Lengths are checked before any pattern (STYLE): a P-256 point is 65 bytes (87 base64url
// characters), an auth secret 16 bytes (22); browsers may pad with '='.
const base64url = (min: number, max: number) =>
  z
    .string({ error: BAD_SUBSCRIPTION })
    .min(min, BAD_SUBSCRIPTION)
    .max(max, BAD_SUBSCRIPTION)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, BAD_SUBSCRIPTION);

const ZEndpoint = z
  .string({ error: BAD_SUBSCRIPTION })
  .min(1, BAD_SUBSCRIPTION)
  .max(MAX_ENDPOINT_LENGTH, issue('pushEndpointTooLong'));

/** The browser's PushSubscription.toJSON(). */
export const ZSavePushSubscriptionInput = z.object(
  {
    endpoint: ZEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(86, 90), auth: base64url(16, 24) }, { error: BAD_SUBSCRIPTION }),
  },
  { error: BAD_SUBSCRIPTION },
);
export type TSavePushSubscriptionInput = z.input<typeof ZSavePushSubscriptionInput>;

export const ZRemovePushSubscriptionInput = z.object({ endpoint: ZEndpoint }, { error: BAD_SUBSCRIPTION });

/** Without base64 padding (at most two '=', as the schema allows). */
const unpadded = (s: string) => (s.endsWith('==') ? s.slice(0, -2) : s.endsWith('=') ? s.slice(0, -1) : s);

/**
 * True when `bytes` is an uncompressed point on P-256 (0x04 || x || y, 65 bytes), the only form
 * RFC 8291 encrypts to. OpenSSL checks the point is on the curve when the key is imported.
 */
export function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keep this browser's subscription for the actor. An endpoint already stored (the same browser,
 * signed in again, perhaps as someone else) moves to the actor with its new keys. An endpoint
 * outside the allowed push services is refused with a 400 before anything is stored.
 */
export async function savePushSubscription(
  ctx: ActorCtx,
  input: TSavePushSubscriptionInput,
  opts: { allowedOrigins: readonly string[] },
): Promise<{ devices: number }> {
  const data = parseInput(ZSavePushSubscriptionInput, input);
  if (!isAllowedPushEndpoint(data.endpoint, opts.allowedOrigins))
    throw new AppError('validation', 'pushServiceRefused', { title: 'remindersUnavailable' });
  const p256dh = unpadded(data.keys.p256dh);
  const auth = unpadded(data.keys.auth);
  // A key the push payload cannot be encrypted to would be stored, fail at every send and be
  // retried every day: refuse it here, where the browser can still be told (decision 177).
  if (!isP256Point(Buffer.from(p256dh, 'base64url'))) throw new AppError('validation', 'badPushPublicKey');
  if (Buffer.from(auth, 'base64url').length !== 16) throw new AppError('validation', 'badPushAuthSecret');
  const now = ctx.clock.now();
  await ctx.db
    .insert(pushSubscriptions)
    .values({ userId: ctx.userId, endpoint: data.endpoint, p256dh, auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: ctx.userId, p256dh, auth, createdAt: now },
    });
  const mine = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, ctx.userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  const excess = mine.slice(0, Math.max(0, mine.length - MAX_PUSH_DEVICES)).map((r) => r.id);
  if (excess.length > 0) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess));
  return { devices: mine.length - excess.length };
}

/** Forget this browser's subscription (only the actor's own; another's endpoint is left alone). */
export async function removePushSubscription(
  ctx: ActorCtx,
  input: { endpoint: string },
): Promise<{ removed: boolean }> {
  const { endpoint } = parseInput(ZRemovePushSubscriptionInput, input);
  const rows = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, ctx.userId)))
    .returning({ id: pushSubscriptions.id });
  return { removed: rows.length > 0 };
}

/** How many browsers the actor has subscribed. */
export async function countPushDevices(ctx: ActorCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, ctx.userId));
  return row?.n ?? 0;
}

export interface StoredPushSubscription {
  id: number;
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription by id, for the sender (null when it was removed meanwhile). */
export async function getPushSubscription(ctx: Ctx, id: number): Promise<StoredPushSubscription | null> {
  const [row] = await ctx.db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row
    ? { id: row.id, userId: row.userId, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }
    : null;
}
