/** `/prayer today`: the day's prayer with its buttons, only for the member. */
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { personalPrayerMessage } from '../../blocks/prayer-post';
import { wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { ephemeral, type Args } from './command-reply';

export async function answerToday(actor: SlackActor, respond: Args['respond']): Promise<void> {
  const words = wordsFor(actor.language);
  const p = await getDailyPrayer(actor);
  if (!p) return void (await respond(ephemeral(words.t('slackCommands.noDailyPrayer'))));
  const msg = personalPrayerMessage(words, p, p.date, { prayed: p.isCompleted, saved: p.isFavorited });
  await respond(ephemeral(msg.text, { blocks: msg.blocks }));
}
