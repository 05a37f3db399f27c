/**
 * `/prayer request` in a DM with the app asks who should see it (decision 332), as Telegram's
 * private /request does: only me, each of my groups, or everyone. The real Bolt app over signed
 * HTTP against the fake Slack Web API, on a real database, in English and Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { userPrayers } from '@dps/db/schema';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { ensureCircle } from '@dps/core/circles/ensure-circle';
import { listWall } from '@dps/core/wall/list-wall';
import { actor } from '@dps/core/test/context';
import { buttonPayload, eventually, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
const CHANNEL = 'C0HOME';

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-12-07T09:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0NOEM', teamId: TEAM, firstName: 'Noemí', tz: 'Europe/Madrid' });
  t.fake.addChannel({ id: CHANNEL, name: 'home-group', isMember: true, creator: 'U0RUTH' });
  t.fake.setChannelMembers(CHANNEL, ['U0BOT', 'U0RUTH', 'U0BOAZ']);
  for (const user of ['U0RUTH', 'U0BOAZ', 'U0NOEM']) {
    const { responseUrl } = await t.command('streak', { user, channel: `D${user.slice(1)}` });
    await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
  }
  const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
  await recordCircleMembership(t.ctx, {
    circle: { channel: 'slack_channel', target: `${TEAM}:${CHANNEL}`, title: '#home-group' },
    userId: ruth.userId,
    isMember: true,
  });
  await ensureCircle(t.ctx, { channel: 'slack_channel', target: `${TEAM}:${CHANNEL}`, title: '#home-group' });
});
afterAll(() => t.close());

type Question = {
  text: string;
  blocks: { type: string; elements?: { action_id: string; value: string; text: { text: string } }[] }[];
};

/** Ask in a DM; the request as saved and the question Slack shows only to its author. */
async function askInDm(user: string, words: string) {
  const { responseUrl } = await t.command(`request ${words}`, { user, channel: `D${user.slice(1)}` });
  const question = (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the question'))
    .body as Question;
  const [request] = await t.h.db.select().from(userPrayers).where(eq(userPrayers.content, words));
  return { question, request: request! };
}

async function tap(user: string, question: Question, label: string) {
  const button = question.blocks[1]!.elements!.find((e) => e.text.text === label)!;
  const responseUrl = t.fake.responseUrl();
  const res = await t.interact(
    buttonPayload({
      actionId: button.action_id,
      value: button.value,
      user,
      channel: `D${user.slice(1)}`,
      ephemeral: true,
      responseUrl,
    }),
  );
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the answer')).body as { text: string };
}

const wallHas = async (words: string, viewer: number) =>
  JSON.stringify(await listWall(actor(t.ctx, viewer, 'UTC'))).includes(words);

describe('/prayer request in a DM', () => {
  it('is kept for its author and asks: only me, each of my groups, or everyone', async () => {
    const { question, request } = await askInDm('U0RUTH', 'Wisdom for a hard talk');
    expect(request.isPublic).toBe(false);
    expect(question.text).toBe(
      '🙏 Your request is saved. Who should see it? Only you, one of your groups, or everyone.',
    );
    expect(question.blocks[1]!.elements!.map((e) => e.text.text)).toEqual([
      '🔒 Only me',
      '👥 #home-group',
      '🌐 Everyone (the prayer wall)',
    ]);
    const boaz = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!.userId;
    expect(await wallHas('Wisdom for a hard talk', boaz)).toBe(false);
    expect((await tap('U0RUTH', question, '🔒 Only me')).text).toBe(
      '🔒 Kept for you alone. You can share it later on the web.',
    );
    expect((await t.h.db.select().from(userPrayers).where(eq(userPrayers.id, request.id)))[0]!.isPublic).toBe(false);
  });

  it('"#home-group" shares it with the channel alone and posts it there as the channel’s own', async () => {
    const { question, request } = await askInDm('U0RUTH', 'Strength for the week');
    t.fake.reset();
    expect((await tap('U0RUTH', question, '👥 #home-group')).text).toBe(
      '👥 Shared with #home-group: only its members can see it.',
    );
    const post = await t.fake.waitFor(
      () => t.fake.callsTo('chat.postMessage').find((c) => c.args.channel === CHANNEL),
      5000,
      'the channel post',
    );
    expect(String(JSON.stringify(post.args.blocks))).toContain('Only this channel can see it');
    const circled = await queryRows<{ n: number }>(
      t.h.db,
      sql`select count(*)::int as n from request_circles where request_id = ${request.id}`,
    );
    expect(Number(circled[0]!.n)).toBe(1);
    const boaz = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!.userId;
    expect(await wallHas('Strength for the week', boaz)).toBe(false);
  });

  it('"Everyone" puts it on the wall; someone else tapping a forged value changes nothing', async () => {
    const { question, request } = await askInDm('U0RUTH', 'Rain for the farms');
    const forged = await tap('U0BOAZ', question, '🌐 Everyone (the prayer wall)');
    expect(forged.text).toBe('Only the person who asked can share this more widely. Thank you for caring 🙏');
    expect((await t.h.db.select().from(userPrayers).where(eq(userPrayers.id, request.id)))[0]!.isPublic).toBe(false);
    expect((await tap('U0RUTH', question, '🌐 Everyone (the prayer wall)')).text).toBe(
      '🌐 Shared with everyone: it is on the prayer wall.',
    );
    const boaz = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0BOAZ' }))!.userId;
    await eventually(async () => ((await wallHas('Rain for the farms', boaz)) ? true : null), 5000, 'on the wall');
  });

  it('in Spanish for a Spanish member with no groups', async () => {
    const noemi = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0NOEM' }))!.userId;
    await t.h.db.execute(sql`update user_settings set language = 'es' where user_id = ${noemi}`);
    const { question } = await askInDm('U0NOEM', 'Por mi hermano');
    expect(question.text).toBe('🙏 Tu petición está guardada. ¿Quién debería verla?');
    expect(question.blocks[1]!.elements!.map((e) => e.text.text)).toEqual([
      '🔒 Solo yo',
      '🌐 Todos (el muro de oración)',
    ]);
    expect((await tap('U0NOEM', question, '🔒 Solo yo')).text).toBe(
      '🔒 Guardada solo para ti. Puedes compartirla más tarde en la web.',
    );
  });
});
