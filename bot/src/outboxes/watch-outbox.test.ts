/**
 * A group's prayer watch in its chat, as the fake Telegram Bot API and the fake Slack Web API
 * received it (decisions 343, 345, 346): the post, its redraw after claims (an edit), a call for
 * help, a claimer's reminder in their own chat, a hand-off, the summary and the post's last
 * redraw, in English and Spanish; and a burst of 30 claims in one minute redrawn at most six
 * times. The real watch outbox and the real API clients, on a real database, clock pinned. What
 * the fakes got is written to /tmp/h/outbox-messages.txt when that folder exists (for reading).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { Api } from 'grammy';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { createUser } from '@dps/core/accounts/create-user';
import { circleOf, circleRequest } from '@dps/core/circles/rotation/circle-fixtures';
import type { Ctx } from '@dps/core/context';
import { registerTelegramChat } from '@dps/core/delivery/register-telegram-chat';
import { claimWatchSlot } from '@dps/core/watches/claim-watch-slot';
import { releaseWatchSlot } from '@dps/core/watches/release-watch-slot';
import { startWatch } from '@dps/core/watches/start-watch';
import { actor } from '@dps/core/test/context';
import { APP_URL, startBotHarness, type BotHarness } from '../../test/bot-harness';
import type { TgMessage } from '../../test/fake-telegram-server';
import { startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { createWatchOutbox, type WatchOutbox } from './watch-outbox';

const DUMP = '/tmp/h/outbox-messages.txt';
const dumping = existsSync('/tmp/h');
const dump = (s: string) => dumping && appendFileSync(DUMP, `${s}\n`);
if (dumping)
  writeFileSync(DUMP, 'What the fake chats received from the watch outbox (bot/src/outboxes/watch-outbox.test.ts)\n');

const T0 = '2026-12-08T09:00:00Z';
type Clock = { set(d: string | Date): void; advance(ms: number): void; now(): Date };

let seq = 0;
async function members(ctx: Ctx, names: string[], language: 'en' | 'es') {
  const ids: number[] = [];
  for (const firstName of names) {
    const u = await createUser(ctx, {
      email: `w${++seq}@example.test`,
      emailConfirmed: true,
      firstName,
      timeZone: 'UTC',
    });
    await queryRows(ctx.db, sql`update user_settings set language = ${language} where user_id = ${u.id}::int`);
    ids.push(u.id);
  }
  return ids;
}

interface Scenario {
  ctx: Ctx & { clock: Clock };
  outbox: WatchOutbox;
  circleTarget: string;
  language: 'en' | 'es';
  /** Make the first person reachable in their own chat; returns a label for the dump. */
  linkFirst(userId: number): Promise<void>;
  /** Everything the fake got since the mark, as [what, text] lines. */
  mark(): number;
  since(mark: number): { what: string; text: string }[];
}

/** The watch's life, step by step; returns what the chat got at each step. */
async function watchLife(s: Scenario) {
  const { ctx, outbox } = s;
  ctx.clock.set(T0);
  const [ana, ben, cai] = await members(ctx, ['Ana', 'Ben', 'Cai'], s.language);
  await s.linkFirst(ana!);
  const circleId = await circleOf(
    ctx,
    s.circleTarget,
    [ana!, ben!, cai!],
    s.circleTarget.startsWith('-') ? 'telegram' : 'slack_channel',
  );
  const requestId = await circleRequest(ctx, {
    userId: cai!,
    circleId,
    title: s.language === 'es' ? 'La operación de Marta' : 'Martha’s surgery',
  });
  const w = await startWatch(actor(ctx, ana!, 'UTC', ctx.clock), {
    title: s.language === 'es' ? 'Vigilia por Marta' : 'Watch for Martha',
    circleId,
    requestId,
    startsAt: '2026-12-08T11:00:00Z',
    hours: 4,
    slotMinutes: 30,
    perSlot: 1,
    timeZone: 'UTC',
  });
  const steps: Record<string, { what: string; text: string }[]> = {};
  const step = async (name: string, at: string, before?: () => Promise<void>) => {
    ctx.clock.set(at);
    if (before) await before();
    const m = s.mark();
    await outbox.runOnce();
    steps[name] = s.since(m);
  };
  await step('post', T0);
  await step('redraw', '2026-12-08T09:00:15Z', async () => {
    await claimWatchSlot(actor(ctx, ana!, 'UTC', ctx.clock), { watchId: w.id, slot: 0 });
    await claimWatchSlot(actor(ctx, ben!, 'UTC', ctx.clock), { watchId: w.id, slot: 1 });
  });
  // A claim given back within the same 10 seconds: the redraw is the same post, which Telegram
  // answers "message is not modified" and Slack takes as is; either way it is done, not retried.
  await step('same', '2026-12-08T09:00:30Z', async () => {
    await claimWatchSlot(actor(ctx, cai!, 'UTC', ctx.clock), { watchId: w.id, slot: 5 });
    await releaseWatchSlot(actor(ctx, cai!, 'UTC', ctx.clock), { watchId: w.id, slot: 5 });
  });
  const failed = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from watch_sends where watch_id = ${w.id}::int and status <> 'sent'`,
  );
  expect(Number(failed[0]!.n)).toBe(0);
  await step('call', '2026-12-08T09:31:00Z');
  await step('reminder', '2026-12-08T10:50:00Z');
  await step('start', '2026-12-08T11:00:00Z');
  await step('handoff', '2026-12-08T11:30:00Z');
  await step('summary', '2026-12-08T15:00:00Z');
  return steps;
}

describe('a watch in a Telegram group', () => {
  let t: BotHarness;
  const messages = (since: number) =>
    t.fake.calls
      .slice(since)
      .filter((c) => c.ok && (c.method === 'sendMessage' || c.method === 'editMessageText'))
      .map((c) => ({
        what: `${c.method} chat ${String(c.params.chat_id)}`,
        text: [
          (c.result as TgMessage).text ?? '',
          ...((c.result as TgMessage).reply_markup?.inline_keyboard ?? []).map(
            (row) =>
              `  [${row.map((b) => `${b.text}${'callback_data' in b ? ` → ${b.callback_data}` : ''}`).join(' | ')}]`,
          ),
        ].join('\n'),
      }));
  beforeAll(async () => {
    t = await startBotHarness({ now: T0 });
  });
  afterAll(() => t.stop());

  for (const language of ['en', 'es'] as const)
    it(`the post, a redraw, a call, a reminder, a hand-off and the summary (${language})`, async () => {
      const group = t.fake.group(language === 'es' ? 'Grupo de casa' : 'Home group');
      await registerTelegramChat(t.ctx, { chatId: group.id, type: 'supergroup', title: 'g', language });
      const outbox = createWatchOutbox({
        ctx: t.ctx,
        telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }),
        appUrl: APP_URL,
        pauseMs: 0,
      });
      const steps = await watchLife({
        ctx: t.ctx,
        outbox,
        circleTarget: String(group.id),
        language,
        async linkFirst(userId) {
          const u = t.fake.user({ first_name: 'Ana' });
          t.fake.privateChat(u);
          await registerTelegramChat(t.ctx, { chatId: u.id, type: 'private', userId });
        },
        mark: () => t.fake.calls.length,
        since: messages,
      });
      dump(`\n===== Telegram, ${language} =====`);
      for (const [name, got] of Object.entries(steps)) for (const g of got) dump(`--- ${name}: ${g.what}\n${g.text}`);
      const inGroup = (name: string) => steps[name]!.filter((g) => g.what.endsWith(String(group.id)));
      expect(inGroup('post').map((g) => g.what)).toEqual([`sendMessage chat ${group.id}`]);
      expect(inGroup('redraw').map((g) => g.what)).toEqual([`editMessageText chat ${group.id}`]);
      const en = language === 'en';
      expect(inGroup('post')[0]!.text).toContain(
        en ? '🕯️ Prayer watch: Watch for Martha' : '🕯️ Vigilia de oración: Vigilia por Marta',
      );
      expect(inGroup('post')[0]!.text).toContain(en ? 'For: “Martha’s surgery”' : 'Por: «La operación de Marta»');
      expect(inGroup('post')[0]!.text).toContain(en ? 'Dec 8 11:00 – 15:00 (UTC)' : '8 dic 11:00 – 15:00 (UTC)');
      expect(inGroup('post')[0]!.text).toContain(en ? '0 of 4 hours covered' : 'Cubierto: 0 de 4 horas');
      expect(inGroup('redraw')[0]!.text).toContain(en ? '1 of 4 hours covered' : 'Cubierto: 1 de 4 horas');
      expect(inGroup('redraw')[0]!.text).toContain(en ? 'Tue 11:00–11:30 · Ana' : 'mar 11:00–11:30 · Ana');
      expect(inGroup('redraw')[0]!.text).toMatch(/w:c:\d+:2/);
      expect(inGroup('call')[0]!.text).toContain(
        en ? 'Tue 12:00–15:00 is still open.' : 'mar 12:00–15:00 sigue libre.',
      );
      const reminder = steps.reminder!.filter((g) => !g.what.endsWith(String(group.id)));
      expect(reminder).toHaveLength(1);
      expect(reminder[0]!.text).toContain(
        en ? 'Your watch slot begins in 10 minutes' : 'Tu turno de vigilia empieza en 10 minutos',
      );
      expect(reminder[0]!.text).toContain(en ? 'Psalm 121:3-4 (WEB)' : 'Salmo 121:3-4 (RV1909)');
      expect(reminder[0]!.text).toMatch(/w:p:\d+:0/);
      expect(reminder[0]!.text).toMatch(/w:r:\d+:0/);
      expect(inGroup('handoff').map((g) => g.text)).toContainEqual(
        expect.stringContaining(en ? 'Ana finished; Ben is next. Thank you!' : 'Ana terminó; sigue Ben. ¡Gracias!'),
      );
      const end = inGroup('summary');
      expect(end.map((g) => g.what)).toEqual([`sendMessage chat ${group.id}`, `editMessageText chat ${group.id}`]);
      expect(end[0]!.text).toContain(
        en ? '1 hour of prayer, carried by 2 people.' : '2 personas sostuvieron 1 hora de oración.',
      );
      expect(end[1]!.text).toContain(en ? 'This watch has ended.' : 'Esta vigilia ha terminado.');
      expect(end[1]!.text).not.toMatch(/w:c:/);
    });

  it('a burst of 30 claims in one minute: the post is edited at most 6 times in it', async () => {
    const group = t.fake.group('Busy group');
    const outbox = createWatchOutbox({
      ctx: t.ctx,
      telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }),
      pauseMs: 0,
    });
    t.ctx.clock.set('2026-12-09T08:00:00Z');
    const ids = await members(t.ctx, ['Zoe'], 'en');
    const circleId = await circleOf(t.ctx, String(group.id), ids);
    const w = await startWatch(actor(t.ctx, ids[0]!, 'UTC', t.ctx.clock), {
      title: 'Busy watch',
      circleId,
      startsAt: '2026-12-10T00:00:00Z',
      hours: 24,
      slotMinutes: 30,
      perSlot: 1,
    });
    await outbox.runOnce();
    const mark = t.fake.calls.length;
    // One claim every 2 seconds for a minute, the outbox's sweep every 2 seconds too.
    for (let i = 0; i < 30; i++) {
      t.ctx.clock.set(new Date(Date.parse('2026-12-09T08:01:00Z') + i * 2000));
      await claimWatchSlot(actor(t.ctx, ids[0]!, 'UTC', t.ctx.clock), { watchId: w.id, slot: i });
      await outbox.runOnce();
    }
    const edits = t.fake.calls.slice(mark).filter((c) => c.ok && c.method === 'editMessageText');
    dump(
      `\n===== Telegram, burst: 30 claims from 08:01:00 to 08:01:58, ${edits.length} edits of the post in that minute =====`,
    );
    expect(edits.length).toBeGreaterThanOrEqual(5);
    expect(edits.length).toBeLessThanOrEqual(6);
    // The last claims are drawn at the next redraw.
    t.ctx.clock.set('2026-12-09T08:02:10Z');
    await outbox.runOnce();
    const last = t.fake.calls.filter((c) => c.ok && c.method === 'editMessageText').at(-1)!.result as TgMessage;
    expect(last.text).toContain('15 of 24 hours covered');
    expect(last.text).toContain('Still open: Thu 15:00–24:00');
    dump(
      `--- a long watch's post after the burst (coverage and the next open times only)\n${last.text}\n${(
        last.reply_markup?.inline_keyboard ?? []
      )
        .map((row) => `  [${row.map((b) => b.text).join(' | ')}]`)
        .join('\n')}`,
    );
  });
});

describe('a watch in a Slack channel', () => {
  let t: SlackHarness;
  beforeAll(async () => {
    t = await startSlackHarness({ now: T0 });
    await queryRows(
      t.ctx.db,
      sql`insert into slack_installations (team_id, installation_enc) values (${TEAM}, 'x') on conflict do nothing`,
    );
  });
  afterAll(() => t.close());

  for (const language of ['en', 'es'] as const)
    it(`the post, a redraw, a call, a reminder by DM, a hand-off and the summary (${language})`, async () => {
      const channel = language === 'es' ? 'C0VIGILIA' : 'C0WATCH';
      const user = language === 'es' ? 'U0ANAES' : 'U0ANAEN';
      t.fake.addUser({ id: user, teamId: TEAM, firstName: 'Ana', tz: 'UTC', locale: language });
      const outbox = createWatchOutbox({ ctx: t.ctx, slack: t.slack.clients, appUrl: APP_URL, pauseMs: 0 });
      const calls = () => [...t.fake.callsTo('chat.postMessage'), ...t.fake.callsTo('chat.update')];
      let seen = new Set<unknown>();
      const steps = await watchLife({
        ctx: t.ctx,
        outbox,
        circleTarget: `${TEAM}:${channel}`,
        language,
        async linkFirst(userId) {
          await queryRows(
            t.ctx.db,
            sql`insert into identities (user_id, provider, subject) values (${userId}::int, 'slack', ${`${TEAM}:${user}`})`,
          );
        },
        mark: () => {
          seen = new Set(calls());
          return 0;
        },
        since: () =>
          calls()
            .filter((c) => !seen.has(c))
            .map((c) => {
              const a = c.args as {
                channel: string;
                text: string;
                blocks?: {
                  type: string;
                  elements?: { action_id?: string; value?: string; text: { text: string } }[];
                }[];
              };
              const links = (a.blocks ?? [])
                .filter((b) => b.type === 'context')
                .map((b) => `  ${(b.elements as unknown as { text: string }[]).map((e) => e.text).join(' ')}`);
              const buttons = (a.blocks ?? [])
                .filter((b) => b.type === 'actions')
                .map((b) => `  [${b.elements!.map((e) => `${e.text.text} → ${e.action_id} ${e.value}`).join(' | ')}]`);
              return {
                what: `${'ts' in a ? 'chat.update' : 'chat.postMessage'} ${a.channel}`,
                text: [a.text, ...buttons, ...links].join('\n'),
              };
            }),
      });
      dump(`\n===== Slack, ${language} =====`);
      for (const [name, got] of Object.entries(steps)) for (const g of got) dump(`--- ${name}: ${g.what}\n${g.text}`);
      const en = language === 'en';
      const inChannel = (name: string) => steps[name]!.filter((g) => g.what.endsWith(channel));
      expect(inChannel('post').map((g) => g.what)).toEqual([`chat.postMessage ${channel}`]);
      expect(inChannel('redraw').map((g) => g.what)).toEqual([`chat.update ${channel}`]);
      expect(inChannel('redraw')[0]!.text).toContain(en ? '1 of 4 hours covered' : 'Cubierto: 1 de 4 horas');
      expect(inChannel('redraw')[0]!.text).toMatch(/watch_claim_2 \d+:2/);
      expect(inChannel('call')[0]!.text).toContain(
        en ? 'Tue 12:00–15:00 is still open.' : 'mar 12:00–15:00 sigue libre.',
      );
      const dm = steps.reminder!.filter((g) => g.what.endsWith(user));
      expect(dm).toHaveLength(1);
      expect(dm[0]!.text).toMatch(/watch_prayed \d+:0 \| .* → watch_release \d+:0/);
      expect(inChannel('handoff').map((g) => g.text)).toContainEqual(
        expect.stringContaining(en ? 'Ana finished; Ben is next. Thank you!' : 'Ana terminó; sigue Ben. ¡Gracias!'),
      );
      const end = inChannel('summary');
      expect(end.map((g) => g.what)).toEqual([`chat.postMessage ${channel}`, `chat.update ${channel}`]);
      expect(end[1]!.text).toContain(en ? 'This watch has ended.' : 'Esta vigilia ha terminado.');
    });
});
