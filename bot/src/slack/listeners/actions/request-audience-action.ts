/**
 * Who should see a request asked in a DM with the app (decision 332), as Telegram's private
 * /request asks (decision 293): "Only me", one button per group the member is in now, "Everyone".
 * The same core calls as Telegram's: `myChatCircles` for the choices, `widenChatRequest` for the
 * answer (its author only: core answers not_found to anyone else, forged values included). A
 * channel of this workspace chosen hears the request there as the channel's own.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { myChatCircles } from '@dps/core/circles/my-chat-circles';
import { AppError } from '@dps/core/errors';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { widenChatRequest } from '@dps/core/wall/widen-chat-request';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember, type SlackActor } from '../../slack-member';
import { postChannelRequest } from '../commands/share-request';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** One action_id per button of the question (unique within its actions block). */
export const REQUEST_AUDIENCE_PATTERN = /^request_audience_[0-9]{1,2}$/;
const MAX_GROUPS = 8;
export const REQUEST_AUDIENCE_ACTION_IDS = Array.from({ length: MAX_GROUPS + 2 }, (_, i) => `request_audience_${i}`);

/** A button's value back: `<request>:me|all|c<circle>`. */
export function parseAudienceValue(
  value: string | undefined,
): { requestId: number; choice: 'me' | 'all' } | { requestId: number; choice: 'circle'; circleId: number } | null {
  const m = /^([1-9][0-9]{0,9}):(me|all|c([1-9][0-9]{0,9}))$/.exec(value ?? '');
  if (!m) return null;
  const requestId = Number(m[1]);
  if (m[2] === 'me' || m[2] === 'all') return { requestId, choice: m[2] };
  return { requestId, choice: 'circle', circleId: Number(m[3]) };
}

/** The ephemeral question under a request just saved from a DM. */
export async function audienceQuestion(actor: SlackActor, requestId: number) {
  const { t } = wordsFor(actor.language);
  const groups = await myChatCircles(actor, { limit: MAX_GROUPS });
  const choices = [
    { text: t('slackAudience.request.onlyMeButton'), value: `${requestId}:me` },
    ...groups.map((g) => ({
      text: t('slackAudience.request.groupButton', {
        title: (g.title?.trim() || t('slackAudience.request.untitledGroup')).slice(0, 60),
      }),
      value: `${requestId}:c${g.id}`,
    })),
    { text: t('slackAudience.request.everyoneButton'), value: `${requestId}:all` },
  ];
  const ask = t(groups.length > 0 ? 'slackAudience.request.askGroups' : 'slackAudience.request.ask');
  return {
    response_type: 'ephemeral' as const,
    text: ask,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: ask } },
      {
        type: 'actions',
        elements: choices.map((c, i) => ({
          type: 'button',
          action_id: REQUEST_AUDIENCE_ACTION_IDS[i]!,
          value: c.value,
          text: { type: 'plain_text', text: c.text.slice(0, 75), emoji: true },
        })),
      },
    ],
  };
}

export function requestAudienceAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const answer = parseAudienceValue(args.action.value);
    if (answer === null) return;
    const { body, client } = args;
    const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const { t } = wordsFor(actor.language);
    const say = (text: string) => args.respond({ response_type: 'ephemeral', replace_original: true, text });
    try {
      // Nothing to change: it was saved for its author alone.
      if (answer.choice !== 'circle') {
        if (answer.choice === 'me') return void (await say(t('slackAudience.request.keptPrivate')));
        await widenChatRequest(actor, { requestId: answer.requestId, to: 'everyone' });
        return void (await say(t('slackAudience.request.sharedEveryone')));
      }
      const { circleId } = answer;
      const { isPublic } = await widenChatRequest(actor, { requestId: answer.requestId, to: 'circle', circleId });
      const circle = (await myChatCircles(actor, { limit: 100 })).find((g) => g.id === circleId);
      const title = circle?.title?.trim() || t('slackAudience.request.untitledGroup');
      await say(t('slackAudience.request.sharedGroup', { title }));
      // A channel of this workspace hears it there; a Telegram group's members see it on the web.
      const channel = circle?.channel === 'slack_channel' ? parseSlackTarget(circle.target) : null;
      if (channel && channel.teamId === actor.teamId) {
        await postChannelRequest(deps, client, actor, channel.id, answer.requestId, !isPublic);
      }
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'not_found')) throw e;
      await say(t('slackCircles.request.notYours'));
    }
  };
}
