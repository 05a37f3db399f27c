import { z } from 'zod';
import type { Ctx } from '../context';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { parseInput } from '../validate';

/** A Share button lives on an ephemeral message whose response_url lasts 30 minutes; a day is ample. */
const SHARE_MEMORY_SECONDS = 24 * 3600;

export const ZClaimSlackShareInput = z.object({ once: z.string().min(8).max(64) });

/**
 * True the first time a "Share in channel" button's one-use key is pressed, false for a second tap
 * (a double click, a tap from another device), across restarts and instances: a passage is shared
 * once. Kept like claimSlackEvent: a one-hit window in the shared rate_limits table, keyed by a hash.
 */
export async function claimSlackShare(ctx: Ctx, input: z.input<typeof ZClaimSlackShareInput>): Promise<boolean> {
  const { once } = parseInput(ZClaimSlackShareInput, input);
  const { allowed } = await hitRateLimit(ctx, {
    key: `slack-share:${once}`,
    limit: 1,
    windowSeconds: SHARE_MEMORY_SECONDS,
  });
  return allowed;
}
