/**
 * `/prayer version [web|kjv|rv1909]` (decision 253): the member's Bible, the same setting as Profile's
 * "My Bible" and Telegram's /version, said in the same words. Alone: which it is. A version named
 * after a reference (`/prayer verse Psalm 23 KJV`) reads it once without changing it.
 */
import type { RespondFn } from '@slack/bolt';
import { bibleVersion, type BibleVersionId } from '@dps/core/scripture/versions';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { ephemeral } from './command-reply';

export async function setOwnBible(actor: SlackActor, version: BibleVersionId | null, respond: RespondFn): Promise<void> {
  const words = wordsFor(actor.language);
  if (version === null) {
    const v = bibleVersion((await getSettings(actor)).bibleVersion);
    return void (await respond(ephemeral(words.t('slackCommands.version.current', { name: v.name, abbreviation: v.abbreviation }))));
  }
  const saved = await updateSettings(actor, { bibleVersion: version });
  await respond(ephemeral(words.t('slackCommands.version.set', { abbreviation: bibleVersion(saved.bibleVersion).abbreviation })));
}
