/**
 * The planning rule of one reminder a day (decision 222), on PGlite and (TEST_DATABASE_URL) PostgreSQL,
 * clock pinned: a person with Telegram and email, 07:00 in Berlin. The scheduler-level story with the
 * fakes is scripts/integration/one-reminder-a-day.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { notifications } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { getEmailReminderRecipient } from '../reminders/email-recipient';
import { createUser } from '../accounts/create-user';
import type { Ctx } from '../context';
import { updateSettings } from '../settings/update-settings';
import { claimDeliveries } from './claim-deliveries';
import type { DeliveryChannel } from './delivery-types';
import { planDueDeliveries } from './plan-due-deliveries';
import { recordDeliveryResults } from './record-delivery-results';
import { registerTelegramChat } from './register-telegram-chat';
import { failureReason, fallbackLine } from './reminder-notes';

let h: DbHandle;
let ctx: Ctx;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
});
afterAll(() => h.close());

let chat = 880_000;
async function person(settings: Parameters<typeof updateSettings>[1] = {}, emailConfirmed = true) {
  const u = await createUser(ctx, {
    email: `p${chat}@example.com`,
    emailConfirmed,
    firstName: 'Pia',
    timeZone: 'Europe/Berlin',
  });
  await updateSettings(
    { ...ctx, userId: u.id, timeZone: 'Europe/Berlin' },
    { dailyReminders: true, reminderTime: '07:00', emailReminders: true, ...settings },
  );
  const chatId = chat++;
  await registerTelegramChat(ctx, { chatId, type: 'private', userId: u.id });
  return { userId: u.id, telegram: String(chatId), email: String(u.id) };
}

/** 07:00:30 in Berlin (UTC+2 in May) on `date`, plus `minutes`. */
const at = (date: string, minutes = 0) => new Date(Date.parse(`${date}T05:00:30Z`) + minutes * 60_000);

async function planned(channel: DeliveryChannel, now: Date, targets: string[], running?: DeliveryChannel[]) {
  const due = await planDueDeliveries(ctx, { now, channel, ...(running ? { running } : {}) });
  return due.filter((d) => targets.includes(d.target));
}

async function send(channel: DeliveryChannel, now: Date, target: string, status: 'sent' | 'gone', error?: string) {
  const items = await planned(channel, now, [target]);
  const [d] = await claimDeliveries(ctx, { now, channel, items });
  await recordDeliveryResults(ctx, {
    now,
    channel,
    results: [{ id: d!.id, attempts: d!.attempts, status, ...(error ? { error } : {}) }],
  });
}

describe('one reminder a day: planning', () => {
  it('the primary alone is planned; the email waits while Telegram can still take it, and never comes once Telegram sent it', async () => {
    const p = await person();
    const now = at('2026-05-04');
    expect((await planned('telegram', now, [p.telegram])).length).toBe(1);
    expect(await planned('email', now, [p.email])).toEqual([]);
    await send('telegram', now, p.telegram, 'sent');
    expect(await planned('email', at('2026-05-04', 10), [p.email])).toEqual([]);
  });

  it('a channel with no sender running never holds the reminder up: without a Telegram sender the email is first', async () => {
    const p = await person();
    expect((await planned('email', at('2026-05-05'), [p.email], ['email', 'web_push'])).length).toBe(1);
    expect(await planned('email', at('2026-05-05'), [p.email])).toEqual([]);
  });

  it('Telegram gone for good: the email is planned in the next round, with why', async () => {
    const p = await person();
    await send('telegram', at('2026-05-06'), p.telegram, 'gone', '403: Forbidden: bot was blocked by the user');
    expect((await planned('email', at('2026-05-06', 1), [p.email])).length).toBe(1);
    expect(fallbackLine('telegram', 'email', '403: Forbidden: bot was blocked by the user')).toBe(
      'Telegram could not reach you (the bot was blocked), so this came by email.',
    );
    expect(fallbackLine('telegram', 'email', '403: Forbidden: bot was blocked by the user', 'es')).toBe(
      'Telegram no pudo llegarte (el bot estaba bloqueado), así que esto te llegó por correo.',
    );
  });

  it('the order is theirs: email first, Telegram waits; changing the order after a send sends nothing more', async () => {
    const p = await person({ reminderOrder: ['email', 'telegram'] });
    const now = at('2026-05-07');
    expect(await planned('telegram', now, [p.telegram])).toEqual([]);
    await send('email', now, p.email, 'sent');
    await updateSettings(
      { ...ctx, userId: p.userId, timeZone: 'Europe/Berlin' },
      { reminderOrder: ['telegram', 'email'] },
    );
    expect(await planned('telegram', at('2026-05-07', 5), [p.telegram])).toEqual([]);
  });

  it('an address not confirmed gets no reminder mail: the reminder goes where it can, and mail waits for the link (decision 279)', async () => {
    const p = await person({ reminderOrder: ['email', 'telegram'] }, false);
    const now = at('2026-05-09');
    expect(await planned('email', now, [p.email], ['email'])).toEqual([]);
    expect((await planned('telegram', now, [p.telegram])).length).toBe(1);
    expect(await getEmailReminderRecipient(ctx, p.userId)).toBeNull();
  });

  it('every channel wanted: both are planned', async () => {
    const p = await person({ reminderEveryChannel: true });
    const now = at('2026-05-08');
    expect((await planned('telegram', now, [p.telegram])).length).toBe(1);
    expect((await planned('email', now, [p.email])).length).toBe(1);
  });

  it("a reminder sent puts today's prayer on the bell once, in the person's language", async () => {
    const en = await person({ reminderOrder: ['email', 'telegram'] });
    const es = await person({ reminderOrder: ['email', 'telegram'], language: 'es' });
    const now = at('2026-05-08');
    await send('email', now, en.email, 'sent');
    await send('email', now, es.email, 'sent');
    const bell = async (userId: number) =>
      (await h.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((n) => n.kind === 'prayer_ready')
        .map((n) => [n.title, n.refKey]);
    expect(await bell(en.userId)).toEqual([['Today’s prayer is ready', 'prayer:2026-05-08']]);
    expect(await bell(es.userId)).toEqual([['La oración de hoy está lista', 'prayer:2026-05-08']]);
  });

  it('plain words for each permanent failure the senders report', () => {
    expect(
      [
        '403: Forbidden: bot was blocked by the user',
        '403: Forbidden: bot was kicked from the group chat',
        'smtp 550',
        '410: push service',
        'account_inactive',
        'user_disabled',
        'network: ECONNRESET',
      ].map((e) => failureReason(e)),
    ).toEqual([
      'the bot was blocked',
      'the chat is no longer there',
      'the mail was refused',
      'this browser no longer takes them',
      'the app is no longer in your Slack workspace',
      'your Slack account cannot take messages',
      'it did not answer',
    ]);
  });
});
