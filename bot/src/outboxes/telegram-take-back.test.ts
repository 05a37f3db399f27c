/**
 * Taking a request back takes it back in Telegram (decision 180), with the real
 * grammY bot and the real Bot API client against the fake Bot API: a request shared with /request
 * in a group is deleted from the group when its author deletes it, makes it private or deletes
 * their account; one older than Telegram's 48 hours is edited instead; a failure is retried, and
 * a restart (a new sender) loses nothing; the logs never carry the request's words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { chatTakeBacks, identities, requestCircles } from '@dps/db/schema';
import { deleteAccount } from '@dps/core/accounts/delete-account';
import { actor } from '@dps/core/test/context';
import { deleteUserPrayer } from '@dps/core/user-prayers/delete-user-prayer';
import { updateUserPrayer } from '@dps/core/user-prayers/update-user-prayer';
import { startBotHarness, type BotHarness } from '../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../test/fake-telegram-server';
import { createChatTakeBacks } from './chat-take-back-outbox';
import { TAKEN_BACK_TEXT } from '../telegram/take-back-send';

let t: BotHarness;
let group: TgChat;
let api: Api;

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T05:00:00Z' });
  group = t.fake.group('Morning Prayer');
  api = new Api(t.fake.token, { apiRoot: t.fake.apiRoot });
});
afterAll(() => t.stop());
beforeEach(() => t.fake.clearFaults());

const authorOf = async (u: TgUser) => {
  const [row] = await t.db.db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  return actor(t.ctx, row!.userId, 'UTC');
};

/** A member shares `words` with /request in the group; the bot's message there. */
async function share(member: TgUser, words: string): Promise<{ msg: TgMessage; requestId: number }> {
  const ex = await t.say(member, `/request ${words}`, { chat: group });
  const msg = ex.replies.find((m) => m.text?.includes(words))!;
  expect(msg, 'the request is in the group').toBeDefined();
  const [copy] = await t.db.db
    .select()
    .from(chatTakeBacks)
    .where(eq(chatTakeBacks.messageId, String(msg.message_id)));
  return { msg, requestId: copy!.requestId! };
}

const inGroup = (m: TgMessage) => t.fake.message(group.id, m.message_id);
const deletions = () => t.fake.succeeded('deleteMessage').length;

describe('a request taken back leaves the Telegram group', () => {
  it('deleted by its author: the message is deleted from the group, and its ids are not kept', async () => {
    const ann = t.fake.user({ first_name: 'Ann' });
    const { msg, requestId } = await share(ann, 'Healing for my sister Ruth');
    const takeBacks = createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 });

    // Still shared: nothing to take back.
    expect(await takeBacks.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(inGroup(msg)?.text).toContain('Healing for my sister Ruth');

    await deleteUserPrayer(await authorOf(ann), { prayerId: requestId });
    const before = deletions();
    expect(await takeBacks.runOnce()).toEqual({ done: 1, failed: 0 });
    expect(deletions()).toBe(before + 1);
    expect(t.fake.succeeded('deleteMessage').at(-1)!.params).toMatchObject({
      chat_id: group.id,
      message_id: msg.message_id,
    });
    expect(inGroup(msg)).toBeUndefined();
    expect(
      await t.db.db
        .select()
        .from(chatTakeBacks)
        .where(eq(chatTakeBacks.messageId, String(msg.message_id))),
    ).toEqual([]);
  });

  it('made private: the message is deleted from the group', async () => {
    const ben = t.fake.user({ first_name: 'Ben' });
    const { msg, requestId } = await share(ben, 'Work for my brother');
    // Shared with everyone, then back to only its author: out of the group's circle too (as
    // the web's audience change does: decision 280), and not public.
    await t.press(ben, inGroup(msg)!, `wall_all:${requestId}`);
    await t.db.db.delete(requestCircles).where(eq(requestCircles.requestId, requestId));
    await updateUserPrayer(await authorOf(ben), {
      prayerId: requestId,
      title: 'Prayer request',
      content: 'Work for my brother',
      isPublic: false,
    });
    await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce();
    expect(inGroup(msg)).toBeUndefined();
  });

  it('an edit that keeps it shared leaves the message where it is', async () => {
    const cal = t.fake.user({ first_name: 'Cal' });
    const { msg, requestId } = await share(cal, 'Peace in our town');
    await updateUserPrayer(await authorOf(cal), {
      prayerId: requestId,
      title: 'Prayer request',
      content: 'Peace in our town, now',
      isPublic: true,
    });
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 0,
      failed: 0,
    });
    expect(inGroup(msg)?.text).toContain('Peace in our town');
  });

  it('the account deleted: every request it shared leaves the group', async () => {
    const dee = t.fake.user({ first_name: 'Dee' });
    const a = await share(dee, 'Strength for the week');
    const b = await share(dee, 'A safe journey home');
    await deleteAccount(await authorOf(dee), { recentSignIn: true });
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 2,
      failed: 0,
    });
    expect(inGroup(a.msg)).toBeUndefined();
    expect(inGroup(b.msg)).toBeUndefined();
  });

  it('older than Telegram lets a bot delete (48 hours): edited to say it was taken back, words and button gone', async () => {
    const eve = t.fake.user({ first_name: 'Eve' });
    const { msg, requestId } = await share(eve, 'Comfort for the Nguyen family');
    t.fake.ageMessage(group.id, msg.message_id, 49 * 3600);
    await deleteUserPrayer(await authorOf(eve), { prayerId: requestId });
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 1,
      failed: 0,
    });
    const now = inGroup(msg)!;
    expect(now.text).toBe(`🙏 ${TAKEN_BACK_TEXT}`);
    expect(now.reply_markup?.inline_keyboard ?? []).toEqual([]);
    expect(JSON.stringify(now)).not.toContain('Nguyen');
  });

  it('a failure is retried later, and a restart loses nothing; the logs never carry the words', async () => {
    const fay = t.fake.user({ first_name: 'Fay' });
    const { msg, requestId } = await share(fay, 'My secret struggle with debt');
    await deleteUserPrayer(await authorOf(fay), { prayerId: requestId });

    t.fake.fail({ method: 'deleteMessage', status: 500 });
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 0,
      failed: 1,
    });
    expect(inGroup(msg)?.text).toContain('secret struggle');
    // Not due again before its backoff.
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 0,
      failed: 0,
    });

    // "Restart": a new sender, a minute later, finds the copy in the database.
    t.ctx.clock.set(new Date(t.ctx.clock.now().getTime() + 61_000).toISOString());
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 1,
      failed: 0,
    });
    expect(inGroup(msg)).toBeUndefined();

    const logged = JSON.stringify(t.log.entries);
    expect(logged).toContain('chat_take_back_failed');
    expect(logged).not.toContain('secret struggle');
  });

  it('a group that removed the bot: given up on, not retried forever', async () => {
    const gil = t.fake.user({ first_name: 'Gil' });
    const { msg, requestId } = await share(gil, 'Rain for the farms');
    await deleteUserPrayer(await authorOf(gil), { prayerId: requestId });
    t.fake.fail({ method: 'deleteMessage', status: 403, description: 'Forbidden: bot was kicked from the group chat' });
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 0,
      failed: 1,
    });
    const [copy] = await t.db.db
      .select()
      .from(chatTakeBacks)
      .where(eq(chatTakeBacks.messageId, String(msg.message_id)));
    expect(copy).toMatchObject({ status: 'dead' });
    t.ctx.clock.set(new Date(t.ctx.clock.now().getTime() + 3_600_000).toISOString());
    expect(await createChatTakeBacks({ ctx: t.ctx, telegram: api, pauseMs: 0 }).runOnce()).toEqual({
      done: 0,
      failed: 0,
    });
  });
});
