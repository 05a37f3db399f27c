/**
 * The chats this server offers (GET /api/config, decision 201), as the landing page and Profile
 * show them: only what is configured, each with what it gives, in the person's language.
 */
import type { I18n } from '../i18n/i18n-context';
import type { AppConfig } from './config';

export type ChatOption = {
  key: 'telegram' | 'slack';
  title: string;
  gives: string;
  action: { label: string; href: string } | null;
  /** What to do when there is no button (Slack already in the workspace). */
  hint?: string;
};

/**
 * `connected`: the chats the signed-in person already uses (Profile), named as connected rather
 * than offered: nobody is invited to connect a chat they have connected.
 */
export function chatOptions(
  config: AppConfig | undefined,
  t: I18n['t'],
  connected: ReadonlySet<ChatOption['key']> = new Set(),
): ChatOption[] {
  const out: ChatOption[] = [];
  if (config?.telegramBotUsername) {
    const on = connected.has('telegram');
    out.push({
      key: 'telegram',
      title: on ? t('chats.telegram.connected') : t('chats.telegram.title'),
      gives: on ? t('chats.telegram.connectedGives') : t('chats.telegram.gives'),
      action: {
        label: t('chats.telegram.open'),
        href: `https://t.me/${encodeURIComponent(config.telegramBotUsername)}`,
      },
    });
  }
  if (config?.slackEnabled && connected.has('slack')) {
    out.push({
      key: 'slack',
      title: t('chats.slack.connected'),
      gives: t('chats.slack.connectedGives'),
      action: null,
      hint: t('chats.slack.hint'),
    });
  } else if (config?.slackEnabled) {
    out.push({
      key: 'slack',
      title: config.slackInstallUrl ? t('chats.slack.add') : t('chats.slack.title'),
      gives: t('chats.slack.gives'),
      action: config.slackInstallUrl ? { label: t('chats.slack.add'), href: config.slackInstallUrl } : null,
      ...(config.slackInstallUrl ? {} : { hint: t('chats.slack.hint') }),
    });
  }
  return out;
}
