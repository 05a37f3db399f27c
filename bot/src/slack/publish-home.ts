import type { WebClient } from '@slack/web-api';
import { getSlackHome } from '@dps/core/slack/get-slack-home';
import { homeView } from './blocks/home-view';
import type { SlackDeps } from './slack-deps';
import { wordsFor } from './slack-language';
import type { SlackActor } from './slack-member';

/**
 * Publish (or refresh) a member's App Home: called when they open it and after each change. In the
 * language of their settings as read now, so a change of language shows at once.
 */
export async function publishHome(deps: SlackDeps, client: WebClient, actor: SlackActor): Promise<void> {
  const home = await getSlackHome(actor, actor);
  await client.views.publish({ user_id: actor.slackUserId, view: homeView(wordsFor(home.settings.language), home, deps) });
}

/** Refresh after a change; a failure here must not spoil the answer the member already got. */
export async function refreshHome(deps: SlackDeps, client: WebClient, actor: SlackActor): Promise<void> {
  await publishHome(deps, client, actor).catch((e: Error) =>
    deps.ctx.log.warn({ event: 'slack_home_refresh_failed', err: e.name, code: (e as { code?: string }).code }),
  );
}
