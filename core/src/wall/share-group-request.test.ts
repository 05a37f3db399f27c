import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { recordCircleMembership } from '../circles/record-circle-membership';
import { endChatCircle } from '../circles/end-chat-circle';
import { myChatCircles } from '../circles/my-chat-circles';
import { recordChatMember } from '../circles/record-chat-member';
import { connectIdentity } from '../accounts/connect-identity';
import { findWallItem } from '../rules/wall-item';
import { shareGroupRequest, splitAnonymousRequest } from './share-group-request';
import { listWall } from './list-wall';
import { widenChatRequest } from './widen-chat-request';

describe('splitAnonymousRequest', () => {
  it('takes a leading "anonymous" or "anon" (any case) as the choice, and only the first word', () => {
    expect(splitAnonymousRequest('anonymous Healing for my mother')).toEqual({
      text: 'Healing for my mother',
      isAnonymous: true,
    });
    expect(splitAnonymousRequest('  ANON  Peace\nat home')).toEqual({ text: 'Peace\nat home', isAnonymous: true });
    expect(splitAnonymousRequest('anonymous')).toEqual({ text: '', isAnonymous: true });
    expect(splitAnonymousRequest('Pray for anonymous donors')).toEqual({
      text: 'Pray for anonymous donors',
      isAnonymous: false,
    });
    expect(splitAnonymousRequest('anonymously grateful')).toEqual({ text: 'anonymously grateful', isAnonymous: false });
  });
});

describe('shareGroupRequest', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it('an anonymous request is on the wall as Anonymous, for others and for its author', async () => {
    const ctx = testCtx(h.db);
    const author = actor(ctx, (await makeUser(ctx, { firstName: 'Jairus' })).id);
    const other = actor(ctx, (await makeUser(ctx, { firstName: 'Martha' })).id);
    await shareGroupRequest(author, { text: 'My daughter is ill', source: 'telegram', isAnonymous: true });
    await shareGroupRequest(author, { text: 'Named request', source: 'slack' });
    const items = (await listWall(other, {})).items;
    expect(items.find((i) => i.content === 'My daughter is ill')).toMatchObject({ authorName: 'Anonymous' });
    expect(items.find((i) => i.content === 'Named request')).toMatchObject({ authorName: 'Jairus' });
  });

  it("asked in a group: its circle's current members see it, nobody else; only its author widens it (decisions 280, 293)", async () => {
    const ctx = testCtx(h.db, '2026-12-07T10:00:00Z');
    const author = actor(ctx, (await makeUser(ctx, { firstName: 'Lydia' })).id);
    const member = actor(ctx, (await makeUser(ctx, { firstName: 'Phoebe' })).id);
    const stranger = actor(ctx, (await makeUser(ctx, { firstName: 'Demas' })).id);
    const circle = { channel: 'telegram' as const, target: '-100777', title: 'Philippi' };
    for (const who of [author, member])
      await recordCircleMembership(ctx, { circle, userId: who.userId, isMember: true });
    const request = await shareGroupRequest(author, { text: 'Open hearts by the river', source: 'telegram', circle });
    expect(request).toMatchObject({ isPublic: false, circleId: expect.any(Number) });
    expect(await findWallItem(member, request.id)).toMatchObject({ content: 'Open hearts by the river' });
    expect(await findWallItem(stranger, request.id)).toBeNull();
    expect((await listWall(stranger, {})).items.some((i) => i.id === request.id)).toBe(false);
    expect((await myChatCircles(member)).map((c) => c.title)).toEqual(['Philippi']);

    // A member who is not its author cannot widen it; its author can, once.
    await expect(widenChatRequest(member, { requestId: request.id, to: 'everyone' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      widenChatRequest(author, { requestId: request.id, to: 'circle', circleId: 2_000_000 }),
    ).rejects.toMatchObject({ code: 'forbidden', key: 'notInThatGroup' });
    expect(await widenChatRequest(author, { requestId: request.id, to: 'everyone' })).toMatchObject({ changed: true });
    expect(await widenChatRequest(author, { requestId: request.id, to: 'everyone' })).toMatchObject({ changed: false });
    expect(await findWallItem(stranger, request.id)).toMatchObject({ authorName: 'Lydia' });
  });

  it('the bot leaving the group lets every member go; a chat event is recorded only for a person with an account', async () => {
    const ctx = testCtx(h.db, '2026-12-07T11:00:00Z');
    const author = actor(ctx, (await makeUser(ctx, { firstName: 'Priscilla' })).id);
    const member = actor(ctx, (await makeUser(ctx, { firstName: 'Aquila' })).id);
    await connectIdentity(member, { provider: 'slack', subject: 'T1:U0AQUILA' });
    const circle = { channel: 'slack_channel' as const, target: 'T1:C0TENT' };
    await recordCircleMembership(ctx, { circle, userId: author.userId, isMember: true });
    expect(await recordChatMember(ctx, { circle, provider: 'slack', subject: 'T1:U0AQUILA', isMember: true })).toBe(
      member.userId,
    );
    expect(
      await recordChatMember(ctx, { circle, provider: 'slack', subject: 'T1:U0NOBODY', isMember: true }),
    ).toBeNull();
    const request = await shareGroupRequest(author, { text: 'Tents and travels', source: 'slack', circle });
    expect(await findWallItem(member, request.id)).not.toBeNull();
    expect(await endChatCircle(ctx, circle)).toBe(2);
    expect(await findWallItem(member, request.id)).toBeNull();
    expect(await endChatCircle(ctx, { channel: 'telegram', target: '-1' })).toBe(0);
  });

  it('asked in a private chat: kept for its author alone until they choose', async () => {
    const ctx = testCtx(h.db);
    const author = actor(ctx, (await makeUser(ctx, { firstName: 'Tabitha' })).id);
    const other = actor(ctx, (await makeUser(ctx, { firstName: 'Peter' })).id);
    const request = await shareGroupRequest(author, { text: 'Hands to sew', source: 'telegram', audience: 'only_me' });
    expect(request.isPublic).toBe(false);
    expect(await findWallItem(other, request.id)).toBeNull();
  });
});
