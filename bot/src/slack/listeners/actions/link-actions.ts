/**
 * `/prayer link CODE` in two steps (decision 070): an ephemeral question that names the account
 * the code belongs to (and, when the member has history here, that it would join that account and
 * its owner would see it), with Connect / Cancel buttons. Only the member's own Connect links; core
 * checks the code again then (unused, unexpired, same member, attempt counted).
 */
import { zoneName } from '@dps/core/time/zone-display';
import { dailyOfferMessage } from './daily-offer-action';
import type { RespondFn, types } from '@slack/bolt';
import { z } from 'zod';
import { maskEmail, type LinkPreview, type LinkSideSettings } from '@dps/core/accounts/link-codes';
import { previewLinkCode } from '@dps/core/accounts/preview-link-code';
import { redeemLinkCode } from '@dps/core/accounts/redeem-link-code';
import { getSettings } from '@dps/core/settings/get-settings';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { slackEscape } from '../../blocks/text';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { intlLocale, memberLanguage, spokenTime, wordsFor, type Words } from '../../slack-language';
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

/**
 * The question's words, from what core found (the account, the history that would join it, the
 * settings that differ), in the member's language. Plain text; the caller escapes it.
 */
function linkQuestion(words: Words, p: LinkPreview) {
  const name = p.into.firstName.trim() || words.t('slackCommands.link.thisPerson');
  const account = p.into.maskedEmail ? `${name} (${p.into.maskedEmail})` : name;
  const h = p.history;
  const parts = [
    h.prayers && words.t('slackCommands.link.history.prayers', { count: h.prayers }),
    h.reflections && words.t('slackCommands.link.history.reflections', { count: h.reflections }),
    h.ownPrayers && words.t('slackCommands.link.history.ownPrayers', { count: h.ownPrayers }),
    h.favorites && words.t('slackCommands.link.history.favorites', { count: h.favorites }),
    h.goals && words.t('slackCommands.link.history.goals', { count: h.goals }),
  ].filter((x): x is string => Boolean(x));
  const history = new Intl.ListFormat(intlLocale(words), { type: 'unit', style: 'short' }).format(parts);
  return {
    heading: words.t('slackCommands.link.heading'),
    account,
    warning: p.hasHistory ? words.t('slackCommands.link.warning', { history, name }) : null,
    question: words.t('slackCommands.link.question'),
  };
}

/** Where the zone or reminder time differ: one line each, and the two choices' labels. */
function linkSettings(words: Words, p: LinkPreview) {
  const s = p.settings;
  if (!s) return null;
  const zone = (z: string | null) => (z ? zoneName(z, words.language) : words.t('slackCommands.link.notSet'));
  const time = (t: string | null) => (t ? spokenTime(t, words) : 'off');
  const summary = (side: LinkSideSettings) =>
    [
      s.zoneDiffers && (side.timeZone ? zoneName(side.timeZone, words.language) : words.t('slackCommands.link.notSet')),
      s.reminderDiffers && (side.reminderTime ? spokenTime(side.reminderTime, words) : words.t('slackCommands.link.off')),
    ]
      .filter(Boolean)
      .join(', ');
  const lines: string[] = [];
  if (s.zoneDiffers)
    lines.push(words.t('slackCommands.link.zoneLine', { here: zone(s.chat.timeZone), web: zone(s.web.timeZone) }));
  if (s.reminderDiffers)
    lines.push(
      words.t('slackCommands.link.reminderLine', { here: time(s.chat.reminderTime), web: time(s.web.reminderTime) }),
    );
  return {
    intro: words.t('slackCommands.link.settingsDiffer'),
    lines,
    keepChat: words.t('slackCommands.link.keepSlack', { summary: summary(s.chat) }),
    keepWeb: words.t('slackCommands.link.keepWeb', { summary: summary(s.web) }),
  };
}

/** Step one: answer the member (only they see it) with the question. Nothing is linked here. */
export async function askToLink(deps: SlackDeps, actor: SlackActor, code: string, respond: RespondFn): Promise<void> {
  const words = wordsFor(actor.language);
  const preview = await previewLinkCode(deps.ctx, { code, fromUserId: actor.userId, chat: chatOf(actor) });
  if (preview.sameAccount) {
    await respond({ response_type: 'ephemeral', text: words.t('slackCommands.link.already') });
    return;
  }
  const t = linkQuestion(words, preview);
  // Where the zone or reminder time differ, the member picks whose stay (never rewritten quietly).
  const settings = linkSettings(words, preview);
  const text = [
    `*🔗 ${esc(t.heading)}*`,
    words.t('slackCommands.link.account', { account: esc(t.account) }),
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
          ? [connect(`✅ ${settings.keepChat}`, 'chat'), connect(`✅ ${settings.keepWeb}`, 'web', false)]
          : [connect(words.t('slackCommands.link.connect'))]),
        {
          type: 'button',
          action_id: LINK_CANCEL_ACTION,
          text: { type: 'plain_text', text: words.t('slackCommands.link.cancel'), emoji: true },
          value: 'cancel',
        },
      ],
    },
  ];
  await respond({
    response_type: 'ephemeral',
    text: words.t('slackCommands.link.fallback', { heading: t.heading, account: esc(t.account) }),
    blocks,
  });
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
        text: wordsFor(actor.language).t('slackCommands.link.outOfDate'),
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
    const linked = await resolveMember(deps.ctx, args.client, teamId, args.body.user.id);
    const s = await getSettings(linked);
    // The account's language from now on: the one it joined.
    const words = wordsFor(s.language);
    const email = maskEmail(user.email);
    const name = esc(user.firstName || words.t('slackCommands.link.itsOwner'));
    const who = email ? `${name} (${esc(email)})` : name;
    await args.respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: words.t('slackCommands.link.linked', {
        who,
        time: s.dailyReminders ? spokenTime(s.reminderTime, words) : 'off',
        zone: zoneName(s.timeZone, words.language),
      }),
    });
    await refreshHome(deps, args.client, linked);
    // Connecting leads somewhere: the daily prayer by DM in one tap, unless it is already on.
    if (!(await getSettings(linked)).dailyReminders) {
      await args.respond({ response_type: 'ephemeral', replace_original: false, ...dailyOfferMessage(linked) });
    }
  };
}

export function linkCancelAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await args.ack();
    const words = wordsFor(await memberLanguage(deps.ctx, args.client, teamOf(args), args.body.user.id));
    await args.respond({
      response_type: 'ephemeral',
      replace_original: true,
      text: words.t('slackCommands.link.cancelled'),
    });
  };
}
