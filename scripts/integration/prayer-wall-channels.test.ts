/**
 * The prayer wall across channels (decisions 150-151), on ONE database:
 * the real web app over HTTP, the real grammY bot against the fake Bot API and the real Bolt app
 * against the fake Slack API. A request shared in a Telegram group or a Slack channel stays in the
 * group (decision 280) until its author shares it with everyone; then it is prayed for from the web;
 * the count is one; the author is told; a private prayer reaches no channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { identities, notifications } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../bot/test/bot-harness';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../bot/test/slack-harness';
import { Browser } from '../../web/test/http-client';
import { signIn } from '../../web/test/sign-in';
import { startTestServer, type TestServer } from '../../web/test/start-test-server';

const NOW = '2026-03-10T12:00:00Z';
let db: DbHandle;
let web: TestServer;
let tg: BotHarness;
let slack: SlackHarness;

beforeAll(async () => {
  db = await createTestDb();
  web = await startTestServer({ db, now: NOW });
  tg = await startBotHarness({ db, now: NOW });
  slack = await startSlackHarness({ db, now: NOW });
});
afterAll(async () => {
  await tg?.stop();
  await slack?.close();
  await web?.close();
  await db?.close();
});

type WallItem = { id: number; content: string; authorName: string; prayedCount: number; prayedByMeToday: boolean };
const wall = async (b: Browser): Promise<WallItem[]> => (await b.get('/api/wall')).body.items;

describe('one wall for the web, Telegram and Slack', () => {
  it('a request shared in a Telegram group and widened by its author is prayed for on the web and in the group: one count, and its author is told', async () => {
    const vic = tg.fake.user({ first_name: 'Vic' });
    const una = tg.fake.user({ first_name: 'Una' });
    const group = tg.fake.group('Home group');
    const msg = (await tg.say(vic, '/request Wisdom for our church council', { chat: group })).replies[0]!;

    // Ann on the web is not in the group: the request is not hers to see until Vic shares it with everyone.
    const ann = new Browser(web.url);
    await signIn(web, ann, { firstName: 'Ann' });
    expect((await wall(ann)).map((i) => i.content)).not.toContain('Wisdom for our church council');
    await tg.press(vic, msg, buttonData(msg, '🌐 Share with everyone too'));
    // Now she sees it on the wall under Vic's name and prays for it.
    const item = (await wall(ann)).find((i) => i.content === 'Wisdom for our church council')!;
    expect(item).toMatchObject({ authorName: 'Vic', prayedCount: 0, prayedByMeToday: false });
    const prayed = await ann.post(`/api/wall/${item.id}/pray`);
    expect(prayed.body).toMatchObject({ counted: true, item: { prayedCount: 1, prayedByMeToday: true } });

    // Una taps in the group: the button shows both prayers.
    const tap = await tg.press(una, msg, buttonData(msg, '🙏 I prayed'));
    expect(buttons(tap.edits[0])).toEqual(['🙏 I prayed · 2']);
    expect((await wall(ann)).find((i) => i.id === item.id)!.prayedCount).toBe(2);

    // Vic's bell: one notification for the day, "2 people".
    const [vicId] = await db.db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(vic.id))));
    const told = await db.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, vicId!.userId), like(notifications.refKey, `prayed:${item.id}:%`)));
    expect(told).toEqual([{ title: '2 people prayed for you today' }]);
  });

  it('a request shared in a Slack channel and widened by its author is prayed for on the web, then in the channel: one count', async () => {
    slack.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
    slack.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'Europe/London' });
    slack.fake.addChannel({ id: 'C0CIRCLE', name: 'prayer-circle', isMember: true });
    await slack.command('request Safe travels for the youth trip', { channel: 'C0CIRCLE', user: 'U0RUTH' });
    const msg = await slack.fake.waitFor(() =>
      slack.fake.messages('C0CIRCLE').find((m) => m.text.startsWith('🙏 Prayer request')),
    );

    const ben = new Browser(web.url);
    await signIn(web, ben, { firstName: 'Ben' });
    expect((await wall(ben)).map((i) => i.content)).not.toContain('Safe travels for the youth trip');
    const widen = msg.blocks!.flatMap((b: any) => b.elements ?? []).find((e: any) => e.action_id === 'wall_widen');
    await slack.interact(
      buttonPayload({
        actionId: 'wall_widen',
        user: 'U0RUTH',
        channel: 'C0CIRCLE',
        value: widen.value,
        message: { ts: msg.ts, text: msg.text, blocks: msg.blocks! },
      }),
    );
    await slack.fake.waitFor(() => slack.fake.callsTo('chat.update').find((c) => c.args.ts === msg.ts));
    const item = (await wall(ben)).find((i) => i.content === 'Safe travels for the youth trip')!;
    expect(item.authorName).toBe('Ruth');
    expect((await ben.post(`/api/wall/${item.id}/pray`)).body.item.prayedCount).toBe(1);

    const value = msg.blocks!.flatMap((b: any) => b.elements ?? []).find((e: any) => e.action_id === 'wall_pray').value;
    await slack.interact(
      buttonPayload({
        actionId: 'wall_pray',
        user: 'U0BOAZ',
        channel: 'C0CIRCLE',
        value,
        message: { ts: msg.ts, text: msg.text, blocks: msg.blocks! },
      }),
    );
    // The redraw after Boaz's tap (the widening redrew it once before).
    const updated = await slack.fake.waitFor(
      () => slack.fake.callsTo('chat.update').filter((c) => c.args.ts === msg.ts)[1],
    );
    expect(JSON.stringify(updated.args.blocks)).toContain('🙏 *2 prayers* offered so far');
    expect((await wall(ben)).find((i) => i.id === item.id)!.prayedCount).toBe(2);
  });

  it('a private prayer written on the web is on no wall: not on the web, not in Telegram, not in Slack', async () => {
    const cy = new Browser(web.url);
    await signIn(web, cy, { firstName: 'Cy' });
    const secret = (
      await cy.post('/api/user/prayers', { title: 'Private', content: 'Known only to God', isPublic: false })
    ).body;
    const other = new Browser(web.url);
    await signIn(web, other);
    expect((await wall(other)).map((i) => i.id)).not.toContain(secret.id);
    expect((await wall(cy)).map((i) => i.id)).not.toContain(secret.id);
    expect((await other.post(`/api/wall/${secret.id}/pray`)).status).toBe(404);

    // Forged "I prayed" buttons for it in Telegram and Slack: refused, nothing of it shown.
    const wes = tg.fake.user({ first_name: 'Wes' });
    const group = tg.fake.group('Forgers');
    const anyMessage = (await tg.say(wes, '/request Something public', { chat: group })).replies[0]!;
    const forgedTg = await tg.press(wes, anyMessage, `wpray:${secret.id}`);
    expect(forgedTg.answer).toMatchObject({ text: 'Prayer request not found.' });
    const responseUrl = slack.fake.responseUrl();
    await slack.interact(
      buttonPayload({
        actionId: 'wall_pray',
        user: 'U0BOAZ',
        channel: 'C0CIRCLE',
        value: String(secret.id),
        message: { ts: '1.1', text: 'x', blocks: [] },
        responseUrl,
      }),
    );
    expect((await slack.fake.waitFor(() => slack.fake.responsesTo(responseUrl)[0])).body.text).toBe(
      'Prayer request not found.',
    );
    expect(JSON.stringify(tg.fake.calls)).not.toContain('Known only to God');
    expect(JSON.stringify(slack.fake.calls)).not.toContain('Known only to God');
  });
});
