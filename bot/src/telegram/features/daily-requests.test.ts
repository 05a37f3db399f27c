/**
 * The requests of a person's groups in their daily Telegram message, and a group's one line
 * (decisions 300, 302), through the real grammY bot and scheduler against the fake Bot API, on a
 * real database with a pinned clock, in English and Spanish. Set PRINT_TRANSCRIPT=1 to print them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { identities } from '@dps/db/schema';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { circleRequest } from '@dps/core/circles/rotation/circle-fixtures';
import { APP_URL, buttonData, buttons, render, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgUser } from '../../../test/fake-telegram-server';
import { createTelegramSender } from '../delivery-sender';
import { startScheduler } from '../../sending/start-scheduler';

let t: BotHarness;
let scheduler: ReturnType<typeof startScheduler>;
let ana: TgUser;
let sofia: TgUser;
let ben: TgUser;
let group: TgChat;
let circleId: number;

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-05-04T06:00:00Z' }); // Monday 07:00 in London
  ana = t.fake.user({ first_name: 'Ana', language_code: 'en' });
  sofia = t.fake.user({ first_name: 'Sofía', language_code: 'es' });
  ben = t.fake.user({ first_name: 'Ben', language_code: 'en' });
  group = t.fake.group('Home group');
  t.fake.setMemberStatus(group, ana, 'administrator');
  for (const u of [ana, sofia, ben]) {
    await t.say(u, '/start');
    await t.say(u, '/timezone Europe/London');
  }
  await t.say(ana, '/remind 08:00');
  await t.say(sofia, '/remind 08:00');
  await t.say(ana, '/remind 09:00', { chat: group });
  for (const u of [ana, sofia, ben])
    circleId = await recordCircleMembership(t.ctx, {
      circle: { channel: 'telegram', target: String(group.id), title: 'Home group' },
      userId: await userIdOf(u),
      isMember: true,
    });
  scheduler = startScheduler({
    ctx: t.ctx,
    senders: [
      createTelegramSender({ ctx: t.ctx, api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }), appUrl: APP_URL }),
    ],
    cron: false,
  });
});
afterAll(async () => {
  await scheduler.stop();
  if (process.env.PRINT_TRANSCRIPT) console.log(`\n${t.transcript.join('\n\n')}\n`);
  await t.stop();
});

describe("a group's requests in the daily Telegram message", () => {
  it('carries the least-prayed requests with "I prayed", in English and in Spanish', async () => {
    const benId = await userIdOf(ben);
    t.ctx.clock.set('2026-05-03T18:00:00Z');
    await circleRequest(t.ctx, { userId: benId, circleId, title: "Ben's mother's surgery" });
    t.ctx.clock.set('2026-05-03T19:00:00Z');
    await circleRequest(t.ctx, { userId: benId, circleId, title: 'A new job', isAnonymous: true });
    t.ctx.clock.set('2026-05-04T07:00:00Z'); // 08:00 in London
    await scheduler.runDue();

    const morning = t.fake.lastMessage(ana.id)!;
    t.transcript.push(`(Ana's daily message)\n${render(morning)}`);
    expect(morning.text).toContain('🤝 Pray for your group today');
    expect(morning.text).toContain("• Ben's mother's surgery — Ben\nNo one has prayed for this yet.");
    expect(morning.text).toContain('• A new job — asked anonymously\nNo one has prayed for this yet.');
    expect(buttons(morning)).toEqual([
      '🙏 Pray',
      '❤️ Save',
      '✍️ Reflect',
      '📤 Share',
      "🙏 I prayed: Ben's mother's surgery",
      '🙏 I prayed: A new job',
    ]);

    const spanish = t.fake.lastMessage(sofia.id)!;
    t.transcript.push(`(Sofía's daily message)\n${render(spanish)}`);
    expect(spanish.text).toContain('🤝 Ora hoy por tu grupo');
    // Ana's picks count as being prayed for: Sofía gets the same two (there are only two), still none prayed.
    expect(spanish.text).toContain("• Ben's mother's surgery — Ben\nNadie ha orado por esto todavía.");
    expect(spanish.text).toContain('• A new job — pedido de forma anónima');
    expect(buttons(spanish)).toContain("🙏 Oré: Ben's mother's surgery");

    // Ben's own message (he has none set) and nobody outside the group got a word of it.
    expect(t.transcript.join('\n')).not.toContain('outsider');
  });

  it('"I prayed" counts on the wall\'s count and marks only that button, keeping the prayer\'s', async () => {
    const morning = t.fake.lastMessage(ana.id)!;
    const tap = await t.press(ana, morning, buttonData(morning, "🙏 I prayed: Ben's mother's surgery"));
    expect(tap.answer).toMatchObject({ text: 'Thank you for praying 🙏' });
    expect(buttons(tap.edits[0])).toEqual([
      '🙏 Pray',
      '❤️ Save',
      '✍️ Reflect',
      '📤 Share',
      "✅ Prayed: Ben's mother's surgery",
      '🙏 I prayed: A new job',
    ]);
    // Praying the day's prayer afterwards keeps the request rows.
    const after = t.fake.message(ana.id, morning.message_id)!;
    const prayed = await t.press(ana, after, buttonData(after, '🙏 Pray'));
    expect(buttons(prayed.edits[0])).toContain("✅ Prayed: Ben's mother's surgery");
    expect(buttons(prayed.edits[0])).toContain('🙏 I prayed: A new job');

    const spanish = t.fake.lastMessage(sofia.id)!;
    const again = await t.press(sofia, spanish, buttonData(spanish, "🙏 Oré: Ben's mother's surgery"));
    expect(again.answer).toMatchObject({ text: 'Gracias por orar 🙏' });
  });

  it("puts one line for the group in the group's post: the least-prayed request, anonymous without a name", async () => {
    t.ctx.clock.set('2026-05-04T08:00:00Z'); // 09:00 in London
    await scheduler.runDue();
    const post = t.fake.lastMessage(group.id)!;
    t.transcript.push(`(the group's post)\n${render(post)}`);
    // The surgery has two prayers today, counted from tomorrow on; today both start at none: the oldest.
    expect(post.text).toContain("🤝 Also today: pray for Ben's mother's surgery (asked by Ben)");
    t.ctx.clock.set('2026-05-05T08:00:00Z');
    await scheduler.runDue();
    const next = t.fake.lastMessage(group.id)!;
    expect(next.message_id).not.toBe(post.message_id);
    expect(next.text).toContain('🤝 Also today: pray for A new job');
    expect(next.text).not.toContain('asked by');
  });
});
