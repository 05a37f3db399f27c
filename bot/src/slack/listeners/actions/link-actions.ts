/**
 * `/prayer link CODE` in two steps (decision 070): an ephemeral question that names the account
 * the code belongs to (and, when the member has history here, that it would join that account and
 * its owner would see it), with Connect / Cancel buttons. Only the member's own Connect links; core
 * checks the code again then (unused, unexpired, same member, attempt counted).
 */
import { dailyOfferMessage } from './daily-offer-action';
import type { RespondFn, types } from '@slack/bolt';
import { z } from 'zod';
import {
  linkConfirmationText,
  linkSettingsText,
  maskEmail,
  previewLinkCode,
  redeemLinkCode,
} from '@dps/core/accounts/link-codes';
import { getSettings } from '@dps/core/settings/get-settings';
import { sayTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { slackTarget } from '@dps/core/slack/slack-ids';
import { slackEscape } from '../../blocks/text';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { resolveMember, type SlackActor } from '../../slack-member';
import type { ButtonArgs } from './prayer-actions';

export const LINK_CONFIRM_ACTION = 'link_confirm';
/** Connect, and Connect keeping this Slack account's or the web's zone and reminder time. */
export const LINK_CONFIRM_ACTIONS = /^link_confirm(?:_chat|_web)?$/;
export const LINK_CANCEL_ACTION = 'link_cancel';

/** What the Connect button carries: the code (checked again), the member's account, whether history was shown. */
const ZLinkButton = z.object({
  c: z.string().max(64),
  u: z.number().int().positive(),
  h: z.boolean(),
  /** Whose zone and reminder time stay where they differ (this Slack account's or the web's). */
  k: z.enum(['chat', 'web']).optional(),
});

const chatOf = (actor: SlackActor) => ({
  channel: 'slack' as const,
  id: slackTarget(actor.teamId, actor.slackUserId),
  name: actor.firstName,
});
const esc = (s: string) => slackEscape(s, { inline: true });

/** Step one: answer the member (only they see it) with the question. Nothing is linked here. */
export async function askToLink(deps: SlackDeps, actor: SlackActor, code: string, respond: RespondFn): Promise<void> {
  const preview = await previewLinkCode(deps.ctx, { code, fromUserId: actor.userId, chat: chatOf(actor) });
  if (preview.sameAccount) {
    await respond({ response_type: 'ephemeral', text: '✅ Your Slack account is already connected to that account.' });
    return;
  }
  const t = linkConfirmationText(preview);
  // Where the zone or reminder time differ, the member picks whose stay (never rewritten quietly).
  const settings = linkSettingsText(preview);
  const text = [
    `*🔗 ${esc(t.heading)}*`,
    `Account: *${esc(t.account)}*`,
    ...(t.warning ? [`⚠️ ${esc(t.warning)}`] : []),
    ...(settings ? [[`🕰 ${esc(settings.intro)}`, ...settings.lines.map((l) => `• ${esc(l)}`)].join('\n')] : []),
    esc(t.question),
  ].join('\n\n');
  const value = (k?: 'chat' | 'web') =>
    JSON.stringify({ c: preview.code, u: actor.userId, h: preview.hasHistory, ...(k && { k }) });
  const connect = (label: string, k?: 'chat' | 'web', primary = true): types.Button => ({
    type: 'button',
    action_id: k ? `${LINK_CONFIRM_ACTION}_${k}` : LINK_CONFIRM_ACTION,
    ...(primary && { style: 'primary' as const }),
    text: { type: 'plain_text', text: label.slice(0, 75), emoji: true },
    value: value(k),
  });
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text, verbatim: true } },
    {
      type: 'actions',
      block_id: 'link_question',
      elements: [
        ...(settings
          ? [
              connect(`✅ ${settings.keepChat}`.replace("this chat's", "Slack's"), 'chat'),
              connect(`✅ ${settings.keepWeb}`, 'web', false),
            ]
          : [connect('✅ Connect')]),
        {
          type: 'button',
          action_id: LINK_CANCEL_ACTION,
          text: { type: 'plain_text', text: 'Cancel', emoji: true },
          value: 'cancel',
        },
      ],
    },
  ];
  await respond({ response_type: 'ephemeral', text: `🔗 ${t.heading} Account: ${esc(t.account)}`, blocks });
}

function teamOf(args: ButtonArgs): string {
  return args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
}

/** Step two: the member tapped Connect. */
export function linkConfirmAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    let btn: z.infer<typeof ZLinkButton> | null = null;
    try {
      const r = ZLinkButton.safeParse(JSON.parse(args.action.value ?? ''));
      btn = r.success ? r.data : null;
    } catch {
      btn = null;
    }
    if (!btn) return;
    const teamId = teamOf(args);
    const actor = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    if (actor.userId !== btn.u) {
      await args.respond({
        response_type: 'ephemeral',
        replace_original: true,
        text: 'This question is out of date. Run `/prayer link CODE` again.',
      });
      return;
    }
    const user = await redeemLinkCode(deps.ctx, {
      code: btn.c,
      fromUserId: actor.userId,
      chat: chatOf(actor),
      historyConfirmed: btn.h,
      ...(btn.k && { keep: btn.k }),
    });
    const email = maskEmail(user.email);
    const who = `${esc(user.firstName || 'its owner')}${email ? ` (${esc(email)})` : ''}`;
    const linked = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    const s = await getSettings(linked);
    const daily = s.dailyReminders ? `every day at ${sayTimeOfDay(s.reminderTime)}` : 'off';
    await args.respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: `🔗 Linked! This Slack account is now part of the web account of ${who}: your prayers, streak, goals and reflections are together.\n🕰 Your daily prayer: ${daily}, time zone ${s.timeZone}, on every channel.`,
    });
    await refreshHome(deps, args.client, linked);
    // Connecting leads somewhere: the daily prayer by DM in one tap, unless it is already on.
    if (!(await getSettings(linked)).dailyReminders) {
      await args.respond({ response_type: 'ephemeral', replace_original: false, ...dailyOfferMessage(linked) });
    }
  };
}

export function linkCancelAction() {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    await args.respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: 'Cancelled: your Slack account was not connected to any account.',
    });
  };
}
