import { z } from 'zod';
import type { ActorCtx } from '../context';
import { createUserPrayer } from '../user-prayers/create-user-prayer';
import type { UserPrayer } from '../user-prayers/user-prayer';
import { parseInput, issue } from '../validate';

/** The title a request shared from a chat carries (a chat command has only the text). */
export const GROUP_REQUEST_TITLE = 'Prayer request';

export const ZShareGroupRequestInput = z.object({
  text: z
    .string({ error: issue('groupRequestMissing', 'missingInformation') })
    .trim()
    .min(1, issue('groupRequestMissing', 'missingInformation'))
    .max(5000, issue('prayerTooLong', 'prayerTooLong')),
  source: z.enum(['telegram', 'slack']),
  /** Shown on the chat and the wall as "Anonymous", as the web's "Post anonymously" does. */
  isAnonymous: z.boolean().optional(),
});
export type TShareGroupRequestInput = z.input<typeof ZShareGroupRequestInput>;

/**
 * A member shares a prayer request with their group from the bot (`/request …` in Telegram,
 * `/prayer request …` in Slack). It is a community prayer like one shared on the web, so it is on
 * the wall too, under the member's first name, and "I prayed" from the group and the wall is one
 * count (decision 151).
 */
export async function shareGroupRequest(ctx: ActorCtx, input: TShareGroupRequestInput): Promise<UserPrayer> {
  const { text, source, isAnonymous } = parseInput(ZShareGroupRequestInput, input);
  return createUserPrayer(ctx, {
    title: GROUP_REQUEST_TITLE,
    content: text,
    isPublic: true,
    isAnonymous: isAnonymous ?? false,
    source,
  });
}

/** The word that makes a chat request anonymous: `/request anonymous …`, `/prayer request anonymous …` (or `anon`). */
const ANONYMOUS_WORDS = ['anonymous', 'anon'];

/**
 * A chat command's request text, with a leading "anonymous" (or "anon") taken as the choice to
 * ask anonymously. One rule for Telegram and Slack. Only the first word is looked at.
 */
export function splitAnonymousRequest(text: string): { text: string; isAnonymous: boolean } {
  const lead = text.trimStart();
  const space = lead.search(/\s/);
  const first = (space === -1 ? lead : lead.slice(0, space)).toLowerCase();
  if (!ANONYMOUS_WORDS.includes(first)) return { text, isAnonymous: false };
  return { text: space === -1 ? '' : lead.slice(space).trim(), isAnonymous: true };
}
