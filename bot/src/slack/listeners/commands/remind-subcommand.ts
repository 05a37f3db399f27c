/** `/prayer remind HH:MM` and `/prayer remind off`: the member's daily prayer by DM. */
import { zoneName } from '@dps/core/time/zone-display';
import { updateSettings } from '@dps/core/settings/update-settings';
import { parseTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { spokenTime, wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { ephemeral, type Args } from './command-reply';

export async function setReminder(deps: SlackDeps, args: Args, actor: SlackActor, typed: string): Promise<void> {
  const { client, respond } = args;
  const words = wordsFor(actor.language);
  // Read here, so a time nobody could read is answered in the member's language.
  const time = parseTimeOfDay(typed);
  if (!time.ok) return void (await respond(ephemeral(words.t('slackCommands.remind.badTime'))));
  const s = await updateSettings(actor, { dailyReminders: true, reminderTime: time.time, slackReminders: true });
  await respond(
    ephemeral(
      words.t('slackCommands.remind.on', {
        time: s.reminderTime,
        spoken: spokenTime(s.reminderTime, words),
        zone: zoneName(s.timeZone, words.language),
      }),
    ),
  );
  return refreshHome(deps, client, actor);
}

export async function stopReminder(deps: SlackDeps, args: Args, actor: SlackActor): Promise<void> {
  await updateSettings(actor, { dailyReminders: false });
  await args.respond(ephemeral(wordsFor(actor.language).t('slackCommands.remind.off')));
  return refreshHome(deps, args.client, actor);
}
