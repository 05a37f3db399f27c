import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { favorites, prayers, topicNames, topics, userSettings } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx, Ctx } from '../context';
import { BUILT_IN_TOPICS } from './built-in-topics';
import { getTopic } from './get-topic';
import { listTopicPrayers } from './list-topic-prayers';
import { listTopics } from './list-topics';

let h: DbHandle;
let ctx: Ctx;
let ann: ActorCtx;
let ben: ActorCtx;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  ann = actor(ctx, (await makeUser(ctx)).id);
  ben = actor(ctx, (await makeUser(ctx)).id);
});
afterAll(() => h.close());

describe('topics', () => {
  it('lists the six built-in topics in the spec order, matching the fallback constant', async () => {
    const list = await listTopics(ctx);
    expect(list.slice(0, 6).map(({ name, description, icon, color }) => ({ name, description, icon, color }))).toEqual(
      BUILT_IN_TOPICS,
    );
    expect(BUILT_IN_TOPICS.map((t) => t.name)).toEqual(['Hope', 'Peace', 'Wisdom', 'Healing', 'Strength', 'Gratitude']);
    for (const t of list) expect(Object.keys(t).sort()).toEqual(['color', 'description', 'icon', 'id', 'name']);
  });

  it('puts a topic where its sort order says', async () => {
    const [t] = await h.db.insert(topics).values({ name: 'Forgiveness', sortOrder: -1 }).returning();
    expect((await listTopics(ctx))[0]!.id).toBe(t!.id);
  });

  it('gets one topic by id, also from a URL string; not_found for unknown or malformed ids', async () => {
    const [first] = await listTopics(ctx);
    expect(await getTopic(ctx, { topicId: first!.id })).toEqual(first);
    expect(await getTopic(ctx, { topicId: String(first!.id) })).toEqual(first);
    for (const topicId of [9_999_999, 'hope', '1.5', '-1', '', 0, '99999999999']) {
      await expect(getTopic(ctx, { topicId })).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it("lists a topic's prayers with whether I saved each, and nothing of other kinds or topics", async () => {
    const [hope, peace] = await h.db
      .insert(topics)
      .values([{ name: 'T-Hope' }, { name: 'T-Peace' }])
      .returning();
    const [p1, p2] = await h.db
      .insert(prayers)
      .values([
        {
          kind: 'topic',
          topicId: hope!.id,
          title: 'Anchor',
          content: 'c1',
          scripture: 'We have this hope',
          scriptureReference: 'Hebrews 6:19',
        },
        { kind: 'topic', topicId: hope!.id, title: 'Morning hope', content: 'c2' },
        { kind: 'topic', topicId: peace!.id, title: 'Stillness', content: 'c3' },
        { kind: 'daily', topicId: hope!.id, date: '2026-03-10', title: 'Daily, not topic', content: 'c4' },
      ])
      .returning();
    await h.db.insert(favorites).values({ userId: ann.userId, prayerId: p2!.id });

    expect(await listTopicPrayers(ann, { topicId: String(hope!.id) })).toEqual([
      {
        id: p1!.id,
        title: 'Anchor',
        content: 'c1',
        scripture: 'We have this hope',
        scriptureReference: 'Hebrews 6:19',
        isFavorited: false,
        isPrayedToday: false,
      },
      {
        id: p2!.id,
        title: 'Morning hope',
        content: 'c2',
        scripture: null,
        scriptureReference: null,
        isFavorited: true,
        isPrayedToday: false,
      },
    ]);
    expect((await listTopicPrayers(ben, { topicId: hope!.id })).map((p) => p.isFavorited)).toEqual([false, false]);
    const [empty] = await h.db.insert(topics).values({ name: 'T-Empty' }).returning();
    expect(await listTopicPrayers(ann, { topicId: empty!.id })).toEqual([]);
    await expect(listTopicPrayers(ann, { topicId: 9_999_999 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(listTopicPrayers(ann, { topicId: 'x' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a Spanish reader sees the topics by their Spanish names and only the Spanish prayers of a topic that has them', async () => {
    const rosa = actor(ctx, (await makeUser(ctx)).id);
    await h.db.insert(userSettings).values({ userId: rosa.userId, language: 'es' }).onConflictDoUpdate({
      target: userSettings.userId,
      set: { language: 'es' },
    });
    const [esperanza, calma] = await h.db.insert(topics).values([{ name: 'ES-Hope' }, { name: 'ES-Calm' }]).returning();
    await h.db.insert(topicNames).values({ topicId: esperanza!.id, language: 'es', name: 'Esperanza', description: 'Para los días grises' });
    await h.db.insert(prayers).values([
      { kind: 'topic', topicId: esperanza!.id, title: 'Ancla', content: 'es', language: 'es' },
      { kind: 'topic', topicId: esperanza!.id, title: 'Anchor', content: 'en', language: 'en' },
      { kind: 'topic', topicId: calma!.id, title: 'Stillness only in English', content: 'en', language: 'en' },
    ]);

    const mine = await listTopics(rosa);
    expect(mine.find((t) => t.id === esperanza!.id)).toMatchObject({ name: 'Esperanza', description: 'Para los días grises' });
    expect(mine.find((t) => t.id === calma!.id)!.name).toBe('ES-Calm');
    expect((await listTopics(ann)).find((t) => t.id === esperanza!.id)!.name).toBe('ES-Hope');
    expect((await listTopics(ctx, { language: 'es' })).find((t) => t.id === esperanza!.id)!.name).toBe('Esperanza');
    expect((await getTopic(rosa, { topicId: esperanza!.id })).name).toBe('Esperanza');

    expect((await listTopicPrayers(rosa, { topicId: esperanza!.id })).map((p) => p.title)).toEqual(['Ancla']);
    expect((await listTopicPrayers(ann, { topicId: esperanza!.id })).map((p) => p.title)).toEqual(['Anchor']);
    // A topic with no Spanish prayer yet still has something to pray: the English ones.
    expect((await listTopicPrayers(rosa, { topicId: calma!.id })).map((p) => p.title)).toEqual(['Stillness only in English']);
  });
});
