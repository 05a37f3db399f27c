/**
 * Notifications by DM in Slack, on unless the member says `/prayer notify off` (decisions 145, 196),
 * and App Home saying the same: the real Bolt app over signed HTTP and the real outbox sender's
 * @slack/web-api client against the fake Slack Web API, on a real database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prayers } from '@dps/db/schema';
import { makeUser } from '@dps/core/test/factories';
import { createReflection } from '@dps/core/reflections/create-reflection';
import { toggleReflectionLike } from '@dps/core/reflections/toggle-like';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import type { ActorCtx } from '@dps/core/context';
import { startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { createNotificationOutbox, type NotificationOutbox } from './notification-outbox';

let t: SlackHarness;
let outbox: NotificationOutbox;
let prayerId: number;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York' });
  outbox = createNotificationOutbox({
    ctx: t.ctx,
    slack: t.slack.clients,
    appUrl: 'https://prayer.example',
    pauseMs: 0,
  });
  prayerId = (await t.h.db.insert(prayers).values({ kind: 'topic', title: 'Slack', content: 'c' }).returning())[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function prayer(text: string, user: string) {
  const { res, responseUrl } = await t.command(text, { user });
  expect(res.status).toBe(200);
  const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`);
  return answer.body as { response_type: string; text: string };
}

async function member(user: string): Promise<ActorCtx> {
  const m = await findSlackMember(t.ctx, { teamId: TEAM, userId: user });
  return { ...t.ctx, userId: m!.userId, timeZone: m!.timeZone };
}

const homeSettings = async (user: string) => {
  t.fake.reset();
  await t.event({ type: 'app_home_opened', user, channel: `D${user}`, tab: 'home' });
  const publish = await t.fake.waitFor(() => t.fake.callsTo('views.publish')[0], 5000, 'App Home');
  const block = (publish.args.view as { blocks: { block_id?: string; text?: { text: string } }[] }).blocks.find(
    (b) => b.block_id === 'home_settings',
  );
  return block!.text!.text;
};

describe('/prayer notify', () => {
  it('a member is told by DM without asking; one who said off gets nothing; App Home says the same', async () => {
    expect(await prayer('notify', 'U0RUTH')).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringMatching(/^🔔 Notifications are on/),
    });
    expect((await prayer('notify off', 'U0BOAZ')).text).toBe(
      '🔕 Notifications by DM are off. `/prayer notify on` turns them on.',
    );
    expect((await prayer('notify maybe', 'U0BOAZ')).text).toBe('Usage: `/prayer notify on` or `/prayer notify off`.');
    expect(await homeSettings('U0RUTH')).toContain('🔔 Notifications by DM: *on*');
    expect(await homeSettings('U0BOAZ')).toContain('🔔 Notifications by DM: *off*');
    t.fake.reset();

    const dee = { ...t.ctx, userId: (await makeUser(t.ctx, { firstName: 'Dee <@U0BOAZ>' })).id, timeZone: 'UTC' };
    const ruthR = await createReflection(await member('U0RUTH'), { prayerId, content: 'Ruth’s', isPublic: true });
    const boazR = await createReflection(await member('U0BOAZ'), { prayerId, content: 'Boaz’s', isPublic: true });
    await toggleReflectionLike(dee, { reflectionId: ruthR.id });
    await toggleReflectionLike(dee, { reflectionId: boazR.id });

    expect(await outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    const posts = t.fake.callsTo('chat.postMessage');
    expect(posts.map((c) => [c.args.channel, c.args.text])).toEqual([
      [
        'U0RUTH',
        `🔔 *Dee &lt;@U0BOAZ&gt; liked your reflection*\n<https://prayer.example/?reflection=${ruthR.id}|Open>\n_\`/prayer notify off\` stops these._`,
      ],
    ]);

    expect((await prayer('notify off', 'U0RUTH')).text).toBe(
      '🔕 Notifications by DM are off. `/prayer notify on` turns them on.',
    );
    expect(await homeSettings('U0RUTH')).toContain('🔔 Notifications by DM: *off*');
  });
});
