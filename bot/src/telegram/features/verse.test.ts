/**
 * Scripture in Telegram (decision 212), through the real grammY bot against the
 * local Bot API fake: inline mode (the answerInlineQuery call and its results), /verse in private
 * and in a group, a plain reference in a private chat, a group's ordinary talk left alone, a
 * repeated reference answered once, a long passage cut with a link, and bad references answered
 * with what was not understood. The verse texts are the bundled ones, read through core.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { identities } from '@dps/db/schema';
import { getPassage } from '@dps/core/scripture/get-passage';
import { updateSettings } from '@dps/core/settings/update-settings';
import { APP_URL, startBotHarness, buttons, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
});
afterAll(async () => {
  // The messages as the fake received them, for the report (VERSE_TRANSCRIPT=<file>).
  if (process.env.VERSE_TRANSCRIPT) writeFileSync(process.env.VERSE_TRANSCRIPT, t.transcript.join('\n\n'));
  await t.stop();
});

const BOT = 'daily_prayer_test_bot';
const text = (ref: string, version: 'web' | 'kjv' | 'rv1909' = 'web') =>
  getPassage({ ref, version }).verses.map((v) => v.text);
const JOHN_3_16 = text('John 3:16')[0]!;
const reader = (ref: string, v: string) => `${APP_URL}/bible?ref=${encodeURIComponent(ref)}&v=${v}`;
const urlButton = (m: { reply_markup?: { inline_keyboard?: { text: string; url?: string }[][] } }) =>
  (m.reply_markup?.inline_keyboard ?? []).flat().map((b) => ({ text: b.text, url: b.url }));
const sent = (ex: { calls: { method: string }[] }) => ex.calls.filter((c) => c.method === 'sendMessage').length;

async function identityCount(): Promise<number> {
  const [row] = await t.db.db.select({ n: count() }).from(identities);
  return Number(row!.n);
}

async function chooseVersion(u: TgUser, bibleVersion: 'web' | 'kjv' | 'rv1909'): Promise<void> {
  const [id] = await t.db.db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))));
  await updateSettings({ ...t.ctx, userId: id!.userId, timeZone: 'UTC' }, { bibleVersion });
}

describe('the command menu', () => {
  it('lists /verse with the other commands (setMyCommands)', () => {
    expect(t.fake.commands.map((c) => c.command)).toContain('verse');
    expect(t.fake.commands.find((c) => c.command === 'verse')!.description).toBe('A Bible passage: /verse John 3:16');
  });
});

describe('inline mode: @bot John 3:16 in any chat', () => {
  it('offers the passage in WEB first, then KJV and RV1909, each with its reference, version, text and reader link', async () => {
    const ann = t.fake.user({ first_name: 'Ann' });
    const before = await identityCount();
    const { inline, calls } = await t.typeInline(ann, 'John 3:16', { chatType: 'group' });
    expect(calls.map((c) => c.method)).toEqual(['answerInlineQuery']);
    const p = inline!.params;
    expect(p.cache_time).toBe(300);
    expect(p.is_personal).toBe(true);
    expect(p.results.map((r: { id: string; title: string }) => [r.id, r.title])).toEqual([
      ['web', 'John 3:16 (WEB)'],
      ['kjv', 'John 3:16 (KJV)'],
      ['rv1909', 'Juan 3:16 (RV1909)'],
    ]);
    const [web, kjv, rv] = p.results as Record<string, any>[];
    expect(web!.type).toBe('article');
    expect(web!.description).toBe(JOHN_3_16);
    expect(web!.url).toBe(reader('John 3:16', 'web'));
    expect(web!.input_message_content.parse_mode).toBe('HTML');
    expect(urlButton(web!)).toEqual([{ text: '📖 Read in context', url: reader('John 3:16', 'web') }]);
    // The message each result inserts, as Telegram shows it once chosen.
    expect(inline!.messages[0]!.text).toBe(`📖 John 3:16 (WEB)\n\n${JOHN_3_16}`);
    expect(inline!.messages[0]!.entities).toEqual([{ type: 'bold', offset: 3, length: 'John 3:16'.length }]);
    expect(inline!.messages[1]!.text).toBe(`📖 John 3:16 (KJV)\n\n${text('John 3:16', 'kjv')[0]}`);
    expect(inline!.messages[2]!.text).toBe(`📖 Juan 3:16 (RV1909)\n\n${text('Juan 3:16', 'rv1909')[0]}`);
    expect(urlButton(kjv!)[0]!.url).toBe(reader('John 3:16', 'kjv'));
    expect(urlButton(rv!)[0]!.url).toBe(reader('Juan 3:16', 'rv1909'));
    // Reading public-domain text makes no account.
    expect(await identityCount()).toBe(before);
  });

  it("puts a linked person's own version first", async () => {
    const ben = t.fake.user({ first_name: 'Ben' });
    await t.say(ben, '/start');
    await chooseVersion(ben, 'kjv');
    const { inline } = await t.typeInline(ben, 'Ps 23:1');
    expect(inline!.params.results.map((r: { title: string }) => r.title)).toEqual([
      'Psalm 23:1 (KJV)',
      'Psalm 23:1 (WEB)',
      'Salmo 23:1 (RV1909)',
    ]);
    expect(inline!.messages[0]!.text).toBe(`📖 Psalm 23:1 (KJV)\n\n${text('Psalm 23:1', 'kjv')[0]}`);
  });

  it('gives only the version named in the query, the same for everyone', async () => {
    const cy = t.fake.user({ first_name: 'Cy' });
    const es = await t.typeInline(cy, 'Juan 3:16 RV1909');
    expect(es.inline!.params.is_personal).toBe(false);
    expect(es.inline!.params.results.map((r: { title: string }) => r.title)).toEqual(['Juan 3:16 (RV1909)']);
    const kjv = await t.typeInline(cy, 'John 3:16 KJV');
    expect(kjv.inline!.params.results.map((r: { title: string }) => r.title)).toEqual(['John 3:16 (KJV)']);
  });

  it('answers an empty or unreadable query with no results and a hint, never an error', async () => {
    const di = t.fake.user({ first_name: 'Di' });
    const hints: Record<string, string> = {
      '': 'Type a reference, such as John 3:16',
      '   ': 'Type a reference, such as John 3:16',
      'hello there': 'No passage found yet: try John 3:16',
      'Jerusalem 70': 'No passage found yet: try John 3:16',
      'Jude 5:1': 'Jude has only 1 chapter: there is no chapter 5.',
      'John 3:40': 'John 3 has 36 verses: there is no verse 40.',
      Genesis: '“Genesis” is a whole book. Ask for a chapter, such as Genesis 1.',
      'Tobit 1:1': 'No passage found yet: try John 3:16',
      '<b>John</b> 3:16 & "x"': 'No passage found yet: try John 3:16',
      [`John 3:16 ${'x'.repeat(300)}`]: 'Type a reference, such as John 3:16',
    };
    for (const [query, hint] of Object.entries(hints)) {
      const { inline, calls } = await t.typeInline(di, query);
      expect(calls.every((c) => c.ok)).toBe(true);
      expect(inline!.params.results).toEqual([]);
      expect(inline!.params.button).toEqual({ text: hint, start_parameter: 'verse' });
    }
    expect(t.log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('the hint button opens the private chat on how to ask (/start verse)', async () => {
    const ed = t.fake.user({ first_name: 'Ed' });
    const { replies } = await t.say(ed, '/start verse');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain(`In any chat, type @${BOT} John 3:16 in the message field to share a passage.`);
  });

  it('cuts a long passage to the limit with a link to the rest', async () => {
    const fa = t.fake.user({ first_name: 'Fa' });
    const { inline } = await t.typeInline(fa, 'Psalm 119 WEB');
    const m = inline!.messages[0]!;
    expect(m.text.length).toBeLessThanOrEqual(4096);
    expect(m.text).toMatch(/\n\n✂️ \d+ more verses: read the rest$/);
    expect(m.entities!.at(-1)).toMatchObject({ type: 'text_link', url: reader('Psalm 119', 'web') });
  });
});

describe('/verse and a plain reference', () => {
  let gil: TgUser;
  beforeAll(() => {
    gil = t.fake.user({ first_name: 'Gil' });
  });
  const startGil = () => t.say(gil, '/start');

  it('/verse John 3:16 in a private chat answers with the verse and a reader button', async () => {
    const { replies } = await t.say(gil, '/verse John 3:16');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toBe(`📖 John 3:16 (WEB)\n\n${JOHN_3_16}`);
    expect(urlButton(replies[0]!)).toEqual([
      { text: '📖 Read in context', url: reader('John 3:16', 'web') },
      { text: '🖼 Image', url: undefined },
    ]);
  });

  it("a plain reference in a private chat is answered with the passage, numbered, in the person's version", async () => {
    const ps = text('Psalm 23');
    const { replies } = await t.say(gil, 'Psalm 23');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toBe(`📖 Psalm 23 (WEB)\n\n${ps.map((v, i) => `${i + 1} ${v}`).join('\n')}`);
    await startGil();
    await chooseVersion(gil, 'rv1909');
    const es = await t.say(gil, 'Jn 3:16');
    expect(es.replies[0]!.text).toBe(`📖 Juan 3:16 (RV1909)\n\n${text('Juan 3:16', 'rv1909')[0]}`);
    const kjv = await t.say(gil, 'Juan 3:16 KJV');
    expect(kjv.replies[0]!.text).toBe(`📖 John 3:16 (KJV)\n\n${text('John 3:16', 'kjv')[0]}`);
    await chooseVersion(gil, 'web');
  });

  it('a reference repeated in one message is one message with each verse once', async () => {
    for (const ask of ['John 3:16 John 3:16 John 3:16', '/verse John 3:16, 16, 3:16']) {
      const { replies, calls } = await t.say(gil, ask);
      expect(sent({ calls })).toBe(1);
      expect(replies[0]!.text).toBe(`📖 John 3:16 (WEB)\n\n${JOHN_3_16}`);
    }
  });

  it('ordinary private talk is not taken for a reference', async () => {
    const { replies } = await t.say(gil, 'see you at 6:30');
    expect(replies.map((m) => m.text)).toEqual([
      "Send /today for today's prayer, or /help to see everything I can do.",
    ]);
  });

  it('a long passage is cut to 4096 characters with a "read the rest" link', async () => {
    const all = text('Psalm 119');
    const { replies } = await t.say(gil, '/verse Psalm 119');
    expect(replies).toHaveLength(1);
    const m = replies[0]!;
    expect(m.text!.length).toBeLessThanOrEqual(4096);
    const kept = m.text!.split('\n').filter((l) => /^\d+ /.test(l)).length;
    expect(kept).toBeGreaterThan(10);
    expect(m.text).toContain(`\n${kept} ${all[kept - 1]}\n\n✂️ ${all.length - kept} more verses: read the rest`);
    expect(m.entities!.at(-1)).toMatchObject({ type: 'text_link', url: reader('Psalm 119', 'web') });
    expect(urlButton(m)).toEqual([
      { text: '📖 Read the rest', url: reader('Psalm 119', 'web') },
      { text: '🖼 Image', url: undefined },
    ]);
  });

  it('a bad reference is answered with what was not understood', async () => {
    const answers: Record<string, string> = {
      '/verse': 'Send a reference after /verse, such as /verse John 3:16, /verse Psalm 23 or /verse Juan 3:16 RV1909.',
      '/verse Jude 5:1': 'Passage not found\nJude has only 1 chapter: there is no chapter 5.',
      '/verse Genesis 999': 'Passage not found\nGenesis has 50 chapters: there is no chapter 999.',
      '/verse John 3:40': 'Passage not found\nJohn 3 has 36 verses: there is no verse 40.',
      '/verse Jerusalem 70':
        "Passage not found\nWe couldn't read “Jerusalem 70” as a Bible passage. Try a reference such as John 3:16 or Psalm 23.",
      '/verse Genesis': 'Passage too long\n“Genesis” is a whole book. Ask for a chapter, such as Genesis 1.',
      '/verse Matthew 1-10':
        'Passage too long\nThat passage is 315 verses long; a passage shows at most 200. Ask for a shorter one, such as a chapter.',
      '/verse <script>1:1':
        "Passage not found\nWe couldn't read “<script>1:1” as a Bible passage. Try a reference such as John 3:16 or Psalm 23.",
      [`/verse ${'John 3:16 '.repeat(11)}`]: 'A reference is at most 100 characters.',
    };
    for (const [ask, answer] of Object.entries(answers)) {
      const { replies } = await t.say(gil, ask);
      expect(replies.map((m) => m.text)).toEqual([answer]);
    }
    expect(t.log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });
});

describe('in a group the bot answers only when asked', () => {
  let group: TgChat;
  let hal: TgUser;
  beforeAll(() => {
    group = t.fake.group('Home group');
    hal = t.fake.user({ first_name: 'Hal' });
  });

  it('/verse and /verse@bot answer in the group, as a reply to the question', async () => {
    const a = await t.say(hal, '/verse John 3:16', { chat: group });
    expect(a.replies).toHaveLength(1);
    expect(a.replies[0]!.chat.id).toBe(group.id);
    expect(a.replies[0]!.text).toBe(`📖 John 3:16 (WEB)\n\n${JOHN_3_16}`);
    expect((a.replies[0]!.reply_to_message as TgMessage).text).toBe('/verse John 3:16');
    const b = await t.say(hal, `/verse@${BOT} Ps 117`, { chat: group });
    expect(b.replies[0]!.text).toBe(
      `📖 Psalm 117 (WEB)\n\n${text('Psalm 117')
        .map((v, i) => `${i + 1} ${v}`)
        .join('\n')}`,
    );
    expect(buttons(b.replies[0])).toEqual(['📖 Read in context', '🖼 Image']);
  });

  it('a mention of the bot with a reference is a question; a repeated one is still one answer', async () => {
    const a = await t.say(hal, `@${BOT} Romans 8:28`, { chat: group });
    expect(a.replies.map((m) => m.text)).toEqual([`📖 Romans 8:28 (WEB)\n\n${text('Romans 8:28')[0]}`]);
    const b = await t.say(hal, `John 3:16 John 3:16 @${BOT}`, { chat: group });
    expect(sent(b)).toBe(1);
  });

  it('ordinary talk is never answered, even when it names a verse', async () => {
    for (const said of [
      'John 3:16',
      'Psalm 23',
      'We read John 3:16 last night',
      'see you at 6:30',
      'Amen 🙏',
      `thanks @${BOT}!`,
      '/verse@another_bot John 3:16',
    ]) {
      const ex = await t.say(hal, said, { chat: group });
      expect({ said, sent: ex.calls.filter((c) => c.method !== 'getUpdates') }).toEqual({ said, sent: [] });
    }
  });

  it('a bad reference asked in the group is answered there with what was not understood', async () => {
    const { replies } = await t.say(hal, '/verse Jude 5:1', { chat: group });
    expect(replies.map((m) => [m.chat.id, m.text])).toEqual([
      [group.id, 'Passage not found\nJude has only 1 chapter: there is no chapter 5.'],
    ]);
  });
});
