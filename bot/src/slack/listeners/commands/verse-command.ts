/**
 * `/prayer verse <ref>` (decision 213): the passage, only for the member, in their Bible version (the
 * `bibleVersion` setting, the same on every channel; WEB until they choose), or the version named
 * in the reference ("John 3:16 KJV"). A reference core cannot read is an AppError whose message says
 * what was not understood; the global error handler answers it to the member, like every other.
 */
import { randomBytes } from 'node:crypto';
import type { RespondFn } from '@slack/bolt';
import { getPassage } from '@dps/core/scripture/get-passage';
import { getSettings } from '@dps/core/settings/get-settings';
import { passageMessage } from '../../blocks/passage-message';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';

export async function answerVerse(deps: SlackDeps, actor: SlackActor, ref: string, respond: RespondFn): Promise<void> {
  const { bibleVersion } = await getSettings(actor);
  const answer = getPassage({ ref, version: bibleVersion });
  const msg = passageMessage(wordsFor(actor.language), answer, { appUrl: deps.appUrl, once: randomBytes(12).toString('base64url') });
  await respond({ response_type: 'ephemeral', text: msg.text, blocks: msg.blocks });
}
