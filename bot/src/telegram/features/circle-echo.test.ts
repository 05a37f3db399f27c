/**
 * "I prayed" on the web redraws a group's own request in its own group (decision 331): everyone in
 * that chat is in the circle, so the copy there shows the new count and keeps its author's "Share
 * with everyone too"; a copy of it in a chat outside its audience is never redrawn. The real grammY
 * bot and the real chat-echo sender against the fake Bot API, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { identities, userPrayers } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { APP_URL, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgUser } from '../../../test/fake-telegram-server';
import { createChatEchoSender } from '../../outboxes/chat-echo-outbox';

let t: BotHarness;
let group: TgChat;
let other: TgChat;
let vic: TgUser;
let una: TgUser;

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

const joinBot = (chat: TgChat, by: TgUser) =>
  t.push({
    my_chat_member: {
      chat,
      from: by,
      date: 0,
      old_chat_member: { status: 'left', user: t.fake.botUser },
      new_chat_member: { status: 'member', user: t.fake.botUser },
    },
  });

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-12-07T09:00:00Z' });
  vic = t.fake.user({ first_name: 'Vic' });
  una = t.fake.user({ first_name: 'Una' });
  group = t.fake.group('Home Group');
  other = t.fake.group('Choir');
  await joinBot(group, vic);
  await joinBot(other, vic);
  for (const u of [vic, una]) await t.say(u, '/start');
});
afterAll(() => t.stop());

describe('a group’s own request redrawn from the web', () => {
  it('shows the new count in its group, keeps "Share with everyone too", and is not redrawn elsewhere', async () => {
    const shared = await t.say(vic, '/request Pray for my exams this week', { chat: group });
    const msg = shared.replies[0]!;
    expect(buttons(msg)).toEqual(['🙏 I prayed', '🌐 Share with everyone too']);
    const [request] = await t.db.db
      .select()
      .from(userPrayers)
      .where(eq(userPrayers.content, 'Pray for my exams this week'));
    expect(request!.isPublic).toBe(false);

    // A copy of it in a chat outside its audience (as if forwarded there by an older build).
    const api = new Api(t.fake.token, { apiRoot: t.fake.apiRoot });
    const stray = await api.sendMessage(other.id, 'a copy');
    await recordChatCopy(t.ctx, {
      kind: 'request',
      itemId: request!.id,
      channel: 'telegram',
      target: String(other.id),
      messageId: String(stray.message_id),
    });

    // Una is in the group and prays on the web.
    const unaId = await userIdOf(una);
    await recordCircleMembership(t.ctx, {
      circle: { channel: 'telegram', target: String(group.id) },
      userId: unaId,
      isMember: true,
    });
    await prayForRequest(actor(t.ctx, unaId, 'UTC'), { requestId: request!.id, source: 'web' });
    const since = t.fake.calls.length;
    await createChatEchoSender({ ctx: t.ctx, telegram: api, appUrl: APP_URL }).runOnce();

    expect(buttons(t.fake.message(group.id, msg.message_id)!)).toEqual([
      '🙏 I prayed · 1',
      '🌐 Share with everyone too',
    ]);
    const edits = t.fake.calls.slice(since).filter((c) => c.method === 'editMessageReplyMarkup');
    expect(edits.map((c) => Number(c.params.chat_id))).toEqual([group.id]);
    expect(buttons(t.fake.message(other.id, stray.message_id)!)).toEqual([]);
  });
});
