/**
 * The admin's preview (decision 165): a prayer as web, Telegram and Slack will show it. The shapes live
 * here (browser-safe: types and a zod schema only); the bot builds the Telegram and Slack parts with
 * the very functions its senders use (bot/src/preview/prayer-preview.ts), and the composition root
 * hands that builder to the web server, which never imports the bot (decision 165).
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { isoDate } from '../time/iso-date';
import { issue } from '../validate';

export const ZPrayerPreviewInput = z.object({
  title: z.string().trim().max(200).default(''),
  content: z.string().trim().max(10_000).default(''),
  scripture: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null),
  scripture_reference: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  date: isoDate(issue('invalidDateSpec')),
  /** The language of the channels' words around the prayer (decision 246); absent: the admin's own. */
  language: z.enum(LANGUAGES).optional(),
});
export type TPrayerPreviewInput = z.input<typeof ZPrayerPreviewInput>;

export interface PreviewPrayer {
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  /** The local date it is for, 'YYYY-MM-DD'. */
  date: string;
  /** The language of the bots' words around it (heading, buttons, count line); absent: English. */
  language?: Language | undefined;
}

/** A Slack message as the Web API receives it (Block Kit blocks, kept opaque here). */
export interface PreviewSlackMessage {
  text: string;
  blocks: unknown[];
}

export interface PrayerPreview {
  web: PreviewPrayer;
  /** Telegram HTML (parse_mode HTML), exactly what sendMessage gets: a private chat, and a group. */
  telegram: { privateChat: string; group: string };
  /** Slack: the personal DM and the channel post. */
  slack: { dm: PreviewSlackMessage; channel: PreviewSlackMessage };
}

/** May load the bots' formatting modules on first use (the composition root imports them lazily). */
export type PrayerPreviewBuilder = (prayer: PreviewPrayer) => PrayerPreview | Promise<PrayerPreview>;
