import { z } from 'zod';
import type { Ctx } from '../context';
import { hitRateLimit } from '../rate-limit/hit-rate-limit';
import { parseInput } from '../validate';

/** Slack retries an event three times within minutes; a day covers every retry with room to spare. */
const EVENT_MEMORY_SECONDS = 24 * 3600;

export const ZClaimSlackEventInput = z.object({ eventId: z.string().min(1).max(100) });

/**
 * True the first time an Events API `event_id` is seen, false for Slack's retries of it
 * (X-Slack-Retry-Num), across restarts and instances. Interim storage: a one-hit window in the
 * shared rate_limits table (keyed by a hash), until a table of processed events exists.
 */
export async function claimSlackEvent(ctx: Ctx, input: z.input<typeof ZClaimSlackEventInput>): Promise<boolean> {
  const { eventId } = parseInput(ZClaimSlackEventInput, input);
  const { allowed } = await hitRateLimit(ctx, { key: `slack-event:${eventId}`, limit: 1, windowSeconds: EVENT_MEMORY_SECONDS });
  return allowed;
}
