/**
 * The Slack channels of the delivery engine: `slack_channel` (a subscribed channel's daily post,
 * target `${team}:${channel}`) and `slack_dm` (a member's daily DM at their reminder time, target
 * `${team}:${user}`). One chat.postMessage per delivery; Web API errors become results the engine
 * understands: a 429 `rate_limited` with its Retry-After, a channel the app was removed from
 * `gone` (the engine deactivates the subscription), an uninstalled workspace `gone` after the
 * workspace is deactivated here, anything else `failed` (retried with backoff). A channel's post
 * speaks the channel's language (its subscription's: the prayer was picked in it), a DM the
 * member's (decision 239).
 */
import type { WebClient } from '@slack/web-api';
import type { Ctx } from '@dps/core/context';
import type { DeliverySender, DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { getGroupProgress } from '@dps/core/groups/get-group-progress';
import { updateSettings } from '@dps/core/settings/update-settings';
import { deactivateSlackInstallation } from '@dps/core/slack/deactivate-slack-installation';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { planDayBlocks } from './blocks/plan-day-blocks';
import { groupPlanBlocks } from './blocks/group-plan-blocks';
import { dailyRequestBlocks, groupRequestBlock } from './blocks/daily-request-blocks';
import { endChannelPlans } from './group-plan-post';
import { channelPrayerPost, personalPrayerMessage } from './blocks/prayer-post';
import type { SlackClients } from './slack-clients';
import { asLanguage, wordsFor } from './slack-language';
import { slackErrorToResult } from './send-errors';

/**
 * Slack's chat.postMessage limit is about one message a second per channel (short bursts allowed)
 * and a few hundred a minute per workspace; 5/s overall stays under the workspace limit.
 */
export const SLACK_LIMITS = { perSecond: 5, perTargetIntervalMs: 1000 };

export interface SlackSenderOptions {
  ctx: Ctx;
  channel: 'slack_channel' | 'slack_dm';
  clients: SlackClients;
  /** Override the overall rate (several instances: a share of it). */
  perSecond?: number;
  /** The web app's address: a plan day's passages link to its reader. */
  appUrl?: string;
}

export function createSlackSender(opts: SlackSenderOptions): DeliverySender {
  const { ctx, channel, clients } = opts;

  async function post(client: WebClient, d: DeliveryToSend, teamId: string, id: string): Promise<string | undefined> {
    if (channel === 'slack_channel') {
      // Who prayed from this channel's post today, and its streak (decision 151).
      const [group, sub] = await Promise.all([
        getGroupProgress(ctx, { channel: 'slack_channel', target: d.target, localDate: d.localDate }),
        getSlackChannelSubscription(ctx, { teamId, channelId: id }),
      ]);
      const msg = channelPrayerPost(wordsFor(sub?.language), d.prayer, d.localDate, group.prayedToday, group.streak);
      // The channel's plan day or summary rides in its one post (decision 237).
      if (d.groupPlans?.length)
        msg.blocks.push(...groupPlanBlocks(d.groupPlans, opts.appUrl, sub?.language ? asLanguage(sub.language) : null));
      // One request of the channel's own circle (decision 302).
      if (d.groupRequest) msg.blocks.push(groupRequestBlock(d.groupRequest, wordsFor(sub?.language)));
      const res = await client.chat.postMessage({
        channel: id,
        text: msg.text,
        blocks: msg.blocks,
        metadata: msg.metadata!,
        unfurl_links: false,
        unfurl_media: false,
      });
      if (d.groupPlans?.length) await endChannelPlans(ctx, d.groupPlans);
      return res.ts;
    }
    // A user id as the channel posts in the app's DM with them (no conversations.open round trip).
    // The member's language: the delivery's own when core gives one (the language its prayer was picked in), else one query.
    const given = (d as DeliveryToSend & { language?: string }).language;
    const language = given ?? (await findSlackMember(ctx, { teamId, userId: id }))?.language;
    const words = wordsFor(language);
    const msg = personalPrayerMessage(words, d.prayer, d.localDate, {}, d.notes?.join('\n'));
    // A person's plan day rides in the same DM (decision 216).
    if (d.planDays?.length) msg.blocks.push(...planDayBlocks(d.planDays, words, opts.appUrl));
    // And the requests of the member's circles (decision 300).
    if (d.requests?.length) msg.blocks.push(...dailyRequestBlocks(d.requests, words));
    const res = await client.chat.postMessage({
      channel: id,
      text: msg.text,
      blocks: msg.blocks,
      metadata: msg.metadata!,
      unfurl_links: false,
      unfurl_media: false,
    });
    return res.ts;
  }

  /** A member Slack will not let us DM any more: their reminders go off instead of failing daily. */
  async function remindersOff(teamId: string, userId: string): Promise<void> {
    const member = await findSlackMember(ctx, { teamId, userId });
    if (member)
      await updateSettings({ ...ctx, userId: member.userId, timeZone: member.timeZone }, { dailyReminders: false });
  }

  return {
    channel,
    limits: { ...SLACK_LIMITS, ...(opts.perSecond ? { perSecond: opts.perSecond } : {}) },
    async send(d) {
      const target = parseSlackTarget(d.target);
      if (!target) return { status: 'gone', error: 'malformed target' };
      const client = await clients.clientFor(target.teamId);
      if (!client) {
        await deactivateSlackInstallation(ctx, { teamId: target.teamId });
        return { status: 'gone', error: 'not installed in this workspace' };
      }
      try {
        const ts = await post(client, d, target.teamId, target.id);
        return { status: 'sent', ...(ts ? { externalId: ts } : {}) };
      } catch (e) {
        const { scope, ...result } = slackErrorToResult(e);
        if (scope === 'workspace') await deactivateSlackInstallation(ctx, { teamId: target.teamId });
        if (scope === 'target' && channel === 'slack_dm') await remindersOff(target.teamId, target.id);
        if (result.status !== 'sent')
          ctx.log.warn({ event: 'slack_delivery_error', channel, status: result.status, error: result.error });
        return result;
      }
    },
  };
}
