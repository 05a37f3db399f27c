/**
 * A way into the web from every chat (decisions 200-201), on ONE database: a person who only ever used
 * Telegram or Slack asks the bot (the real grammY and Bolt clients against the fakes) for the web,
 * follows the link over real HTTP to the web app and lands on the wall signed in; the same link is
 * refused a second time and after ten minutes. After connecting, the bots offer the daily prayer
 * in one or two taps, and a newcomer from a group's button is asked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { identities, userSettings } from '@dps/db/schema';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { createTestDb } from '@dps/core/test/create-test-db';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../bot/test/bot-harness';
import type { TgMessage } from '../../bot/test/fake-telegram-server';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../bot/test/slack-harness';
import { Browser } from '../../web/test/http-client';
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

/** The sign-in link on a Telegram message's URL button. */
const urlButton = (m: TgMessage | undefined) => (m?.reply_markup?.inline_keyboard ?? []).flat().find((b) => b.url)?.url;
/** A link the bots send is `<APP_URL>/signin-link#TOKEN`: the token never reaches a server in the URL. */
const tokenOf = (url: string) => {
  const u = new URL(url);
  expect(u.pathname).toBe('/signin-link');
  expect(u.search).toBe('');
  return u.hash.slice(1);
};

/** What the /signin-link page does: show whose account, then Continue; then the page it lands on. */
async function follow(b: Browser, token: string) {
  const preview = await b.post('/auth/chat-link/preview', { token });
  const signIn = await b.post('/auth/chat-link', { token });
  return { preview, signIn };
}

describe('a chat-only person opens the web from the bot', () => {
  it('Telegram: /web wall gives a one-use link that lands on the wall signed in; a second use and a late one are refused', async () => {
    const tom = tg.fake.user({ first_name: 'Tom' });
    await tg.say(tom, '/start');
    const { replies } = await tg.say(tom, '/web wall');
    const msg = replies[0]!;
    expect(msg.text).toContain('the button opens the prayer wall, signed in as Tom');
    expect(msg.text).toContain("It works once, for 10 minutes. Don't forward it");
    expect(buttons(msg)).toEqual(['🌐 Open on the web']);
    const url = urlButton(msg)!;
    expect(url.startsWith('https://prayer.example/signin-link#')).toBe(true);
    const token = tokenOf(url);

    const b = new Browser(web.url);
    expect((await b.get('/api/auth/user')).status).toBe(401);
    const { preview, signIn } = await follow(b, token);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ firstName: 'Tom', channel: 'telegram', next: '/wall', signedInAs: null });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({ next: '/wall' });
    // Signed in as Tom, the chat person (no email, no password), and the wall answers.
    const me = await b.get('/api/auth/user');
    expect(me.body).toMatchObject({ firstName: 'Tom', email: null });
    const [tomIdentity] = await db.db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(tom.id))));
    expect(me.body.id).toBe(tomIdentity!.userId);
    expect((await b.get('/api/wall')).status).toBe(200);

    // The same link again, in another browser: refused, and nobody is signed in.
    const again = new Browser(web.url);
    const second = await follow(again, token);
    expect(second.preview.status).toBe(400);
    expect(second.signIn.status).toBe(400);
    expect(second.signIn.body.error).toBe(
      'This sign-in link has expired or was already used. Ask the bot for a new one (/web in Telegram, /prayer web in Slack).',
    );
    expect((await again.get('/api/auth/user')).status).toBe(401);

    // A fresh link, opened eleven minutes later (pinned clock): refused.
    const late = tokenOf(urlButton((await tg.say(tom, '/web')).replies[0])!);
    web.clock.advance(11 * 60 * 1000);
    try {
      const stale = new Browser(web.url);
      expect((await stale.post('/auth/chat-link', { token: late })).body.error).toBe(
        'This sign-in link has expired or was already used. Ask the bot for a new one (/web in Telegram, /prayer web in Slack).',
      );
      expect((await stale.get('/api/auth/user')).status).toBe(401);
    } finally {
      web.clock.set(NOW);
    }

    // Then Tom adds an email and password on Profile, and can sign in without the bot.
    const added = await b.post('/api/user/email-password', {
      email: 'tom@example.test',
      password: 'lamp-unto-my-feet',
    });
    expect(added.body).toMatchObject({ firstName: 'Tom', email: 'tom@example.test' });
    const pw = new Browser(web.url);
    expect((await pw.post('/auth/login', { email: 'tom@example.test', password: 'lamp-unto-my-feet' })).status).toBe(
      200,
    );
  });

  it('Telegram: the groups link a group request carries asks the bot in private, for whoever taps it', async () => {
    const vic = tg.fake.user({ first_name: 'Vic' });
    const group = tg.fake.group('Home group');
    const shared = (await tg.say(vic, '/request Rain for the farms', { chat: group })).replies[0]!;
    // A group's own request links to My groups on the web, where its members see it (decision 293).
    const groupsLink = shared.entities?.find((e) => e.type === 'text_link')?.url;
    expect(groupsLink).toBe(`https://t.me/${tg.bot.botInfo.username}?start=web_groups`);
    // /web in a group never posts a link that would sign in whoever taps it.
    const inGroup = (await tg.say(vic, '/web', { chat: group })).replies[0]!;
    expect(urlButton(inGroup)).toBe(`https://t.me/${tg.bot.botInfo.username}?start=web_today`);
    // Tapping the deep link opens the private chat with "/start web_groups".
    const { replies } = await tg.say(vic, '/start web_groups');
    const b = new Browser(web.url);
    const { signIn } = await follow(b, tokenOf(urlButton(replies[0])!));
    expect(signIn.body).toEqual({ next: '/groups' });
    expect((await b.get('/api/auth/user')).body.firstName).toBe('Vic');
  });

  it('Slack: /prayer web wall answers the member alone with a link that lands on the wall signed in, once', async () => {
    slack.fake.addUser({ id: 'U0ESTHER', teamId: TEAM, firstName: 'Esther', tz: 'America/Chicago' });
    const { responseUrl } = await slack.command('web wall', { user: 'U0ESTHER' });
    const answer = (await slack.fake.waitFor(() => slack.fake.responsesTo(responseUrl)[0], 5000, 'the web link'))
      .body as {
      response_type: string;
      text: string;
      blocks: { elements?: { url?: string; text: { text: string } }[] }[];
    };
    expect(answer.response_type).toBe('ephemeral');
    expect(answer.text).toContain('the button opens the prayer wall, signed in as you. It works once, for 10 minutes');
    const button = answer.blocks[1]!.elements![0]!;
    expect(button.text.text).toBe('🌐 Open on the web');
    const token = tokenOf(button.url!);

    const b = new Browser(web.url);
    const { preview, signIn } = await follow(b, token);
    expect(preview.body).toMatchObject({ firstName: 'Esther', channel: 'slack', next: '/wall' });
    expect(signIn.body).toEqual({ next: '/wall' });
    expect((await b.get('/api/auth/user')).body).toMatchObject({ firstName: 'Esther', email: null });
    expect((await b.get('/api/wall')).status).toBe(200);

    const again = new Browser(web.url);
    expect((await again.post('/auth/chat-link', { token })).body.error).toBe(
      'This sign-in link has expired or was already used. Ask the bot for a new one (/web in Telegram, /prayer web in Slack).',
    );
    const late = await slack.command('web', { user: 'U0ESTHER' });
    const lateAnswer = (await slack.fake.waitFor(() => slack.fake.responsesTo(late.responseUrl)[0]))
      .body as typeof answer;
    web.clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect(
        (await again.post('/auth/chat-link', { token: tokenOf(lateAnswer.blocks[1]!.elements![0]!.url!) })).status,
      ).toBe(400);
    } finally {
      web.clock.set(NOW);
    }
    expect((await again.get('/api/auth/user')).status).toBe(401);
  });

  it("Slack: the group's button on a channel request gives the tapping member their own link to My groups", async () => {
    slack.fake.addUser({ id: 'U0MOSES', teamId: TEAM, firstName: 'Moses', tz: 'Europe/London' });
    slack.fake.addChannel({ id: 'C0CIRCLE', name: 'circle', isMember: true });
    await slack.command('request Peace in our town', { channel: 'C0CIRCLE', user: 'U0MOSES' });
    const post = await slack.fake.waitFor(() =>
      slack.fake.messages('C0CIRCLE').find((m) => m.text.startsWith('🙏 Prayer request')),
    );
    const actions = (post.blocks as { block_id?: string; elements?: { action_id: string; value: string }[] }[]).find(
      (bl) => bl.block_id === 'request_actions',
    )!;
    const wallButton = actions.elements!.find((e) => e.action_id === 'open_web')!;
    expect(wallButton.value).toBe('groups');
    const responseUrl = slack.fake.responseUrl();
    await slack.interact(
      buttonPayload({
        actionId: 'open_web',
        value: 'groups',
        user: 'U0MOSES',
        channel: 'C0CIRCLE',
        message: { ...post, blocks: post.blocks ?? [] },
        responseUrl,
      }),
    );
    const answer = (await slack.fake.waitFor(() => slack.fake.responsesTo(responseUrl)[0])).body as {
      response_type: string;
      blocks: { elements?: { url?: string }[] }[];
    };
    expect(answer.response_type).toBe('ephemeral');
    const b = new Browser(web.url);
    expect((await follow(b, tokenOf(answer.blocks[1]!.elements![0]!.url!))).signIn.body).toEqual({ next: '/groups' });
    expect((await b.get('/api/auth/user')).body.firstName).toBe('Moses');
  });
});

describe('connecting leads somewhere: the daily prayer in one or two taps', () => {
  const settingsOf = async (userId: number) =>
    (await db.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]!;

  it('Telegram: after "Connected!" the bot offers times in the web account\'s zone; one tap turns it on', async () => {
    const ruth = await makeUser(web.ctx, { firstName: 'Ruth', email: 'ruth@example.test', timeZone: 'Europe/London' });
    const { code } = await createLinkCode(actor(web.ctx, ruth.id, 'Europe/London'));
    const tgRuth = tg.fake.user({ first_name: 'Ruth' });
    const asked = (await tg.say(tgRuth, `/start ${code}`)).replies[0]!;
    const connected = await tg.press(tgRuth, asked, buttonData(asked, '✅ Connect'));
    expect(connected.edits[0]!.text).toMatch(/^✅ Connected!/);
    const offer = connected.replies[0]!;
    expect(offer.text).toBe(
      '🔔 Would you like the daily prayer here each day? Tap a time (London time, it is 12:00 PM there now):',
    );
    expect(buttons(offer)).toEqual(['🔔 06:30', '🔔 07:00', '🔔 08:00', '🔔 12:00', '🔔 18:00', '🔔 21:00', 'Not now']);
    const on = await tg.press(tgRuth, offer, buttonData(offer, '🔔 08:00'));
    expect(on.edits[0]!.text).toContain('Daily prayer on: every day at 08:00 (8:00 AM), London time.');
    expect(await settingsOf(ruth.id)).toMatchObject({
      dailyReminders: true,
      reminderTime: '08:00',
      telegramReminders: true,
    });
  });

  it('Telegram: without a zone it asks for a city by name (or a location), then the time: two taps', async () => {
    const ann = await makeUser(web.ctx, { firstName: 'Ann', email: 'ann@example.test' });
    await db.db.update(userSettings).set({ timeZoneConfirmed: false }).where(eq(userSettings.userId, ann.id));
    const { code } = await createLinkCode(actor(web.ctx, ann.id));
    const tgAnn = tg.fake.user({ first_name: 'Ann' });
    const asked = (await tg.say(tgAnn, `/link ${code}`)).replies[0]!;
    const offer = (await tg.press(tgAnn, asked, buttonData(asked, '✅ Connect'))).replies[0]!;
    expect(offer.text).toContain('First, your time zone, so the prayer comes in your morning');
    expect(offer.text).toContain('or just send me the name of your city (for example London or New York)');
    expect(offer.keyboard).toMatchObject({ keyboard: [[{ text: '📍 Share my location', request_location: true }]] });
    const zone = await tg.say(tgAnn, 'Manila');
    expect(zone.replies[0]!.text).toMatch(/^🕰 Time zone set to Manila \(it is 8:00 PM there now\)\.$/);
    const times = zone.replies[1]!;
    expect(times.text).toBe('🔔 Now tap a time for your daily prayer:');
    await tg.press(tgAnn, times, buttonData(times, '🔔 07:00'));
    expect(await settingsOf(ann.id)).toMatchObject({
      timeZone: 'Asia/Manila',
      timeZoneConfirmed: true,
      dailyReminders: true,
      reminderTime: '07:00',
    });
  });

  it('Telegram: a newcomer whose first tap is on a group button is sent to the private chat and asked', async () => {
    const vic = tg.fake.user({ first_name: 'Vic' });
    const una = tg.fake.user({ first_name: 'Una' });
    const group = tg.fake.group('Bible study');
    const shared = (await tg.say(vic, '/request Strength for exams', { chat: group })).replies[0]!;
    const tap = await tg.press(una, shared, buttonData(shared, '🙏 I prayed'));
    expect(tap.answer).toMatchObject({ url: `https://t.me/${tg.bot.botInfo.username}?start=welcome` });
    // Vic (known already) is not sent anywhere.
    const known = await tg.press(vic, shared, buttonData(shared, '🙏 I prayed'));
    expect(known.answer?.url).toBeUndefined();
    const { replies } = await tg.say(una, '/start welcome');
    expect(replies[0]!.text).toBe(
      '👋 Welcome, Una! Your prayers in groups count here too: your streak, your goals, and the web app (/web).',
    );
    expect(replies[1]!.text).toContain('Would you like the daily prayer here each day?');
    expect(replies[1]!.keyboard).toMatchObject({
      keyboard: [[{ text: '📍 Share my location', request_location: true }]],
    });
  });

  it('Slack: after Linked! the member is offered the prayer by DM in their Slack zone; one tap turns it on', async () => {
    slack.fake.addUser({ id: 'U0LYDIA', teamId: TEAM, firstName: 'Lydia', tz: 'Europe/Athens' });
    const lydia = await makeUser(web.ctx, {
      firstName: 'Lydia',
      email: 'lydia@example.test',
      timeZone: 'Europe/Athens',
    });
    const { code } = await createLinkCode(actor(web.ctx, lydia.id, 'Europe/Athens'));
    const asked = await slack.command(`link ${code}`, { user: 'U0LYDIA' });
    const question = (await slack.fake.waitFor(() => slack.fake.responsesTo(asked.responseUrl)[0])).body as {
      blocks: { elements: { action_id: string; value: string }[] }[];
    };
    const connect = question.blocks[1]!.elements[0]!;
    const responseUrl = slack.fake.responseUrl();
    await slack.interact(
      buttonPayload({
        actionId: connect.action_id,
        value: connect.value,
        user: 'U0LYDIA',
        ephemeral: true,
        responseUrl,
      }),
    );
    const [linked, offer] = await slack.fake.waitFor(() => {
      const r = slack.fake.responsesTo(responseUrl);
      return r.length >= 2 ? r : null;
    });
    expect((linked!.body as { text: string }).text).toMatch(/^🔗 Linked!/);
    const o = offer!.body as {
      text: string;
      blocks: { elements?: { action_id: string; value: string; text: { text: string } }[] }[];
    };
    expect(o.text).toBe(
      '🔔 Would you like the daily prayer by DM each day? Tap a time (Athens time, from your Slack profile; `/prayer remind HH:MM` for another).',
    );
    const eight = o.blocks[1]!.elements!.find((e) => e.text.text === '🔔 08:00')!;
    const tapUrl = slack.fake.responseUrl();
    await slack.interact(
      buttonPayload({
        actionId: eight.action_id,
        value: eight.value,
        user: 'U0LYDIA',
        ephemeral: true,
        responseUrl: tapUrl,
      }),
    );
    const done = await slack.fake.waitFor(() => slack.fake.responsesTo(tapUrl)[0]);
    expect((done.body as { text: string }).text).toBe(
      "⏰ Daily reminder on: I'll send you the prayer by DM every day at *08:00* (Athens). `/prayer remind off` stops it.",
    );
    expect(await settingsOf(lydia.id)).toMatchObject({
      dailyReminders: true,
      reminderTime: '08:00',
      slackReminders: true,
    });
  });

  it('Slack: a member whose first contact is a channel button is offered the daily prayer, once', async () => {
    slack.fake.addUser({ id: 'U0AUTHOR', teamId: TEAM, firstName: 'Priscilla', tz: 'Europe/Rome' });
    slack.fake.addUser({ id: 'U0NEW', teamId: TEAM, firstName: 'Aquila', tz: 'Europe/Rome' });
    slack.fake.addChannel({ id: 'C0HOUSE', name: 'house-church', isMember: true });
    await slack.command('request Wisdom for the elders', { channel: 'C0HOUSE', user: 'U0AUTHOR' });
    const post = await slack.fake.waitFor(() =>
      slack.fake.messages('C0HOUSE').find((m) => m.text.startsWith('🙏 Prayer request')),
    );
    const pray = (post.blocks as { block_id?: string; elements?: { action_id: string; value: string }[] }[])
      .find((bl) => bl.block_id === 'request_actions')!
      .elements!.find((e) => e.action_id === 'wall_pray')!;
    const offers = () =>
      slack.fake
        .callsTo('chat.postEphemeral')
        .filter((c) => c.args.user === 'U0NEW' && String(c.args.text).startsWith('🔔 Would you like the daily prayer'));
    await slack.interact(
      buttonPayload({
        actionId: 'wall_pray',
        value: pray.value,
        user: 'U0NEW',
        channel: 'C0HOUSE',
        message: { ...post, blocks: post.blocks ?? [] },
      }),
    );
    await slack.fake.waitFor(() => (offers().length === 1 ? true : null), 5000, 'the offer');
    expect(String(offers()[0]!.args.text)).toContain('(Rome time, from your Slack profile');
    await slack.interact(
      buttonPayload({
        actionId: 'wall_pray',
        value: pray.value,
        user: 'U0NEW',
        channel: 'C0HOUSE',
        message: { ...post, blocks: post.blocks ?? [] },
      }),
    );
    await slack.fake.waitFor(() =>
      slack.fake.callsTo('chat.postEphemeral').filter((c) => c.args.user === 'U0NEW').length >= 3 ? true : null,
    );
    expect(offers()).toHaveLength(1);
  });
});
