import { z } from 'zod';
import { requestCircles } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import type { CircleRef } from '../circles/circle-ref';
import { ensureCircle } from '../circles/ensure-circle';
import { assertMayPostPublicly } from '../rules/public-posting';
import { createUserPrayer } from '../user-prayers/create-user-prayer';
import type { UserPrayer } from '../user-prayers/user-prayer';
import { withTx } from '../context';
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
  /**
   * Who sees it when no chat circle is given: asked in a private chat with the bot, where nothing
   * says a group (decision 293). Default 'everyone', what a private chat's request always was.
   */
  audience: z.enum(['only_me', 'everyone']).optional(),
});
export type TShareGroupRequestInput = z.input<typeof ZShareGroupRequestInput> & {
  /** The group or channel it was asked in: the request is that circle's only (decision 280). */
  circle?: (CircleRef & { title?: string | null }) | undefined;
};

export interface SharedChatRequest extends UserPrayer {
  /** The circle it is shared with, when it was asked in a group. */
  circleId: number | null;
}

/**
 * A member shares a prayer request from the bot (`/request …` in Telegram, `/prayer request …` in
 * Slack). Asked in a group or channel, it is that chat's circle's only: its current members see it,
 * strangers and the wall do not; reaching everyone is the author's explicit choice afterwards
 * (decisions 280 and 293). "I prayed" from the chat and the web is one count (decision 151).
 */
export async function shareGroupRequest(ctx: ActorCtx, input: TShareGroupRequestInput): Promise<SharedChatRequest> {
  const { text, source, isAnonymous, audience } = parseInput(ZShareGroupRequestInput, input);
  const circle = input.circle;
  if (!circle) {
    const request = await createUserPrayer(ctx, {
      title: GROUP_REQUEST_TITLE,
      content: text,
      isPublic: (audience ?? 'everyone') === 'everyone',
      isAnonymous: isAnonymous ?? false,
      source,
    });
    return { ...request, circleId: null };
  }
  // Shared beyond its author, so a person stopped from posting publicly is refused here too.
  await assertMayPostPublicly(ctx);
  return ctx.db.transaction(async (tx) => {
    const inTx = withTx(ctx, tx);
    const request = await createUserPrayer(inTx, {
      title: GROUP_REQUEST_TITLE,
      content: text,
      isPublic: false,
      isAnonymous: isAnonymous ?? false,
      source,
    });
    const circleId = await ensureCircle(inTx, circle);
    await tx.insert(requestCircles).values({ requestId: request.id, circleId, createdAt: ctx.clock.now() });
    return { ...request, circleId };
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
