/**
 * A way into the web from Telegram (decision 200): `/web [page]` and `t.me/<bot>?start=web_<page>`
 * answer, in the private chat only, with a button that opens the web signed in as this chat's
 * person (ten minutes, one use). In a group the link would sign in whoever tapped it, so a group
 * gets a button to the private chat instead, and every web link the bot posts in a group is such
 * a deep link (`webDeepLink`).
 */
import { Composer, InlineKeyboard } from 'grammy';
import {
  createWebSignInLink,
  WEB_PAGES,
  WEB_SIGN_IN_LINK_TTL_MS,
  webPageOf,
  webSignInUrl,
  type WebPage,
} from '@dps/core/accounts/web-sign-in-links';
import type { BotContext } from '../bot-context';
import { privateChatUrl } from '../conversations';
import { escapeHtml } from '../format';

export const webLinkFeature = new Composer<BotContext>();

/** The deep link that asks the bot, in a private chat, for a sign-in link to `page`. */
export const webDeepLink = (c: BotContext, page: WebPage) => privateChatUrl(c, `web_${page}`);

/** Reply in the private chat with a one-use sign-in button for `page`. */
export async function sendWebLink(c: BotContext, page: WebPage): Promise<void> {
  const { user } = await c.app.person();
  const link = await createWebSignInLink(c.app.core, {
    provider: 'telegram',
    subject: String(c.from!.id),
    next: WEB_PAGES[page].path,
  });
  const minutes = Math.round(WEB_SIGN_IN_LINK_TTL_MS / 60_000);
  const lines = [
    `🔐 Here is your way into ${escapeHtml(c.app.appName)} on the web: the button opens <b>${escapeHtml(WEB_PAGES[page].label)}</b>, signed in as ${escapeHtml(user.firstName || 'you')}.`,
    '',
    `It works once, for ${minutes} minutes. Don't forward it: whoever opens it could sign in as you. Send /web again for a new one.`,
  ];
  if (!user.email) {
    lines.push('', 'Want to sign in without me next time? Add an email and password on your Profile page.');
  }
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: new InlineKeyboard().url('🌐 Open on the web', webSignInUrl(c.app.appUrl, link.token)),
  });
}

webLinkFeature.command('web', async (c) => {
  const page = webPageOf(c.match);
  if (c.chat.type !== 'private') {
    await c.reply('🔐 Sign-in links are personal, so I send them in a private chat. Tap below, then Start.', {
      reply_markup: new InlineKeyboard().url('🌐 Get my link', webDeepLink(c, page)),
    });
    return;
  }
  await sendWebLink(c, page);
});
