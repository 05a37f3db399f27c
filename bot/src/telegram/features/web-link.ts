/**
 * A way into the web from Telegram (decision 200): `/web [page]` and `t.me/<bot>?start=web_<page>`
 * answer, in the private chat only, with a button that opens the web signed in as this chat's
 * person (ten minutes, one use). In a group the link would sign in whoever tapped it, so a group
 * gets a button to the private chat instead, and every web link the bot posts in a group is such
 * a deep link (`webDeepLink`).
 */
import { Composer, InlineKeyboard } from 'grammy';
import { createWebSignInLink } from '@dps/core/accounts/create-web-sign-in-link';
import { WEB_PAGES, WEB_SIGN_IN_LINK_TTL_MS, webPageOf, webSignInUrl, type WebPage } from '@dps/core/accounts/web-sign-in-links';
import type { BotContext } from '../bot-context';
import { privateChatUrl } from '../conversations';

export const webLinkFeature = new Composer<BotContext>();

/** The deep link that asks the bot, in a private chat, for a sign-in link to `page`. */
export const webDeepLink = (c: BotContext, page: WebPage) => privateChatUrl(c, `web_${page}`);

/** Reply in the private chat with a one-use sign-in button for `page`. */
export async function sendWebLink(c: BotContext, page: WebPage): Promise<void> {
  const { user } = await c.app.person();
  const { rich, t } = await c.app.words();
  const link = await createWebSignInLink(c.app.core, {
    provider: 'telegram',
    subject: String(c.from!.id),
    next: WEB_PAGES[page].path,
  });
  const minutes = Math.round(WEB_SIGN_IN_LINK_TTL_MS / 60_000);
  const lines = [
    rich('telegramAccount.web.intro', {
      appName: c.app.appName,
      page: t(`telegramAccount.web.pages.${page}`),
      name: user.firstName || t('telegramAccount.web.you'),
    }),
    '',
    rich('telegramAccount.web.once', { minutes }),
  ];
  if (!user.email) {
    lines.push('', rich('telegramAccount.web.addEmail'));
  }
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: new InlineKeyboard().url(t('telegramAccount.web.open'), webSignInUrl(c.app.appUrl, link.token)),
  });
}

webLinkFeature.command('web', async (c) => {
  const page = webPageOf(c.match);
  if (c.chat.type !== 'private') {
    const { t } = await c.app.words();
    await c.reply(t('telegramAccount.web.privateOnly'), {
      reply_markup: new InlineKeyboard().url(t('telegramAccount.web.getLink'), webDeepLink(c, page)),
    });
    return;
  }
  await sendWebLink(c, page);
});
