/**
 * The admin's preview of a prayer on each channel, built by the same functions the delivery engine
 * sends with (Telegram's `dailyDeliveryHtml`, Slack's `personalPrayerMessage` and
 * `channelPrayerPost`), so the preview cannot drift from what people receive. The composition root
 * gives it to the web server (which never imports the bot). The words around the prayer (heading,
 * group line, buttons, count) are in the preview's language, as its readers would get them (decision 246).
 */
import type { PrayerPreviewBuilder } from '@dps/core/admin/prayer-preview';
import { dailyDeliveryHtml } from '../telegram/daily-message';
import { channelPrayerPost, personalPrayerMessage } from '../slack/blocks/prayer-post';
import { wordsFor } from '../slack/slack-language';

export const buildPrayerPreview: PrayerPreviewBuilder = (p) => {
  // Buttons carry a prayer id; the preview's is a placeholder (the buttons are shown, not used).
  const prayer = {
    id: 1,
    title: p.title,
    content: p.content,
    scripture: p.scripture,
    scriptureReference: p.scriptureReference,
  };
  const language = p.language ? { language: p.language } : {};
  return {
    web: p,
    telegram: {
      privateChat: dailyDeliveryHtml({ localDate: p.date, prayer, target: '1', ...language }),
      group: dailyDeliveryHtml({ localDate: p.date, prayer, target: '-1', ...language }),
    },
    slack: slackPreview(p, prayer),
  };
};

/** Slack's DM and channel post, in the preview's language. */
function slackPreview(p: Parameters<PrayerPreviewBuilder>[0], prayer: Parameters<typeof channelPrayerPost>[1]) {
  const words = wordsFor(p.language);
  const dm = personalPrayerMessage(words, prayer, p.date);
  const channel = channelPrayerPost(words, prayer, p.date, 0);
  return { dm: { text: dm.text, blocks: dm.blocks }, channel: { text: channel.text, blocks: channel.blocks } };
}
