/**
 * The Reflect modal's submission. The reflection is written BEFORE the ack, so a validation error
 * (the spec's "Please write something before submitting.") is shown in the modal under the field;
 * posting a shared reflection in the prayer's thread happens after the ack.
 */
import type { AllMiddlewareArgs, SlackViewMiddlewareArgs, ViewSubmitAction } from '@slack/bolt';
import { isAppError } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import { createReflection } from '@dps/core/reflections/create-reflection';
import { findSlackChannelPost } from '@dps/core/slack/find-slack-channel-post';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { reflectionMessage } from '../../blocks/reflection-message';
import { REFLECTION_BLOCK, VISIBILITY_BLOCK, ZReflectionModalMeta } from '../../blocks/reflection-modal';
import type { SlackDeps } from '../../slack-deps';
import { channelLanguage, memberLanguage, wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';

type Args = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;

export function reflectionView(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    const { ack, view, body, client, context } = args;
    const teamId = context.teamId ?? context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    let meta;
    try {
      meta = ZReflectionModalMeta.parse(JSON.parse(view.private_metadata));
    } catch {
      const words = wordsFor(await memberLanguage(deps.ctx, client, teamId, body.user.id));
      await ack({
        response_action: 'errors',
        errors: { [REFLECTION_BLOCK]: words.t('slackModal.reflect.noPrayer') },
      });
      return;
    }
    const values = view.state.values;
    const content = values[REFLECTION_BLOCK]?.text?.value ?? '';
    const isPublic = values[VISIBILITY_BLOCK]?.choice?.selected_option?.value === 'public';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    let reflection;
    try {
      reflection = await createReflection(actor, { content, prayerId: meta.p, isPublic, source: 'slack' });
    } catch (e) {
      if (!isAppError(e)) throw e;
      // Core's rule in the member's language, by its key.
      const said = errorText(await memberLanguage(deps.ctx, client, teamId, body.user.id), e);
      await ack({ response_action: 'errors', errors: { [REFLECTION_BLOCK]: said.message } });
      return;
    }
    await ack();

    let inThread = false;
    if (isPublic && meta.c) {
      const threadTs =
        meta.t ?? (await findSlackChannelPost(deps.ctx, { teamId, channelId: meta.c, prayerId: meta.p }));
      if (threadTs) {
        // For everyone in the thread: the channel's language, else the member's.
        const threadWords = wordsFor((await channelLanguage(deps.ctx, teamId, meta.c)) ?? actor.language);
        const msg = reflectionMessage(threadWords, {
          id: reflection.id,
          prayerId: meta.p,
          content: reflection.content,
          firstName: actor.firstName,
        });
        const posted = await client.chat
          .postMessage({
            channel: meta.c,
            thread_ts: threadTs,
            text: msg.text,
            blocks: msg.blocks,
            metadata: msg.metadata,
            unfurl_links: false,
          })
          .catch((e: Error & { data?: { error?: string } }) => {
            deps.ctx.log.warn({ event: 'slack_reflection_thread_post_failed', error: e.data?.error ?? e.name });
            return null;
          });
        if (posted) {
          inThread = true;
          // Replies and likes from the web reach this message too (decision 198).
          if (posted.ts)
            await recordChatCopy(deps.ctx, {
              kind: 'reflection',
              itemId: reflection.id,
              channel: 'slack',
              target: slackTarget(teamId, meta.c),
              messageId: posted.ts,
              threadId: threadTs,
            });
        }
      }
    }
    const words = wordsFor(actor.language);
    const text = isPublic
      ? words.t(inThread ? 'slackModal.reflect.submittedInThread' : 'slackModal.reflect.submittedShared')
      : words.t('slackModal.reflect.submittedPrivate');
    if (meta.c) {
      await client.chat
        .postEphemeral({ channel: meta.c, user: body.user.id, text })
        .catch(() => client.chat.postMessage({ channel: body.user.id, text }));
    } else {
      await client.chat.postMessage({ channel: body.user.id, text });
    }
  };
}
