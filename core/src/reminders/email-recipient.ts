import { eq } from 'drizzle-orm';
import { userSettings, users } from '@dps/db/schema';
import type { Ctx } from '../context';

export interface EmailRecipient {
  userId: number;
  email: string;
  firstName: string;
}

/**
 * Where a person's email reminder goes, read at the moment of sending: null when they have no
 * confirmed address or turned email reminders (or reminders altogether) off since the delivery was planned,
 * so a one-click unsubscribe stops even a claim already made that day.
 */
export async function getEmailReminderRecipient(ctx: Ctx, userId: number): Promise<EmailRecipient | null> {
  const [row] = await ctx.db
    .select({
      email: users.email,
      confirmedAt: users.emailConfirmedAt,
      firstName: users.firstName,
      on: userSettings.emailReminders,
      daily: userSettings.dailyReminders,
    })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  // An address not shown to be theirs gets no reminder mail (decision 279).
  if (!row || !row.email || !row.confirmedAt || !row.on || !row.daily) return null;
  return { userId, email: row.email, firstName: row.firstName };
}
