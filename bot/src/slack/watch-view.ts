/**
 * The "Prayer watch" modal's submission (decision 355). The start is read from words in the
 * channel's zone and the watch is started BEFORE the ack, so a refusal (a start nobody could read,
 * a time already past, a request not the channel's) is shown in the modal under the question it is
 * about, in the member's language. The watch post is the outbox's to send; the starter is told
 * "Started" where they asked.
 */
import type { AllMiddlewareArgs, SlackViewMiddlewareArgs, ViewSubmitAction } from '@slack/bolt';
import { AppError, isAppError } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { zoneName } from '@dps/core/time/zone-display';
import { parseWatchStart } from '@dps/core/watches/parse-watch-start';
import { startWatch } from '@dps/core/watches/start-watch';
import { clockIn, dayLabel } from '@dps/core/watches/watch-format';
import type { SlackDeps } from './slack-deps';
import { memberLanguage, wordsFor } from './slack-language';
import { resolveMember } from './slack-member';
import { slackEscape, truncate } from './blocks/text';
import { blockOfError, readWatchModal, WATCH_BLOCK, ZWatchModalMeta } from './watch-modal';
import { channelZone, recordStarter } from './watch-subcommand';

type Args = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;

export function watchView(deps: SlackDeps) {
  return async (args: Args): Promise<void> => {
    const { ack, view, body, client, context } = args;
    const teamId = context.teamId ?? context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
    const parsed = (() => {
      try {
        return ZWatchModalMeta.safeParse(JSON.parse(view.private_metadata));
      } catch {
        return null;
      }
    })();
    if (!parsed?.success) {
      const language = await memberLanguage(deps.ctx, client, teamId, body.user.id);
      await ack({
        response_action: 'errors',
        errors: { [WATCH_BLOCK.what]: errorText(language, new AppError('not_found', 'circleNotFound')).message },
      });
      return;
    }
    const meta = parsed.data;
    const answers = readWatchModal(view.state.values);
    const hasRequest = WATCH_BLOCK.request in view.state.values;
    const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
    const refuse = (e: AppError) =>
      ack({
        response_action: 'errors',
        errors: { [blockOfError(e.key, e.details?.path, hasRequest)]: errorText(actor.language, e).message },
      });
    const zone = await channelZone(deps.ctx, actor, meta.c);
    const startsAt = parseWatchStart(answers.start.slice(0, 100), {
      now: deps.ctx.clock.now(),
      timeZone: zone,
      language: actor.language,
    });
    if (!startsAt) return void (await refuse(new AppError('validation', 'watchStartInvalid')));
    let watch;
    try {
      const circleId = await recordStarter(deps.ctx, actor, meta.c, meta.n);
      watch = await startWatch(actor, {
        title: answers.title,
        requestId: answers.requestId,
        circleId,
        startsAt: startsAt.toISOString(),
        hours: answers.hours,
        slotMinutes: answers.slotMinutes,
        perSlot: answers.perSlot,
        timeZone: zone,
        post: { channel: 'slack_channel', target: slackTarget(teamId, meta.c) },
      });
    } catch (e) {
      if (!isAppError(e)) throw e;
      return void (await refuse(e));
    }
    await ack();
    const words = wordsFor(actor.language);
    const text = words.t('slackWatch.started', {
      title: truncate(slackEscape(watch.title, { inline: true }), 150),
      when: `${dayLabel(watch.startsAt, zone, actor.language)} ${clockIn(watch.startsAt, zone)}`,
      zone: zoneName(zone, actor.language),
      hours: watch.hours,
    });
    await client.chat
      .postEphemeral({ channel: meta.c, user: body.user.id, text })
      .catch(() => client.chat.postMessage({ channel: body.user.id, text }));
  };
}
