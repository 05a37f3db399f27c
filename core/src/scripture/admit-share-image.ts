/**
 * Count one share-image render against whoever asked (decision 276): a signed-in person by their
 * account, a visitor by their address. A person is never counted by address, so strangers behind
 * the same address (a NAT, a campus) cannot use up their images. Counted in the database, so every
 * instance shares the counters; only renders are counted, never an image already in the cache.
 */
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import type { Limit } from '../rate-limit/enforce-rate-limit';

export const SHARE_IMAGE_LIMITS = {
  /** A visitor's address: enough to try a few passages in both themes, not a renderer for hire. */
  perAddress: { limit: 20, windowSeconds: 10 * 60 },
  /** A signed-in person, on any channel: a morning of sharing verses, light and dark. */
  perPerson: { limit: 40, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;

export type ShareImageRequester = { userId: number } | { address: string };

/** Throws a 429 AppError (with `retryAfterSeconds`) when the requester has drawn too many images lately. */
export async function admitShareImage(ctx: Ctx, who: ShareImageRequester): Promise<void> {
  const { key, limit } =
    'userId' in who
      ? { key: `share-image:person:${who.userId}`, limit: SHARE_IMAGE_LIMITS.perPerson }
      : { key: `share-image:ip:${who.address}`, limit: SHARE_IMAGE_LIMITS.perAddress };
  const r = await hitRateLimit(ctx, { key, ...limit });
  if (r.allowed) return;
  throw new AppError('rate_limited', 'tooManyImagesWait', {
    values: { minutes: Math.max(1, Math.ceil(r.retryAfterSeconds / 60)) },
    title: 'tooManyImages',
    details: { retryAfterSeconds: r.retryAfterSeconds },
  });
}
