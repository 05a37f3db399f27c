/**
 * A member's message to the app itself (its Messages tab, a DM): a message that holds a Bible
 * reference is answered with each passage it names once, in the member's version (decision 265);
 * anything else gets one short line saying what the app can do. Thread replies, edits, bots and
 * channels are left to other listeners. Nothing the member wrote is logged.
 */
import { randomBytes } from 'node:crypto';
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { getPassage } from '@dps/core/scripture/get-passage';
import { referencesAskedFor } from '@dps/core/scripture/reference-in-message';
import { bibleVersion } from '@dps/core/scripture/versions';
import { getSettings } from '@dps/core/settings/get-settings';
import { passageMessage } from '../../blocks/passage-message';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import { plainTextFromSlack } from './slack-text';

export function directMessage(deps: SlackDeps) {
  return async ({
    event,
    client,
    context,
    body,
  }: SlackEventMiddlewareArgs<'message'> & AllMiddlewareArgs): Promise<void> => {
    const m = event as {
      channel_type?: string;
      subtype?: string;
      thread_ts?: string;
      bot_id?: string;
      user?: string;
      text?: string;
      channel: string;
    };
    if (m.channel_type !== 'im' || m.subtype !== undefined || m.thread_ts || m.bot_id || !m.user || !m.text?.trim())
      return;
    if (context.botUserId && m.user === context.botUserId) return;
    const teamId = context.teamId ?? context.enterpriseId ?? (body as { team_id: string }).team_id;
    const actor = await resolveMember(deps.ctx, client, teamId, m.user);
    const words = wordsFor(actor.language);
    const { bibleVersion: version } = await getSettings(actor);
    const refs = referencesAskedFor(plainTextFromSlack(m.text), version, bibleVersion(version).language);
    if (refs.length === 0) {
      await client.chat.postMessage({ channel: m.channel, text: words.t('slackCommands.dm.stray') });
      return;
    }
    for (const ref of refs) {
      const msg = passageMessage(words, getPassage({ ref, version }), {
        appUrl: deps.appUrl,
        once: randomBytes(12).toString('base64url'),
      });
      await client.chat.postMessage({ channel: m.channel, text: msg.text, blocks: msg.blocks });
    }
  };
}
