import { z } from 'zod';
import { userSettings } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { isHhMm, isValidTimeZone } from '../time/local-day';
import { parseInput } from '../validate';
import { settingsFields, type Settings } from './user-settings';

const BAD_TIME = 'Please choose a valid reminder time (HH:MM).';

export const ZUpdateSettingsInput = z
  .strictObject(
    {
      notifications: z.boolean().optional(),
      dailyReminders: z.boolean().optional(),
      reminderTime: z.string({ error: BAD_TIME }).trim().refine(isHhMm, BAD_TIME).optional(),
      timeZone: z
        .string({ error: 'Unknown time zone.' })
        .trim()
        .refine(isValidTimeZone, 'Unknown time zone.')
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : 'Invalid settings.',
    },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update.');
export type TUpdateSettingsInput = z.input<typeof ZUpdateSettingsInput>;

/**
 * Change any of notifications, dailyReminders, reminderTime ('HH:MM') and timeZone (IANA); other
 * keys are refused. Choosing a zone marks it confirmed. Returns the settings as now saved.
 */
export async function updateSettings(ctx: ActorCtx, input: TUpdateSettingsInput): Promise<Settings> {
  const data = parseInput(ZUpdateSettingsInput, input);
  const changes = {
    ...(data.notifications !== undefined && { notifications: data.notifications }),
    ...(data.dailyReminders !== undefined && { dailyReminders: data.dailyReminders }),
    ...(data.reminderTime !== undefined && { reminderTime: data.reminderTime }),
    ...(data.timeZone !== undefined && { timeZone: data.timeZone, timeZoneConfirmed: true }),
    updatedAt: ctx.clock.now(),
  };
  const [row] = await ctx.db
    .insert(userSettings)
    .values({ userId: ctx.userId, ...changes })
    .onConflictDoUpdate({ target: userSettings.userId, set: changes })
    .returning(settingsFields);
  return row!;
}
