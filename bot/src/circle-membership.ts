/**
 * The one CircleMembershipChecker core's surfaces are given (decision 281): a Telegram group is
 * asked with getChatMember, a Slack channel with conversations.members. A platform this process
 * does not talk to answers `null` (the chat's last word stands). The web server takes it too.
 */
import type { Api } from 'grammy';
import type { CircleMembershipChecker } from '@dps/core/circles/circle-ref';
import { createSlackMembershipChecker } from './slack/circle-membership';
import type { SlackClients } from './slack/slack-clients';
import { createTelegramMembershipChecker } from './telegram/circle-membership';

export function createCircleMembershipChecker(opts: {
  telegram?: Api | null | undefined;
  slack?: SlackClients | null | undefined;
}): CircleMembershipChecker {
  const telegram = opts.telegram ? createTelegramMembershipChecker(opts.telegram) : null;
  const slack = opts.slack ? createSlackMembershipChecker(opts.slack) : null;
  return {
    async isMember(circle, platformUserId) {
      if (circle.channel === 'telegram') return telegram ? telegram.isMember(circle, platformUserId) : null;
      if (circle.channel === 'slack_channel') return slack ? slack.isMember(circle, platformUserId) : null;
      return null;
    },
  };
}
