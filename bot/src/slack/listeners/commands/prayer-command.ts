/**
 * `/prayer`: acknowledged at once (Slack wants an answer within 3 s), then the work, then an
 * ephemeral answer through the response_url, in the member's language. Errors thrown here reach
 * the global error handler, which answers the member with the spec's message.
 */
import { webPageOf } from '@dps/core/accounts/web-sign-in-links';
import { askToLink } from '../actions/link-actions';
import { askToUnlink } from '../actions/unlink-actions';
import { webLinkMessage } from '../actions/web-link-action';
import type { SlackDeps } from '../../slack-deps';
import { memberLanguage, wordsFor } from '../../slack-language';
import { resolveMember } from '../../slack-member';
import { ephemeral, type Args } from './command-reply';
import { helpText } from './help-subcommand';
import { setChannelLanguage, setOwnLanguage } from './language-subcommands';
import { setOwnBible } from './version-subcommand';
import { answerNotify } from './notify-subcommand';
import { parsePrayerCommand } from './parse-prayer-command';
import { setReminder, stopReminder } from './remind-subcommand';
import { shareRequest } from './share-request';
import { answerStreak } from './streak-subcommand';
import { subscribe, unsubscribe } from './subscribe-subcommand';
import { answerToday } from './today-subcommand';
import { answerAway, answerLeader, answerPulse, answerWeekly } from './weekly-subcommands';
import { answerVerse } from './verse-command';
import { setChannelZone, setOwnZone } from './zone-subcommands';

/** Each subcommand lives in its own file beside this one; this reads the command and hands it on. */
export function prayerCommand(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    const { ack, command, respond, client, context } = args;
    await ack();
    const teamId = context.teamId ?? context.enterpriseId ?? command.team_id;
    const parsed = parsePrayerCommand(command.text);
    if (parsed.kind === 'invalid') {
      // No account is made for a command nobody could read: the language of a known member, else their Slack locale.
      const words = wordsFor(await memberLanguage(deps.ctx, client, teamId, command.user_id));
      await respond(ephemeral(words.t(parsed.message.key, parsed.message.values)));
      return;
    }
    const actor = await resolveMember(deps.ctx, client, teamId, command.user_id);
    const words = wordsFor(actor.language);
    switch (parsed.kind) {
      case 'help':
        return void (await respond(ephemeral(helpText(deps, words, actor.timeZone))));
      case 'today':
        return answerToday(actor, respond);
      case 'streak':
        return answerStreak(actor, respond);
      case 'verse':
        return answerVerse(deps, actor, parsed.ref, respond);
      case 'version':
        return setOwnBible(actor, parsed.version, respond);
      case 'remind':
        return setReminder(deps, args, actor, parsed.time);
      case 'timezone':
        return setOwnZone(deps, args, actor, parsed.zone);
      case 'channel_timezone':
        return setChannelZone(deps, args, actor, teamId, parsed.zone);
      case 'language':
        return setOwnLanguage(deps, args, actor, teamId, parsed.language);
      case 'channel_language':
        return setChannelLanguage(deps, args, actor, teamId, parsed.language);
      case 'remind_off':
        return stopReminder(deps, args, actor);
      case 'subscribe':
        return subscribe(deps, args, actor, teamId, parsed.time, parsed.timeZone);
      case 'unsubscribe':
        return unsubscribe(deps, args, actor, teamId);
      case 'request':
        return shareRequest(deps, args, actor, parsed.text);
      case 'notify':
        return answerNotify(actor, `${teamId}:${command.user_id}`, parsed.on, respond);
      case 'web': {
        const msg = await webLinkMessage(deps, actor, webPageOf(parsed.page));
        return void (await respond(ephemeral(msg.text, { blocks: msg.blocks })));
      }
      case 'link':
        // Asks first (whose account, what history goes with it); the member's Connect tap links (link-actions.ts).
        return askToLink(deps, actor, parsed.code, respond);
      case 'weekly':
        return answerWeekly(args, actor, teamId, parsed.words);
      case 'pulse':
        return answerPulse(args, actor, teamId);
      case 'leader':
        return answerLeader(args, actor, teamId, parsed.words);
      case 'away':
        return answerAway(args, actor, parsed.on);
      case 'unlink':
        // Asks first; the member's Disconnect tap does it (unlink-actions.ts).
        return askToUnlink(actor, respond);
    }
  };
}
