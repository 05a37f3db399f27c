/**
 * Links to our own reader (`https://<APP_URL host>/bible?ref=John%203:16&v=kjv`) unfold in Slack
 * with the passage (`link_shared` -> `chat.unfurl`). Slack sends this event only for the
 * app's unfurl domains (manifest.json); the host is checked again here, so no other site's link is
 * ever answered. At most MAX_UNFURLS links a message; a reference core cannot read is skipped with
 * nothing said (a link is not a question). The version is the link's own (`v`), else the WEB, so
 * everyone in the channel sees what the link opens for a visitor.
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs, types } from '@slack/bolt';
import { isAppError } from '@dps/core/errors';
import { getPassage, type PassageAnswer } from '@dps/core/scripture/get-passage';
import { readerLinkOf, readerUrl } from '@dps/core/scripture/reader-link';
import { passageUnfurlBlocks } from '../../blocks/passage-message';
import type { SlackDeps } from '../../slack-deps';
import { channelLanguage, memberLanguage, wordsFor } from '../../slack-language';

/** A message with many passage links gets the first few unfolded, not a wall of scripture. */
export const MAX_UNFURLS = 3;

type Args = SlackEventMiddlewareArgs<'link_shared'> & AllMiddlewareArgs;

export function linkShared(deps: SlackDeps) {
  return async ({ event, client, context, body }: Args): Promise<void> => {
    const unfurls: Record<string, { blocks: types.KnownBlock[] }> = {};
    let count = 0;
    // Everyone in the conversation sees it: the channel's language, else the language of who shared the link.
    const teamId = context.teamId ?? context.enterpriseId ?? (body as { team_id?: string }).team_id ?? '';
    let words: ReturnType<typeof wordsFor> | null = null;
    const wordsOnce = async () =>
      (words ??= wordsFor(
        (event.channel ? await channelLanguage(deps.ctx, teamId, event.channel) : null) ??
          (event.user ? await memberLanguage(deps.ctx, client, teamId, event.user) : null),
      ));
    for (const link of event.links ?? []) {
      if (count >= MAX_UNFURLS) break;
      if (unfurls[link.url]) continue;
      const ours = readerLinkOf(deps.appUrl, link.url);
      if (!ours) continue;
      let answer: PassageAnswer;
      try {
        answer = getPassage({ ref: ours.ref, ...(ours.version ? { version: ours.version } : {}) });
      } catch (e) {
        if (isAppError(e)) continue;
        throw e;
      }
      const url = readerUrl(deps.appUrl, answer.reference, answer.version.id);
      unfurls[link.url] = { blocks: passageUnfurlBlocks(await wordsOnce(), answer, url, deps.appName) };
      count++;
    }
    if (count === 0) return;
    const source = event.source === 'composer' || event.source === 'conversations_history' ? event.source : null;
    try {
      await client.chat.unfurl(
        event.unfurl_id && source
          ? { unfurl_id: event.unfurl_id, source, unfurls }
          : { channel: event.channel, ts: event.message_ts, unfurls },
      );
    } catch (e) {
      // Nobody to tell: an install from before links:write (missing_scope), a message deleted meanwhile.
      deps.ctx.log.warn({
        event: 'slack_unfurl_failed',
        error: (e as { data?: { error?: string } }).data?.error ?? (e as Error).name,
      });
    }
  };
}
