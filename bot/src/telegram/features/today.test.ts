import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { completions, favorites, identities, prayers } from '@dps/db/schema';
import { getStreak } from '@dps/core/progress/get-streak';
import { startBotHarness, buttonData, buttons, type BotHarness } from '../../../test/bot-harness';
import type { TgMessage, TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
let scheduledId: number;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
  const [p] = await t.db.db
    .insert(prayers)
    .values({
      kind: 'daily',
      date: '2026-09-15',
      title: 'Peace <in> the Storm',
      content: 'Lord, calm the storm in me & around me.\n\nTeach me to rest in you.',
      scripture: '“Peace I leave with you; my peace I give to you.”',
      scriptureReference: 'John 14:27',
    })
    .returning();
  scheduledId = p!.id;
});
afterAll(() => t.stop());

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

describe('/today and its buttons', () => {
  let gil: TgUser;
  let msg: TgMessage;

  it('shows the prayer of the day with its scripture and reference, escaped, with four buttons', async () => {
    gil = t.fake.user({ first_name: 'Gil' });
    await t.say(gil, '/timezone Europe/London');
    const { replies } = await t.say(gil, '/today');
    msg = replies[0]!;
    expect(msg.text).toBe(
      [
        "🙏 Today's Prayer · Tuesday, September 15, 2026",
        '',
        'Peace <in> the Storm',
        '',
        'Lord, calm the storm in me & around me.',
        '',
        'Teach me to rest in you.',
        '',
        '“Peace I leave with you; my peace I give to you.”',
        '— John 14:27',
      ].join('\n'),
    );
    expect(msg.entities).toEqual(
      expect.arrayContaining([
        { type: 'bold', offset: msg.text!.indexOf('Peace <in>'), length: 'Peace <in> the Storm'.length },
        {
          type: 'blockquote',
          offset: msg.text!.indexOf('“Peace'),
          length: '“Peace I leave with you; my peace I give to you.”'.length,
        },
        { type: 'italic', offset: msg.text!.indexOf('John 14:27'), length: 'John 14:27'.length },
      ]),
    );
    expect(buttons(msg)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '📤 Share']);
  });

  it('🙏 Pray records the prayer and turns the button into ✅ Prayed in place', async () => {
    const ex = await t.press(gil, msg, buttonData(msg, '🙏 Pray'));
    expect(ex.answer).toMatchObject({ text: 'Prayer Completed! 🙏' });
    expect(ex.replies).toEqual([]);
    expect(ex.edits).toHaveLength(1);
    msg = t.fake.message(msg.chat.id, msg.message_id)!;
    expect(buttons(msg)).toEqual(['✅ Prayed', '❤️ Save', '✍️ Reflect', '📤 Share']);
    const userId = await userIdOf(gil);
    expect(
      await t.db.db
        .select({ d: completions.localDate, s: completions.source, z: completions.timeZone })
        .from(completions)
        .where(eq(completions.userId, userId)),
    ).toEqual([{ d: '2026-09-15', s: 'telegram', z: 'Europe/London' }]); // a chat prays in the settings' zone (decision 221)
    // It counts in the web app's streak (the same core).
    expect(await getStreak({ ...t.ctx, userId, timeZone: 'Europe/London' })).toEqual({ streak: 1, bestStreak: 1 });
  });

  it('a second tap says it is already done and changes nothing (no "not modified" error surfaces)', async () => {
    const ex = await t.press(gil, msg, buttonData(msg, '✅ Prayed'));
    expect(ex.answer).toMatchObject({ text: 'Already prayed today ✅' });
    expect(await t.db.db.$count(completions, eq(completions.userId, await userIdOf(gil)))).toBe(1);
    expect(t.log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('❤️ Save saves to favorites and shows ❤️ Saved, keeping ✅ Prayed', async () => {
    const ex = await t.press(gil, msg, buttonData(msg, '❤️ Save'));
    expect(ex.answer).toMatchObject({ text: 'Saved! ❤️' });
    msg = t.fake.message(msg.chat.id, msg.message_id)!;
    expect(buttons(msg)).toEqual(['✅ Prayed', '❤️ Saved', '✍️ Reflect', '📤 Share']);
    expect(
      await t.db.db.$count(
        favorites,
        and(eq(favorites.userId, await userIdOf(gil)), eq(favorites.prayerId, scheduledId)),
      ),
    ).toBe(1);
    // /today now shows both states from the database.
    const again = (await t.say(gil, '/today')).replies[0]!;
    expect(buttons(again)).toEqual(['✅ Prayed', '❤️ Saved', '✍️ Reflect', '📤 Share']);
  });

  it('📤 Share sends the share text (title, quoted scripture, reference, "Shared from") with a share link', async () => {
    const ex = await t.press(gil, msg, buttonData(msg, '📤 Share'));
    const share = ex.replies[0]!;
    expect(share.text).toBe(
      [
        '📤 Forward this message, or tap the button to share it:',
        '',
        'Peace <in> the Storm',
        '',
        '"Peace I leave with you; my peace I give to you." - John 14:27',
        '',
        'Shared from Daily Prayer & Scripture',
      ].join('\n'),
    );
    const url = new URL(share.reply_markup!.inline_keyboard![0]![0]!.url!);
    expect(url.origin + url.pathname).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe('https://prayer.example');
    expect(url.searchParams.get('text')).toContain('Shared from Daily Prayer & Scripture');
  });

  it('a button for a prayer that no longer exists answers with a popup, once', async () => {
    const [gone] = await t.db.db.insert(prayers).values({ kind: 'library', title: 'Gone', content: 'x' }).returning();
    const fakeMsg = (await t.say(gil, '/today')).replies[0]!;
    await t.db.db.delete(prayers).where(eq(prayers.id, gone!.id));
    const ex = await t.press(gil, fakeMsg, `pray:${gone!.id}`);
    expect(ex.answer).toMatchObject({ text: 'Prayer not found.', show_alert: true });
    expect(ex.replies).toEqual([]);
  });
});

describe('forged buttons: a prayer that is not published yet (decision 071)', () => {
  let mae: TgUser;
  let futureId: number;
  let pastId: number;
  let msg: TgMessage;

  beforeAll(async () => {
    const [f] = await t.db.db
      .insert(prayers)
      .values({ kind: 'daily', date: '2026-09-20', title: 'Scheduled for the 20th', content: 'Not for reading yet' })
      .returning();
    futureId = f!.id;
    const [p] = await t.db.db.insert(prayers).values({ kind: 'daily', date: '2026-09-14', title: 'Yesterday', content: 'x' }).returning();
    pastId = p!.id;
    mae = t.fake.user({ first_name: 'Mae' });
    msg = (await t.say(mae, '/today')).replies[0]!;
  });

  it('Pray, Save, Share and Reflect with its id (any client can send any callback data) answer "Prayer not found." and do nothing', async () => {
    const userId = await userIdOf(mae);
    for (const data of [`pray:${futureId}`, `save:${futureId}`, `share:${futureId}`, `reflect:${futureId}`]) {
      const ex = await t.press(mae, msg, data);
      expect(ex.answer, data).toMatchObject({ text: 'Prayer not found.', show_alert: true });
      expect(ex.replies, data).toEqual([]);
      expect(ex.edits, data).toEqual([]);
    }
    expect(await t.db.db.$count(completions, eq(completions.userId, userId))).toBe(0);
    expect(await t.db.db.$count(favorites, eq(favorites.userId, userId))).toBe(0);
    expect(t.transcript.join('\n')).not.toContain('Not for reading yet');
    expect(t.transcript.join('\n')).not.toContain('Scheduled for the 20th');
    // The deep link that starts a reflection on it, too.
    const deep = await t.say(mae, `/start reflect_${futureId}`);
    expect(deep.replies.map((r) => r.text)).toEqual(['Prayer not found.']);
  });

  it("yesterday's prayer cannot be prayed today: the streak does not move", async () => {
    const ex = await t.press(mae, msg, `pray:${pastId}`);
    expect(ex.answer).toMatchObject({
      text: "Only today's prayer can be marked as prayed. Open today's prayer to pray it.",
      show_alert: true,
    });
    expect(await t.db.db.$count(completions, eq(completions.userId, await userIdOf(mae)))).toBe(0);
    // Saving and sharing a past prayer is fine: it was published.
    expect((await t.press(mae, msg, `save:${pastId}`)).answer).toMatchObject({ text: 'Saved! ❤️' });
  });

  it('on its day, the same buttons work', async () => {
    t.ctx.clock.set('2026-09-20T12:00:00Z');
    try {
      const today = (await t.say(mae, '/today')).replies[0]!;
      expect(today.text).toContain('Scheduled for the 20th');
      expect((await t.press(mae, today, `pray:${futureId}`)).answer).toMatchObject({ text: 'Prayer Completed! 🙏' });
    } finally {
      t.ctx.clock.set('2026-09-15T12:00:00Z');
    }
  });
});
