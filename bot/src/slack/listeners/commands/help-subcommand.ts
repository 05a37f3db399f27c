import type { SlackDeps } from '../../slack-deps';
import { zoneName } from '@dps/core/time/zone-display';
import { slackEscape } from '../../blocks/text';
import type { Words } from '../../slack-language';

/** `/prayer help`: every subcommand, one line each, in the member's language. */
export function helpText(deps: SlackDeps, words: Words, timeZone?: string): string {
  return [
    words.t('slackCommands.help.title', { appName: slackEscape(deps.appName, { inline: true }) }),
    words.t('slackCommands.help.today'),
    words.t('slackCommands.help.plans'),
    words.t('slackCommands.help.plan'),
    words.t('slackCommands.help.verse'),
    words.t('slackCommands.help.version'),
    words.t('slackCommands.help.streak'),
    words.t('slackCommands.help.remind', { zone: timeZone ? zoneName(timeZone, words.language) : '', hasZone: timeZone ? 'yes' : 'no' }),
    words.t('slackCommands.help.timezone'),
    words.t('slackCommands.help.language'),
    words.t('slackCommands.help.subscribe'),
    words.t('slackCommands.help.channelTimezone'),
    words.t('slackCommands.help.channelLanguage'),
    words.t('slackCommands.help.unsubscribe'),
    words.t('slackCommands.help.request'),
    words.t('slackWatch.help'),
    words.t('slackCommands.help.notify'),
    words.t('slackCommands.help.away'),
    words.t('slackCommands.help.weekly'),
    words.t('slackCommands.help.pulse'),
    words.t('slackCommands.help.web'),
    words.t('slackCommands.help.link'),
    words.t('slackCommands.help.unlink'),
  ].join('\n');
}
