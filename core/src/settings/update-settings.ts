import { z } from 'zod';
import { userSettings } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { zTimeOfDay } from '../time/parse-time-of-day';
import { ZSpokenTimeZone } from '../time/resolve-zone';
import { sql } from 'drizzle-orm';
import { BIBLE_VERSION_IDS, BIBLE_VERSIONS, DEFAULT_VERSION, type BibleVersionId } from '../scripture/versions';
import { issue, parseInput } from '../validate';
import { ZReminderOrder } from '../rules/reminder-order';
import { LANGUAGES } from '@dps/db/content/languages';
import { settingsFields, TEXT_SIZES, THEMES, type Settings } from './user-settings';

const BAD_REMINDER_TIME = issue('reminderTime');

export const ZUpdateSettingsInput = z
  .strictObject(
    {
      notifications: z.boolean().optional(),
      dailyReminders: z.boolean().optional(),
      /** As people say it ('8am', '19:30', 'noon'); stored 'HH:MM'. */
      reminderTime: zTimeOfDay(BAD_REMINDER_TIME).optional(),
      /** As people say it ('berlin', 'EST', 'Europe/Berlin'); stored canonical (resolve-zone.ts, decision 060). */
      timeZone: ZSpokenTimeZone.optional(),
      theme: z.enum(THEMES, { error: issue('chooseTheme') }).optional(),
      textSize: z.enum(TEXT_SIZES, { error: issue('chooseTextSize') }).optional(),
      emailReminders: z
        .boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'emailReminders' }) })
        .optional(),
      telegramReminders: z
        .boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'telegramReminders' }) })
        .optional(),
      slackReminders: z
        .boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'slackReminders' }) })
        .optional(),
      reminderOrder: ZReminderOrder.optional(),
      reminderEveryChannel: z
        .boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'reminderEveryChannel' }) })
        .optional(),
      bibleVersion: z.enum(BIBLE_VERSION_IDS, { error: issue('unknownBibleVersion') }).optional(),
      language: z.enum(LANGUAGES, { error: issue('chooseLanguage') }).optional(),
      awayVisibleToLeaders: z
        .boolean({ error: issue('mustBeTrueOrFalse', undefined, { field: 'awayVisibleToLeaders' }) })
        .optional(),
    },
    {
      error: (i) =>
        i.code === 'unrecognized_keys'
          ? issue('unknownSetting', undefined, { keys: i.keys.join(', ') })
          : issue('invalidSettings'),
    },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update.');
export type TUpdateSettingsInput = z.input<typeof ZUpdateSettingsInput>;

/**
 * Change any subset of the 14 settings in ZUpdateSettingsInput (reminderTime stored 'HH:MM',
 * timeZone IANA); other keys are refused. Choosing a zone marks it confirmed. Returns the settings
 * as now saved.
 */
export async function updateSettings(ctx: ActorCtx, input: TUpdateSettingsInput): Promise<Settings> {
  const data = parseInput(ZUpdateSettingsInput, input);
  const changes = {
    ...(data.notifications !== undefined && { notifications: data.notifications }),
    ...(data.dailyReminders !== undefined && { dailyReminders: data.dailyReminders }),
    ...(data.reminderTime !== undefined && { reminderTime: data.reminderTime }),
    ...(data.timeZone !== undefined && { timeZone: data.timeZone, timeZoneConfirmed: true }),
    ...(data.theme !== undefined && { theme: data.theme }),
    ...(data.textSize !== undefined && { textSize: data.textSize }),
    ...(data.emailReminders !== undefined && { emailReminders: data.emailReminders }),
    ...(data.telegramReminders !== undefined && { telegramReminders: data.telegramReminders }),
    ...(data.slackReminders !== undefined && { slackReminders: data.slackReminders }),
    ...(data.reminderOrder !== undefined && { reminderOrder: data.reminderOrder }),
    ...(data.reminderEveryChannel !== undefined && { reminderEveryChannel: data.reminderEveryChannel }),
    ...(data.bibleVersion !== undefined && { bibleVersion: data.bibleVersion }),
    ...(data.language !== undefined && { language: data.language }),
    // An answer is also the answer to the one-time question (decision 312): it is not asked again.
    ...(data.awayVisibleToLeaders !== undefined && {
      awayVisibleToLeaders: data.awayVisibleToLeaders,
      awayConsentAskedAt: ctx.clock.now(),
    }),
    updatedAt: ctx.clock.now(),
  };
  // A new language with no version named keeps the person's version when it is in that language,
  // and otherwise moves to the language's own Bible (Spanish → RV1909, English → WEB).
  const followLanguage =
    data.language !== undefined && data.bibleVersion === undefined
      ? {
          bibleVersion: sql<BibleVersionId>`case when ${userSettings.bibleVersion} in (${sql.join(
            BIBLE_VERSIONS.filter((v) => v.language === data.language).map((v) => sql`${v.id}`),
            sql`, `,
          )}) then ${userSettings.bibleVersion} else ${DEFAULT_VERSION[data.language]} end`,
        }
      : {};
  const [row] = await ctx.db
    .insert(userSettings)
    .values({
      userId: ctx.userId,
      ...changes,
      ...(data.language !== undefined &&
        data.bibleVersion === undefined && { bibleVersion: DEFAULT_VERSION[data.language] }),
    })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, ...followLanguage } })
    .returning(settingsFields);
  return row!;
}
