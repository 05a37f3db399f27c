/**
 * A way into the web from Slack (decision 200): `/prayer web [page]` and the "Open on the web"
 * buttons answer the member alone (an ephemeral message, or a DM from the Home tab) with a link
 * that signs them in as this Slack member: ten minutes, one use. A channel message never carries
 * such a link, only a button that asks for one.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs, types } from '@slack/bolt';
import { createWebSignInLink } from '@dps/core/accounts/create-web-sign-in-link';
import { WEB_PAGES, WEB_SIGN_IN_LINK_TTL_MS, webPageOf, webSignInUrl, type WebPage } from '@dps/core/accounts/web-sign-in-links';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { OPEN_WEB_URL_ACTION } from '../../blocks/passage-message';
import { slackEscape } from '../../blocks/text';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor, type Words } from '../../slack-language';
import { resolveMember, type SlackActor } from '../../slack-member';

export const OPEN_WEB_ACTION = 'open_web';
export { OPEN_WEB_URL_ACTION };

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** A button that asks the bot for the tapping member's own sign-in link to `page`. */
export function openWebButton(words: Words, page: WebPage, label?: string): types.Button {
  return {
    type: 'button',
    action_id: OPEN_WEB_ACTION,
    value: page,
    text: { type: 'plain_text', text: label ?? words.t('slackCommands.web.open'), emoji: true },
  };
}

/** The member's one-use sign-in link to `page`, as a message only they see. */
export async function webLinkMessage(
  deps: SlackDeps,
  actor: SlackActor,
  page: WebPage,
): Promise<{ text: string; blocks: types.KnownBlock[] }> {
  const link = await createWebSignInLink(deps.ctx, {
    provider: 'slack',
    subject: slackTarget(actor.teamId, actor.slackUserId),
    next: WEB_PAGES[page].path,
  });
  const url = webSignInUrl(deps.appUrl, link.token);
  const words = wordsFor(actor.language);
  const text = words.t('slackCommands.web.link', {
    appName: slackEscape(deps.appName, { inline: true }),
    page: words.t(`slackCommands.web.page.${page}`),
    minutes: Math.round(WEB_SIGN_IN_LINK_TTL_MS / 60_000),
  });
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text } },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            style: 'primary',
            url,
            action_id: OPEN_WEB_URL_ACTION,
            text: { type: 'plain_text', text: words.t('slackCommands.web.open'), emoji: true },
          },
        ],
      },
    ],
  };
}

/** A tap on an "Open on the web" button: the link goes to the tapping member only. */
export function openWebAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const msg = await webLinkMessage(deps, actor, webPageOf(args.action.value));
    if (body.response_url) {
      await args.respond({ response_type: 'ephemeral', replace_original: false, ...msg });
    } else {
      // The Home tab has nowhere to answer: a DM to the member.
      await client.chat.postMessage({ channel: body.user.id, ...msg });
    }
  };
}

/** The URL button of the link message itself: Slack sends a tap on it too; nothing to do. */
export async function openWebUrlAction(args: ButtonArgs): Promise<void> {
  await args.ack();
}
