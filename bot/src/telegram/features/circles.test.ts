/**
 * A Telegram group's circle kept by the chat itself (decisions 280, 281, 293, 294), with the real
 * grammY bot against the fake Bot API: `chat_member` updates and the join/leave service messages,
 * the bot's own removal, the administrators as leaders, getChatMember behind the checker, and
 * /request's audience in a private chat, in English and Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { circleMembers, circles, identities, requestCircles, userPrayers } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { listWall } from '@dps/core/wall/list-wall';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgUser } from '../../../test/fake-telegram-server';
import { createTelegramMembershipChecker } from '../circle-membership';
import { createCircleMembershipChecker } from '../../circle-membership';

let t: BotHarness;
let group: TgChat;
let ada: TgUser;
let ben: TgUser;
let cy: TgUser;

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]?.userId;

const circleOf = async (chat: TgChat) =>
  (
    await t.db.db
      .select()
      .from(circles)
      .where(and(eq(circles.channel, 'telegram'), eq(circles.target, String(chat.id))))
  )[0];

/** What the circle says of a person: member, leader, or not recorded at all. */
async function standing(chat: TgChat, u: TgUser) {
  const circle = await circleOf(chat);
  const userId = await userIdOf(u);
  if (!circle || !userId) return undefined;
  const [row] = await t.db.db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circle.id), eq(circleMembers.userId, userId)));
  return row ? { isMember: row.isMember, isLeader: row.isLeader } : undefined;
}

const addBot = (chat: TgChat, by: TgUser) =>
  t.push({
    my_chat_member: {
      chat,
      from: by,
      date: 0,
      old_chat_member: { status: 'left', user: t.fake.botUser },
      new_chat_member: { status: 'administrator', user: t.fake.botUser },
    },
  });

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-12-07T09:00:00Z' });
  ada = t.fake.user({ first_name: 'Ada' });
  ben = t.fake.user({ first_name: 'Ben' });
  cy = t.fake.user({ first_name: 'Cy' });
  group = t.fake.group('Home Group');
  // Each has an account (they talked to the bot privately); Cy never did.
  for (const u of [ada, ben]) await t.say(u, '/start');
  t.fake.setMemberStatus(group, ada, 'creator');
  await addBot(group, ada);
});
afterAll(() => t.stop());

describe("a group's circle is the group's own membership", () => {
  it('the creator and administrators with an account are its leaders when the bot is added', async () => {
    expect(t.fake.succeeded('getChatAdministrators')).toHaveLength(1);
    expect(await standing(group, ada)).toEqual({ isMember: true, isLeader: true });
    expect((await circleOf(group))!.title).toBe('Home Group');
  });

  it('joined, promoted, left: each chat_member update is the circle at once; people without an account are not recorded', async () => {
    await t.exchange(t.fake.chatMember(group, ben, 'left', 'member'));
    expect(await standing(group, ben)).toEqual({ isMember: true, isLeader: false });
    await t.exchange(t.fake.chatMember(group, ben, 'member', 'administrator', ada));
    expect(await standing(group, ben)).toEqual({ isMember: true, isLeader: true });
    await t.exchange(t.fake.chatMember(group, ben, 'administrator', 'left'));
    expect(await standing(group, ben)).toEqual({ isMember: false, isLeader: false });
    await t.exchange(t.fake.chatMember(group, ben, 'left', 'member'));
    await t.exchange(t.fake.chatMember(group, ben, 'member', 'kicked', ada));
    expect(await standing(group, ben)).toEqual({ isMember: false, isLeader: false });

    await t.exchange(t.fake.chatMember(group, cy, 'left', 'member'));
    expect(await userIdOf(cy)).toBeUndefined();
  });

  it("a member who leaves stops seeing the group's requests at once; the service messages count too", async () => {
    await t.exchange(t.fake.joinGroup(group, ben));
    expect(await standing(group, ben)).toEqual({ isMember: true, isLeader: false });
    const asked = await t.say(ada, '/request Wisdom for our new pastor', { chat: group });
    const post = asked.replies[0]!;
    const benCtx = actor(t.ctx, (await userIdOf(ben))!, 'UTC');
    const [req] = await t.db.db.select().from(userPrayers).where(eq(userPrayers.content, 'Wisdom for our new pastor'));
    expect(req!.isPublic).toBe(false);
    // Ben prays from the group's post: counted.
    const prayed = await t.press(ben, post, buttonData(post, '🙏 I prayed'));
    expect(prayed.answer).toMatchObject({ text: '🙏 Thank you for praying, Ben.' });

    // Ben leaves (Telegram's service message): at once he is out, and core refuses him the request.
    await t.exchange(t.fake.leaveGroup(group, ben));
    expect(await standing(group, ben)).toEqual({ isMember: false, isLeader: false });
    const { prayForRequest } = await import('@dps/core/wall/pray-for-request');
    await expect(prayForRequest(benCtx, { requestId: req!.id, source: 'web' })).rejects.toMatchObject({
      code: 'not_found',
    });
    // A stranger never saw it: not on the wall.
    expect((await listWall(benCtx)).items.some((i) => i.id === req!.id)).toBe(false);
  });

  it('a linked person who writes in the group is recorded as a member', async () => {
    await t.exchange(t.fake.chatMember(group, ben, 'left', 'member'));
    await t.exchange(t.fake.chatMember(group, ben, 'member', 'left'));
    await t.say(ben, 'Good morning everyone', { chat: group });
    expect(await standing(group, ben)).toEqual({ isMember: true, isLeader: false });
  });

  it('a stale member is re-checked with getChatMember: gone from the group without a word, the checker says so', async () => {
    // Ben left while the bot heard nothing (an update lost): the fake's getChatMember says 'left'.
    t.fake.setMemberStatus(group, ben, 'left');
    const api = new Api(t.fake.token, { apiRoot: t.fake.apiRoot });
    const checker = createCircleMembershipChecker({ telegram: api });
    const ref = { channel: 'telegram' as const, target: String(group.id) };
    expect(await checker.isMember(ref, String(ben.id))).toBe(false);
    expect(await checker.isMember(ref, String(ada.id))).toBe(true);
    // Someone Telegram has never seen: not a member; Slack's circles are not this checker's to say.
    expect(await createTelegramMembershipChecker(api).isMember(ref, '999999')).toBe(false);
    expect(await checker.isMember({ channel: 'slack_channel', target: 'T1:C1' }, 'T1:U1')).toBeNull();
    const calls = t.fake.succeeded('getChatMember').filter((c) => String(c.params.chat_id) === String(group.id));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // What a surface then records (decision 281): out at once.
    await recordCircleMembership(t.ctx, { circle: ref, userId: (await userIdOf(ben))!, isMember: false });
    expect(await standing(group, ben)).toEqual({ isMember: false, isLeader: false });
  });

  it('the bot removed from the group: nobody is a member of its circle any more', async () => {
    const other = t.fake.group('Other Group');
    await addBot(other, ben);
    await t.say(ben, 'hello', { chat: other });
    await t.say(ada, 'hello', { chat: other });
    expect(await standing(other, ben)).toMatchObject({ isMember: true });
    await t.push({
      my_chat_member: {
        chat: other,
        from: ben,
        date: 0,
        old_chat_member: { status: 'member', user: t.fake.botUser },
        new_chat_member: { status: 'kicked', user: t.fake.botUser, until_date: 0 },
      },
    });
    expect(await standing(other, ben)).toMatchObject({ isMember: false });
    expect(await standing(other, ada)).toMatchObject({ isMember: false });
    // The first group is untouched.
    expect(await standing(group, ada)).toMatchObject({ isMember: true });
  });
});

describe('/request in a private chat asks who should see it', () => {
  it('only me / one of my groups / everyone; a group hears it in the group, only its members see it', async () => {
    const asked = await t.say(ada, '/request Peace in my family');
    const question = asked.replies[0]!;
    expect(question.text).toBe(
      '🙏 Your request is saved. Who should see it? Only you, one of your groups, or everyone.',
    );
    expect(buttons(question)).toEqual(['🔒 Only me', '👥 Home Group', '🌐 Everyone (the prayer wall)']);
    const [req] = await t.db.db.select().from(userPrayers).where(eq(userPrayers.content, 'Peace in my family'));
    expect(req!.isPublic).toBe(false);

    // Someone else's forged tap on it changes nothing.
    const forged = await t.press(ben, question, buttonData(question, '🌐 Everyone (the prayer wall)'));
    expect(forged.answer).toMatchObject({ text: 'Prayer request not found.' });

    const chosen = await t.press(ada, question, buttonData(question, '👥 Home Group'));
    expect(chosen.edits[0]!.text).toBe('👥 Shared with Home Group: only its members can see it.');
    const posted = t.fake.lastMessage(group.id)!;
    expect(posted.text).toBe(
      '🙏 Prayer request from Ada\n\nPeace in my family\n\n🔒 Only this group can see it, here and in your groups on the web. Tap 🙏 I prayed when you have prayed for it.',
    );
    expect(buttons(posted)).toEqual(['🙏 I prayed', '🌐 Share with everyone too']);
    const shared = await t.db.db.select().from(requestCircles).where(eq(requestCircles.requestId, req!.id));
    expect(shared.map((r) => r.circleId)).toEqual([(await circleOf(group))!.id]);
    expect((await t.db.db.select().from(userPrayers).where(eq(userPrayers.id, req!.id)))[0]!.isPublic).toBe(false);
  });

  it('only me keeps it for its author; everyone puts it on the wall', async () => {
    const mine = (await t.say(ada, '/request A quiet worry')).replies[0]!;
    const kept = await t.press(ada, mine, buttonData(mine, '🔒 Only me'));
    expect(kept.edits[0]!.text).toBe('🔒 Kept for you alone. You can share it later on the web.');
    const wall = async () => (await listWall(actor(t.ctx, (await userIdOf(ben))!, 'UTC'))).items.map((i) => i.content);
    expect(await wall()).not.toContain('A quiet worry');

    const open = (await t.say(ada, '/request Rain for the farms')).replies[0]!;
    const all = await t.press(ada, open, buttonData(open, '🌐 Everyone (the prayer wall)'));
    expect(all.edits[0]!.text).toBe('🌐 Shared with everyone: it is on the prayer wall.');
    expect(await wall()).toContain('Rain for the farms');
  });

  it('in Spanish, for someone with no group yet', async () => {
    const eva: TgUser = t.fake.user({ first_name: 'Eva', language_code: 'es' });
    const asked = (await t.say(eva, '/request Por mi hermano')).replies[0]!;
    expect(asked.text).toBe('🙏 Tu petición está guardada. ¿Quién debería verla?');
    expect(buttons(asked)).toEqual(['🔒 Solo yo', '🌐 Todos (el muro de oración)']);
    const all = await t.press(eva, asked, buttonData(asked, '🌐 Todos (el muro de oración)'));
    expect(all.edits[0]!.text).toBe('🌐 Compartida con todos: está en el muro de oración.');
  });
});
