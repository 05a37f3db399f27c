/**
 * Which language the Slack app speaks, to whom (decisions 231 and 239):
 * - **a member** (command answers, ephemeral messages, their DM, App Home, modals): their
 *   account's language (`user_settings.language`, one setting on every channel, changed with
 *   `/prayer language es`); someone the product has no account for yet: their Slack locale
 *   (`users.info` with `include_locale`), English when Slack gives none we speak;
 * - **a channel** (the daily post, and what the app posts there for everyone): the channel's own
 *   language, `slack_channel_subscriptions.language`, set from whoever subscribed it and changed
 *   with `/prayer channel language es`; a channel that was never subscribed has no language of
 *   its own, so a message posted there speaks the language of the member whose action posted it.
 * A message redrawn later (a count after a tap) keeps the language it was drawn in: its buttons
 * carry it.
 */
import { zoneName } from '@dps/core/time/zone-display';
import type { WebClient } from '@slack/web-api';
import type { Ctx } from '@dps/core/context';
import { languageOfLocale } from '@dps/core/rules/preferred-language';
import type { Translator } from '@dps/core/i18n/translator';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { getSlackChannelSubscription } from '@dps/core/slack/get-slack-channel-subscription';
import { sayTimeOfDay } from '@dps/core/time/parse-time-of-day';
import { localTime } from '@dps/core/time/local-day';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';
import { botText } from '../i18n/bot-text';

/** What a Slack message is written with: `words.t('slackPost.button.pray')`. */
export type Words = Translator;

export const wordsFor = (language: Language | string | null | undefined): Words => botText.for(language);

/** The language a translator speaks, as one of ours. */
export const languageOf = (words: Words): Language => asLanguage(words.language);

export function asLanguage(value: unknown): Language {
  return LANGUAGES.find((l) => l === value) ?? DEFAULT_LANGUAGE;
}

/** The Intl locale of a language: US English (the web's dates), Spanish. */
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };
export const intlLocale = (words: Words): string => INTL_LOCALES[languageOf(words)];

const utcDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** "Tuesday, March 10, 2026" / "martes, 10 de marzo de 2026" for a local date. */
export function longDate(isoDate: string, words: Words): string {
  return new Intl.DateTimeFormat(intlLocale(words), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(isoDate));
}

/** "Sunday, March 8" / "domingo, 8 de marzo". */
export function weekdayAndDate(isoDate: string, words: Words): string {
  return new Intl.DateTimeFormat(intlLocale(words), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    utcDay(isoDate),
  );
}

/** "Sun" / "dom" for a local date. */
export function shortWeekday(isoDate: string, words: Words): string {
  return new Intl.DateTimeFormat(intlLocale(words), { weekday: 'short', timeZone: 'UTC' }).format(utcDay(isoDate));
}

/** "Sunday" / "domingo" for a weekday number (0 = Sunday). 2023-01-01 was a Sunday. */
export function weekdayName(day: number, words: Words): string {
  return new Intl.DateTimeFormat(intlLocale(words), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** A reminder time as a confirmation says it: '7:30 am', '12:00 noon' (core's words) / '7:30 p. m.'. */
export function spokenTime(hhmm: string, words: Words): string {
  if (languageOf(words) === 'en') return sayTimeOfDay(hhmm);
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  // Some ICU versions put (narrow) no-break spaces in "p. m.": plain ones read the same and match what people type.
  return new Intl.DateTimeFormat(intlLocale(words), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
    .format(new Date(Date.UTC(1970, 0, 1, hh, mm)))
    .replace(/\s/g, ' ');
}

/**
 * 'São Paulo, where it is now 09:09': which zone as people write it (decision 272), and its clock
 * to check it by.
 */
export function zoneNow(timeZone: string, now: Date, words: Words): string {
  return words.t('slackCommands.zoneNow', { zone: zoneName(timeZone, words.language), time: localTime(now, timeZone) });
}

/** A language's name in the reader's language: "Spanish" / "español". */
export function languageName(language: Language, words: Words): string {
  return words.t(`slackCommands.languageName.${language}`);
}

/** A language's name in itself, as a language switcher shows it: "English", "Español". */
export function ownName(language: Language): string {
  return wordsFor(language).t('slackCommands.ownName');
}

/**
 * A member's language: their account's when we know them, else their Slack locale (decision
 * 231: the same rule that gives a new account its language). Never throws: English at worst.
 */
export async function memberLanguage(ctx: Ctx, client: WebClient | null, teamId: string, slackUserId: string): Promise<Language> {
  try {
    const known = await findSlackMember(ctx, { teamId, userId: slackUserId });
    if (known) return known.language;
    if (!client) return DEFAULT_LANGUAGE;
    const info = await client.users.info({ user: slackUserId, include_locale: true });
    return languageOfLocale((info.user as { locale?: string } | undefined)?.locale) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** A channel's own language (its subscription's, active or not), or null for a channel never subscribed. */
export async function channelLanguage(ctx: Ctx, teamId: string, channelId: string): Promise<Language | null> {
  if (channelId.startsWith('D')) return null;
  const sub = await getSlackChannelSubscription(ctx, { teamId, channelId });
  return sub ? sub.language : null;
}
