/**
 * Languages: `/prayer language es` sets the member's own language, one setting for the account on
 * every channel (the same core call as Profile and Telegram's /language); `/prayer channel language
 * es` sets this channel's, the language of its daily post and of what the app says there for
 * everyone (the same standing as its time zone). A channel starts in the language of whoever
 * subscribed it.
 */
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import type { Language } from '@dps/db/content/languages';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { languageName, wordsFor } from '../../slack-language';
import type { SlackActor } from '../../slack-member';
import { standingRefusal } from './channel-standing';
import { ephemeral, type Args } from './command-reply';

/**
 * `/prayer language [en|es]`: the member's language, the account's one setting on every channel
 * (the same core call as Profile and Telegram's /language). Alone: which it is, and this channel's
 * when it has one. The answer comes in the language just chosen, and App Home follows.
 */
export async function setOwnLanguage(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  language: Language | null,
): Promise<void> {
  const { command, client, respond } = args;
  if (language === null) {
    const words = wordsFor(actor.language);
    const current = await getSettings(actor);
    const channel = command.channel_id.startsWith('D')
      ? null
      : await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
    const lines = [
      words.t('slackCommands.language.current', {
        language: languageName(current.language, words),
        other: current.language === 'en' ? 'es' : 'en',
      }),
      ...(channel?.isActive
        ? [words.t('slackCommands.language.channelIs', { language: languageName(channel.language, words) })]
        : []),
    ];
    return void (await respond(ephemeral(lines.join('\n'))));
  }
  const s = await updateSettings(actor, { language });
  const words = wordsFor(s.language);
  await respond(ephemeral(words.t('slackCommands.language.set', { language: languageName(s.language, words) })));
  await refreshHome(deps, client, { ...actor, language: s.language });
}

/**
 * `/prayer channel language [en|es]`: the language of this channel's daily post and of what the app
 * says there for everyone. Changing it asks the same standing as its time zone; the announcement
 * comes in the new language, for everyone.
 */
export async function setChannelLanguage(
  deps: SlackDeps,
  args: Args,
  actor: SlackActor,
  teamId: string,
  language: Language | null,
): Promise<void> {
  const { command, client, respond } = args;
  const words = wordsFor(actor.language);
  const current = await getSlackChannelSubscription(deps.ctx, { teamId, channelId: command.channel_id });
  if (!current?.isActive) return void (await respond(ephemeral(words.t('slackCommands.channel.subscribeFirst'))));
  if (language === null) {
    return void (await respond(
      ephemeral(
        words.t('slackCommands.channel.languageIs', {
          language: languageName(current.language, words),
          other: current.language === 'en' ? 'es' : 'en',
        }),
      ),
    ));
  }
  const refusal = await standingRefusal(client, actor, current, command.channel_id, 'language');
  if (refusal) return void (await respond(ephemeral(refusal)));
  const sub = await subscribeSlackChannel(deps.ctx, {
    teamId,
    channelId: command.channel_id,
    postTime: current.postTime,
    timeZone: current.timeZone,
    createdBy: current.createdBy ?? null,
    language,
  });
  const channelWords = wordsFor(sub.language);
  await respond({
    response_type: 'in_channel',
    text: channelWords.t('slackCommands.channel.languageSet', {
      who: `<@${command.user_id}>`,
      language: languageName(sub.language, channelWords),
    }),
  });
}
