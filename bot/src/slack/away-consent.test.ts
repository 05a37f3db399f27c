/**
 * "May your group's leaders see when you've been away?" in a member's Slack DM with "Yes, they
 * may" / "No" (decisions 312, 330): a tap sets the same setting `/prayer away` does, for the member
 * who taps; a member the app never knew gets an ephemeral and nothing changes. The real Bolt app
 * over signed HTTP and the real outbox sender against the fake Slack Web API, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userSettings } from '@dps/db/schema';
import { addNotification } from '@dps/core/notifications/add-notification';
import { coreText } from '@dps/core/i18n/core-text';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { createNotificationOutbox, type NotificationOutbox } from '../outboxes/notification-outbox';

let t: SlackHarness;
let outbox: NotificationOutbox;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-12-13T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0NOEM', teamId: TEAM, firstName: 'Noemí', tz: 'Europe/Madrid' });
  t.fake.addUser({ id: 'U0ZED', teamId: TEAM, firstName: 'Zed', tz: 'Europe/London' });
  outbox = createNotificationOutbox({
    ctx: t.ctx,
    slack: t.slack.clients,
    appUrl: 'https://prayer.example',
    pauseMs: 0,
  });
});
afterAll(() => t.close());

async function member(user: string): Promise<number> {
  // Her first word to the app makes her account.
  const { responseUrl } = await t.command('notify', { user });
  await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'answer to /prayer notify');
  return (await findSlackMember(t.ctx, { teamId: TEAM, userId: user }))!.userId;
}

type Block = {
  type: string;
  text?: { text: string };
  elements?: { action_id: string; value: string; text: { text: string } }[];
};

async function asked(userId: number, user: string, language: 'en' | 'es' = 'en') {
  const { t: say } = coreText.for(language);
  t.fake.reset();
  await addNotification(t.ctx, {
    userId,
    kind: 'away_consent',
    title: say('weekly.consent.title'),
    body: say('weekly.consent.body'),
    link: '/profile',
    refKey: 'away-consent',
    onRepeat: 'keep',
    fromUserId: null,
  });
  await outbox.runOnce();
  const post = t.fake.callsTo('chat.postMessage').find((c) => c.args.channel === user)!;
  return post.args as { text: string; blocks: Block[] };
}

async function tap(user: string, post: { text: string; blocks: Block[] }, actionId: string, value: string) {
  t.fake.reset();
  const res = await t.interact(
    buttonPayload({
      actionId,
      value,
      user,
      channel: `D${user}`,
      message: { ts: '1765627200.000100', text: post.text, blocks: post.blocks },
    }),
  );
  expect(res.status).toBe(200);
}

const consent = async (userId: number) =>
  (await t.h.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]?.awayVisibleToLeaders ?? false;

describe('the away question in Slack', () => {
  it('comes by DM with two buttons; "Yes, they may" says yes and the buttons go', async () => {
    const ruth = await member('U0RUTH');
    const post = await asked(ruth, 'U0RUTH');
    expect(post.blocks[0]!.text!.text).toContain('🔔 *May your group’s leaders see when you’ve been away?*');
    expect(post.blocks[0]!.text!.text).toContain('tap a button below in Telegram or Slack');
    expect(post.blocks[1]!.elements!.map((e) => [e.action_id, e.value, e.text.text])).toEqual([
      ['away_0', 'yes', 'Yes, they may'],
      ['away_1', 'no', 'No'],
    ]);
    await tap('U0RUTH', post, 'away_0', 'yes');
    const update = await t.fake.waitFor(() => t.fake.callsTo('chat.update')[0], 5000, 'the message answered');
    expect(update.args).toMatchObject({ channel: 'DU0RUTH', blocks: [] });
    expect(String(update.args.text).split('\n').at(-1)).toBe(
      'Thank you. Your groups’ leaders may see when you’ve been away for two weeks.',
    );
    expect(await consent(ruth)).toBe(true);
    await tap('U0RUTH', post, 'away_1', 'no');
    await t.fake.waitFor(() => t.fake.callsTo('chat.update')[0], 5000, 'the second answer');
    expect(await consent(ruth)).toBe(false);
  });

  it('in Spanish for a Spanish member; a member the app never knew changes nothing', async () => {
    const noemi = await member('U0NOEM');
    await t.h.db.execute(sql`update user_settings set language = 'es' where user_id = ${noemi}`);
    const post = await asked(noemi, 'U0NOEM', 'es');
    expect(post.blocks[0]!.text!.text).toContain('toca un botón abajo en Telegram o Slack');
    expect(post.blocks[1]!.elements!.map((e) => e.text.text)).toEqual(['Sí, pueden', 'No']);
    await tap('U0NOEM', post, 'away_0', 'yes');
    const update = await t.fake.waitFor(() => t.fake.callsTo('chat.update')[0], 5000, 'the message answered');
    expect(String(update.args.text).split('\n').at(-1)).toBe(
      'Gracias. Los líderes de tus grupos podrán ver cuándo llevas dos semanas ausente.',
    );
    expect(await consent(noemi)).toBe(true);

    await tap('U0ZED', post, 'away_0', 'yes');
    const said = await t.fake.waitFor(() => t.fake.callsTo('chat.postEphemeral')[0], 5000, 'the ephemeral');
    expect(said.args).toMatchObject({ user: 'U0ZED', text: 'This question was for someone else, so nothing changed.' });
    expect(t.fake.callsTo('chat.update')).toEqual([]);
    expect(await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0ZED' })).toBeNull();
  });
});
