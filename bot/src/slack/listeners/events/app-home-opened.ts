import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { publishHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember } from '../../slack-member';

/** Opening the app's Home tab publishes the member's streak, week, goals and settings. */
export function appHomeOpened(deps: SlackDeps) {
  return async ({
    event,
    client,
    context,
    body,
  }: SlackEventMiddlewareArgs<'app_home_opened'> & AllMiddlewareArgs): Promise<void> => {
    if (event.tab !== 'home') return;
    const teamId = context.teamId ?? context.enterpriseId ?? body.team_id;
    const actor = await resolveMember(deps.ctx, client, teamId, event.user);
    await publishHome(deps, client, actor);
  };
}
