import { z } from 'zod';
import type { ActorCtx } from '../context';
import { createUserPrayer } from '../user-prayers/create-user-prayer';
import type { UserPrayer } from '../user-prayers/user-prayer';
import { parseInput, spec } from '../validate';

/** The title a request shared from a chat carries (a chat command has only the text). */
export const GROUP_REQUEST_TITLE = 'Prayer request';

export const ZShareGroupRequestInput = z.object({
  text: z
    .string({ error: spec('Missing Information', 'Please write your prayer request after the command.') })
    .trim()
    .min(1, spec('Missing Information', 'Please write your prayer request after the command.'))
    .max(5000, spec('Prayer Too Long', 'Please keep your prayer to 5,000 characters or fewer.')),
  source: z.enum(['telegram', 'slack']),
});
export type TShareGroupRequestInput = z.input<typeof ZShareGroupRequestInput>;

/**
 * A member shares a prayer request with their group from the bot (`/request …` in Telegram,
 * `/prayer request …` in Slack). It is a community prayer like one shared on the web, so it is on
 * the wall too, under the member's first name, and "I prayed" from the group and the wall is one
 * count (decision 151).
 */
export async function shareGroupRequest(ctx: ActorCtx, input: TShareGroupRequestInput): Promise<UserPrayer> {
  const { text, source } = parseInput(ZShareGroupRequestInput, input);
  return createUserPrayer(ctx, { title: GROUP_REQUEST_TITLE, content: text, isPublic: true, source });
}
