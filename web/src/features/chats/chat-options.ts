/**
 * The chats this server offers (GET /api/config, decision 201), as the landing page and Profile
 * show them: only what is configured, each with what it gives.
 */
import type { AppConfig } from '../../types/api';

export type ChatOption = {
  key: 'telegram' | 'slack';
  title: string;
  gives: string;
  action: { label: string; href: string } | null;
  /** What to do when there is no button (Slack already in the workspace). */
  hint?: string;
};

export function chatOptions(config: AppConfig | undefined): ChatOption[] {
  const out: ChatOption[] = [];
  if (config?.telegramBotUsername) {
    out.push({
      key: 'telegram',
      title: 'Get your daily prayer in Telegram',
      gives:
        'The prayer with its scripture each morning, at your time. Pray, save and reflect in the chat; your streak counts everywhere.',
      action: { label: 'Open in Telegram', href: `https://t.me/${encodeURIComponent(config.telegramBotUsername)}` },
    });
  }
  if (config?.slackEnabled) {
    out.push({
      key: 'slack',
      title: config.slackInstallUrl ? 'Add to Slack' : 'Pray together in Slack',
      gives: 'The daily prayer in a channel or by DM, prayer requests your team prays for, and /prayer for the rest.',
      action: config.slackInstallUrl ? { label: 'Add to Slack', href: config.slackInstallUrl } : null,
      ...(config.slackInstallUrl ? {} : { hint: 'In your workspace, type /prayer in any channel.' }),
    });
  }
  return out;
}
