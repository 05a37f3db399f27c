import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, GrammyError } from 'grammy';
import { startFakeTelegram, type FakeTelegram } from './fake-telegram-server';
import { parseTelegramHtml } from './telegram-html';

let fake: FakeTelegram;
let api: Api;
beforeAll(async () => {
  fake = await startFakeTelegram();
  api = new Api(fake.token, { apiRoot: fake.apiRoot });
});
afterAll(() => fake.close());

const err = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof GrammyError) return { code: e.error_code, description: e.description, parameters: e.parameters };
    throw e;
  }
  throw new Error('expected a Bot API error');
};

describe('the fake Bot API server', () => {
  it('answers getMe and parses HTML into text and entities, refusing what Telegram refuses', async () => {
    expect(await api.getMe()).toMatchObject({ id: 123456, is_bot: true, username: 'daily_prayer_test_bot' });
    const m = await api.sendMessage(1, '<b>Hi</b> &amp; <i>welcome</i> &lt;3', { parse_mode: 'HTML' });
    expect(m).toMatchObject({
      text: 'Hi & welcome <3',
      entities: [
        { type: 'bold', offset: 0, length: 2 },
        { type: 'italic', offset: 5, length: 7 },
      ],
    });
    expect(await err(api.sendMessage(1, 'a <script> b', { parse_mode: 'HTML' }))).toMatchObject({
      code: 400,
      description: 'Bad Request: can\'t parse entities: Unsupported start tag "script" at byte offset 2',
    });
    expect(await err(api.sendMessage(1, 'x'.repeat(4097)))).toMatchObject({
      code: 400,
      description: 'Bad Request: message is too long',
    });
    expect(
      await err(
        api.sendMessage(1, 'hi', {
          reply_markup: { inline_keyboard: [[{ text: 'x', callback_data: 'y'.repeat(65) }]] },
        }),
      ),
    ).toMatchObject({
      description: 'Bad Request: BUTTON_DATA_INVALID',
    });
  });

  it('accepts form bodies as well as JSON, and refuses a wrong token and an unknown method', async () => {
    const form = await fetch(`${fake.apiRoot}/bot${fake.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        chat_id: '5',
        text: 'form <b>body</b>',
        parse_mode: 'HTML',
        reply_markup: JSON.stringify({ inline_keyboard: [[{ text: 'A', callback_data: 'a' }]] }),
      }),
    });
    expect(await form.json()).toMatchObject({
      ok: true,
      result: { text: 'form body', reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a' }]] } },
    });
    expect((await fetch(`${fake.apiRoot}/bot1:wrong/getMe`, { method: 'POST' })).status).toBe(401);
    expect(
      await (await fetch(`${fake.apiRoot}/bot${fake.token}/flyToTheMoon`, { method: 'POST' })).json(),
    ).toMatchObject({ ok: false, error_code: 404 });
  });

  it('long-polls: waits for an update, honours the offset, and ends an older poll with 409', async () => {
    const first = api.getUpdates({ offset: 0, timeout: 5 });
    await new Promise((r) => setTimeout(r, 50));
    const id = fake.sendText(fake.user(), 'hello');
    const [u] = await first;
    expect(u).toMatchObject({ update_id: id, message: { text: 'hello' } });
    expect(await api.getUpdates({ offset: id + 1, timeout: 0 })).toEqual([]);
    const older = err(api.getUpdates({ offset: id + 1, timeout: 5 }));
    await new Promise((r) => setTimeout(r, 50));
    const newer = api.getUpdates({ offset: id + 1, timeout: 0 });
    expect(await older).toMatchObject({ code: 409 });
    expect(await newer).toEqual([]);
  });

  it('injects 429 with retry_after, 403 blocked and 500, per method and chat, and enforces a global rate', async () => {
    fake.fail({ method: 'sendMessage', chatId: 9, status: 429, retryAfter: 7 });
    expect(await err(api.sendMessage(9, 'x'))).toMatchObject({ code: 429, parameters: { retry_after: 7 } });
    expect(await api.sendMessage(9, 'x')).toMatchObject({ text: 'x' });
    fake.block(10);
    expect(await err(api.sendMessage(10, 'x'))).toMatchObject({
      code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
    fake.fail({ method: 'sendMessage', status: 500, times: 2 });
    expect(await err(api.sendMessage(11, 'x'))).toMatchObject({ code: 500 });
    expect(await err(api.sendMessage(12, 'x'))).toMatchObject({ code: 500 });
    expect(await api.sendMessage(12, 'x')).toBeTruthy();
    fake.messagesPerSecond = 3;
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < 3; i++) await api.sendMessage(20 + i, 'x');
    expect(await err(api.sendMessage(30, 'x'))).toMatchObject({ code: 429, parameters: { retry_after: 1 } });
    fake.messagesPerSecond = undefined;
  });

  it('refuses an edit that changes nothing, as Telegram does', async () => {
    const m = await api.sendMessage(40, 'same', {
      reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a' }]] },
    });
    expect(
      await err(
        api.editMessageReplyMarkup(40, m.message_id, {
          reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a' }]] },
        }),
      ),
    ).toMatchObject({
      code: 400,
      description: expect.stringMatching(/^Bad Request: message is not modified/),
    });
  });
});

describe('parseTelegramHtml', () => {
  it('decodes entities and nests tags, offsets in UTF-16 units', () => {
    expect(parseTelegramHtml('🙏 <b>Pray &amp; <i>rest</i></b>')).toEqual({
      text: '🙏 Pray & rest',
      entities: [
        { type: 'bold', offset: 3, length: 11 },
        { type: 'italic', offset: 10, length: 4 },
      ],
    });
    expect(() => parseTelegramHtml('<b>open')).toThrow(/Can't find end tag/);
    expect(parseTelegramHtml('<a href="https://x.test/?a=1&amp;b=2">x</a>').entities).toEqual([
      { type: 'text_link', offset: 0, length: 1, url: 'https://x.test/?a=1&b=2' },
    ]);
  });

  it('answers getChatMember and getChatAdministrators as Telegram does, and sends chat_member updates', async () => {
    const group = fake.group('Circle');
    const ann = fake.user({ first_name: 'Ann' });
    const bo = fake.user({ first_name: 'Bo' });
    // Never in the group: 'left'; someone Telegram never saw: "user not found".
    expect(await api.getChatMember(group.id, ann.id)).toMatchObject({ status: 'left', user: { id: ann.id } });
    expect(await err(api.getChatMember(group.id, 424242))).toMatchObject({
      code: 400,
      description: 'Bad Request: user not found',
    });
    // Writing in the group makes one a member; admins are listed with their status.
    fake.sendText(ann, 'hello', { chat: group });
    expect(await api.getChatMember(group.id, ann.id)).toMatchObject({ status: 'member' });
    fake.setMemberStatus(group, bo, 'creator');
    expect(await api.getChatAdministrators(group.id)).toEqual([{ status: 'creator', user: bo, is_anonymous: false }]);
    fake.chatMember(group, ann, 'member', 'kicked', bo);
    expect(await api.getChatMember(group.id, ann.id)).toMatchObject({ status: 'kicked', until_date: 0 });
    fake.leaveGroup(group, bo);
    expect(await api.getChatMember(group.id, bo.id)).toMatchObject({ status: 'left' });
    const updates = (await api.getUpdates({ offset: 0, timeout: 0 })) as any[];
    const change = updates.find((u) => u.chat_member)!.chat_member;
    expect(change).toMatchObject({
      chat: { id: group.id },
      from: { id: bo.id },
      old_chat_member: { status: 'member', user: { id: ann.id } },
      new_chat_member: { status: 'kicked', user: { id: ann.id }, until_date: 0 },
    });
    expect(updates.find((u) => u.message?.left_chat_member)!.message.left_chat_member).toMatchObject({ id: bo.id });
  });
});
