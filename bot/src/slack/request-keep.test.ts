/**
 * A request 30 days without its author's word: the question reaches the author's Slack DM with
 * three buttons, in their language, and a tap answers it (decision 321): the real Bolt app over
 * signed HTTP and the real outbox sender against the fake Slack Web API, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { runRequestExpiry } from '@dps/core/circles/expiry/request-expiry';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import type { ActorCtx } from '@dps/core/context';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { createNotificationOutbox, type NotificationOutbox } from '../outboxes/notification-outbox';

const DAY = 86_400_000;
let t: SlackHarness;
let outbox: NotificationOutbox;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York' });
  t.fake.addUser({ id: 'U0NOEM', teamId: TEAM, firstName: 'Noemí', tz: 'Europe/Madrid' });
  outbox = createNotificationOutbox({
    ctx: t.ctx,
    slack: t.slack.clients,
    appUrl: 'https://prayer.example',
    pauseMs: 0,
  });
});
afterAll(() => t.close());

async function member(user: string): Promise<ActorCtx> {
  // Her first word to the app makes her account.
  const { responseUrl } = await t.command('notify', { user });
  await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'answer to /prayer notify');
  const m = await findSlackMember(t.ctx, { teamId: TEAM, userId: user });
  return { ...t.ctx, userId: m!.userId, timeZone: m!.timeZone };
}

type Block = {
  type: string;
  text?: { text: string };
  elements?: { action_id: string; value: string; text: { text: string } }[];
};

async function askedAbout(me: ActorCtx, user: string, title: string) {
  const req = await createUserPrayer(me, { title, content: 'Words only she reads.' });
  await t.h.db.execute(sql`update user_prayers set updated_at = created_at where id = ${req.id}`);
  t.ctx.clock.advance(30 * DAY);
  t.fake.reset();
  await runRequestExpiry(t.ctx);
  await outbox.runOnce();
  const post = t.fake.callsTo('chat.postMessage').find((c) => c.args.channel === user)!;
  return { req, post: post.args as { text: string; blocks: Block[] } };
}

/** A tap on the DM's button, as Slack sends it, and the message as the fake then holds it. */
async function tap(user: string, post: { text: string; blocks: Block[] }, actionId: string, value: string) {
  const res = await t.interact(
    buttonPayload({
      actionId,
      value,
      user,
      channel: `D${user}`,
      message: { ts: '1710072000.000100', text: post.text, blocks: post.blocks },
    }),
  );
  expect(res.status).toBe(200);
  return t.fake.waitFor(() => t.fake.callsTo('chat.update')[0], 5000, 'the message answered');
}

const row = async (id: number) => (await t.h.db.select().from(userPrayers).where(eq(userPrayers.id, id)))[0]!;

describe('the 30-day question in Slack', () => {
  it('comes by DM with three buttons; "Still praying" gives it 30 more days and the buttons go', async () => {
    const ruth = await member('U0RUTH');
    const { req, post } = await askedAbout(ruth, 'U0RUTH', 'For my mother’s surgery');
    expect(post.blocks[0]!.text!.text).toBe(
      '🔔 *Are you still praying for this?*\n“For my mother’s surgery” has had no update for 30 days. Still praying, answered, or archive? If we hear nothing, it will be archived in 7 days.\n' +
        '<https://prayer.example/my-prayers|Open>\n' +
        post.text.split('\n').at(-1),
    );
    expect(post.blocks[1]!.elements!.map((e) => [e.action_id, e.value, e.text.text])).toEqual([
      ['keep_0', `still:${req.id}`, '🙏 Still praying'],
      ['keep_1', `answered:${req.id}`, '✅ Answered'],
      ['keep_2', `archive:${req.id}`, '🗂 Archive'],
    ]);
    const update = await tap('U0RUTH', post, 'keep_0', `still:${req.id}`);
    expect(update.args).toMatchObject({ channel: 'DU0RUTH', blocks: [] });
    expect(String(update.args.text).split('\n').at(-1)).toBe('Still praying: we will ask again in 30 days.');
    expect(await row(req.id)).toMatchObject({ updatedAt: t.ctx.clock.now(), expiryAskedAt: null });
  });

  it('someone else tapping it changes nothing', async () => {
    const boaz = await member('U0BOAZ');
    const { req, post } = await askedAbout(boaz, 'U0BOAZ', 'Harvest');
    t.fake.reset();
    await t.interact(
      buttonPayload({
        actionId: 'keep_2',
        value: `archive:${req.id}`,
        user: 'U0RUTH',
        channel: 'DU0RUTH',
        message: { ts: '1.2', text: post.text, blocks: post.blocks },
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(t.fake.callsTo('chat.update')).toEqual([]);
    expect((await row(req.id)).archivedAt).toBeNull();
  });

  it('in Spanish for a Spanish member; "Archivar" archives it', async () => {
    const noemi = await member('U0NOEM');
    await t.h.db.execute(sql`update user_settings set language = 'es' where user_id = ${noemi.userId}`);
    const { req, post } = await askedAbout(noemi, 'U0NOEM', 'Por mi hermano');
    expect(post.blocks[0]!.text!.text).toContain(
      '*¿Sigues orando por esto?*\n«Por mi hermano» lleva 30 días sin novedades.',
    );
    expect(post.blocks[1]!.elements!.map((e) => e.text.text)).toEqual([
      '🙏 Sigo orando',
      '✅ Respondida',
      '🗂 Archivar',
    ]);
    const update = await tap('U0NOEM', post, 'keep_2', `archive:${req.id}`);
    expect(String(update.args.text).split('\n').at(-1)).toBe('Archivada. Ahora solo tú la ves, en Mis oraciones.');
    expect((await row(req.id)).archivedAt).toEqual(t.ctx.clock.now());
  });
});
