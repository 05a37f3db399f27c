import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { findOrCreateUserByIdentity } from '../accounts/identities';
import { registerTelegramChat } from '../delivery/register-telegram-chat';
import { getReminderChannels } from './reminder-channels';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('where my reminder goes: linked chats', () => {
  it('shows Slack as linked for the person whose Slack identity it is, and for no one else', async () => {
    const ctx = testCtx(h.db);
    // Several people first, so a person's id and their identity's id differ (as they do in production).
    const webOnly = await makeUser(ctx, { firstName: 'Web' });
    await makeUser(ctx, { firstName: 'Other' });
    await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '5550001', firstName: 'Tg' });
    const { user: slackPerson } = await findOrCreateUserByIdentity(ctx, {
      provider: 'slack',
      subject: 'T1:U1',
      firstName: 'Sam',
    });

    const mine = await getReminderChannels(actor(ctx, slackPerson.id), { emailAvailable: false });
    expect(mine.slack).toEqual({ on: true, notify: true });
    expect(mine.telegram).toBeNull();

    const theirs = await getReminderChannels(actor(ctx, webOnly.id), { emailAvailable: false });
    expect(theirs.slack).toBeNull();
  });

  it('shows a Telegram private chat as linked only for its own person', async () => {
    const ctx = testCtx(h.db);
    const a = await makeUser(ctx, { firstName: 'A' });
    const b = await makeUser(ctx, { firstName: 'B' });
    await registerTelegramChat(ctx, { chatId: 990001, type: 'private', userId: b.id });
    expect((await getReminderChannels(actor(ctx, b.id), { emailAvailable: false })).telegram).toEqual({
      on: true,
      notify: true,
    });
    expect((await getReminderChannels(actor(ctx, a.id), { emailAvailable: false })).telegram).toBeNull();
  });
});
