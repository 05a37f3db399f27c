/**
 * The "🙏 Pray" action of a push reminder acts only for the account the reminder was sent to
 * (decision 177). A notification can outlive the session it was meant for: on a
 * shared browser the next person may be signed in when the previous person's reminder is tapped,
 * and the browser's cookies are theirs. So each reminder carries a proof bound to the subscription
 * it was sent to and that subscription's owner at the time (an HMAC under a key the server made
 * for itself, in `server_secrets`); the action sends it back and is refused unless the proof is
 * ours, names the signed-in person, and the subscription is still theirs (signing out removes it).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pushSubscriptions } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { prayShownPrayer } from '../groups/pray-shown-prayer';
import type { CompletePrayerResult } from '../prayers/complete-prayer';
import { issue, MAX_ID, parseInput } from '../validate';
import { serverSecret } from './server-secret';

const KEY_NAME = 'push_action_key';
/** 24 bytes of HMAC-SHA256, base64url. */
const PROOF_LENGTH = 32;

const PUSH_ACTION_NOT_YOURS = issue('pushActionNotYours');

async function actionKey(ctx: Ctx): Promise<Buffer> {
  return Buffer.from(await serverSecret(ctx, KEY_NAME, () => randomBytes(32).toString('base64url')), 'base64url');
}

const mac = (key: Buffer, subscriptionId: number, userId: number) =>
  createHmac('sha256', key)
    .update(`push-action:${subscriptionId}:${userId}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');

/** The proof a reminder sent to `subscriptionId` (owned by `userId`) carries for its actions. */
export async function pushActionProof(ctx: Ctx, input: { subscriptionId: number; userId: number }): Promise<string> {
  return mac(await actionKey(ctx), input.subscriptionId, input.userId);
}

const ZId = z.number({ error: PUSH_ACTION_NOT_YOURS }).int().min(1).max(MAX_ID);

export const ZPrayFromPushInput = z.object(
  {
    prayerId: z.number({ error: issue('pushPrayerNotFound') }).int().min(1).max(MAX_ID),
    subscriptionId: ZId,
    proof: z.string({ error: PUSH_ACTION_NOT_YOURS }).max(100, PUSH_ACTION_NOT_YOURS),
    /** The device's zone (the service worker's), as completePrayer's `zone` (decision 221). */
    zone: z.unknown().optional(),
  },
  { error: PUSH_ACTION_NOT_YOURS },
);
export type TPrayFromPushInput = z.input<typeof ZPrayFromPushInput>;

/**
 * "🙏 Pray" tapped on a push reminder: the prayer is marked prayed for the signed-in person only if
 * the reminder was sent to them (its proof) on a subscription that is still theirs; otherwise
 * `forbidden` PUSH_ACTION_NOT_YOURS and nothing is recorded. Then the one Pray tap (prayShownPrayer).
 */
export async function prayFromPush(ctx: ActorCtx, input: TPrayFromPushInput): Promise<CompletePrayerResult> {
  const { prayerId, subscriptionId, proof, zone } = parseInput(ZPrayFromPushInput, input);
  const expected = Buffer.from(mac(await actionKey(ctx), subscriptionId, ctx.userId));
  const given = Buffer.from(proof);
  const proved = given.length === PROOF_LENGTH && expected.length === given.length && timingSafeEqual(expected, given);
  const [owned] = proved
    ? await ctx.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, ctx.userId)))
    : [];
  if (!owned) throw new AppError('forbidden', 'pushActionNotYours', { title: 'notYourReminder' });
  const { completed, localDate, alreadyCompleted } = await prayShownPrayer(ctx, { prayerId, source: 'web', zone });
  return { completed, localDate, alreadyCompleted };
}
