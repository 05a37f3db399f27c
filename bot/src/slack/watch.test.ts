/**
 * A prayer watch in Slack (decisions 355–356), with the real Bolt app against the fake Slack Web
 * API and a real database, the clock pinned: `/prayer watch` opens the modal and its submission
 * starts the watch (English and Spanish, a start nobody could read answered on its block); the
 * channel fills its slots by tapping, each person answered in their own zone and language (a
 * half-hour zone among them); a full slot, a non-member, giving back, "I prayed", my time, more;
 * the DM list and the reminder lead. Everything the fake received is written for the lead to read.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { circleMembers, userSettings, watchClaims, watches } from '@dps/db/schema';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { actor } from '@dps/core/test/context';
import { endWatch } from '@dps/core/watches/end-watch';
import { startWatch } from '@dps/core/watches/start-watch';
import {
  buttonPayload,
  eventually,
  startSlackHarness,
  TEAM,
  triggerId,
  type SlackHarness,
} from '../../test/slack-harness';
import type { FakeSlackCall } from '../../test/fake-slack-server';

let t: SlackHarness;
const CHANNEL = 'C0WATCH';
/** Where to write what the fake received, for a person to read (`SLACK_WATCH_DUMP=/tmp/slack-watch.txt`). */
const DUMP = process.env.SLACK_WATCH_DUMP;
const dump: string[] = [];

const PEOPLE = [
  // id, first name, zone, Slack locale
  ['U0RUTH', 'Ruth', 'Europe/London', 'en-GB'],
  ['U0BOAZ', 'Boaz', 'America/Mexico_City', 'es-LA'],
  ['U0NAOMI', 'Naomi', 'Asia/Kolkata', 'en-IN'],
  ['U0MIA', 'Mia', 'Australia/Adelaide', 'en-AU'],
  ['U0TOM', 'Tom', 'America/New_York', 'en-US'],
  ['U0ORPAH', 'Orpah', 'Europe/Berlin', 'en-US'],
  ['U0ELI', 'Eli', 'Europe/Madrid', 'es-ES'],
] as const;

/** Blocks as a person reads them: texts, inputs with their choices, buttons in brackets. */
function readable(blocks: any[] | undefined): string[] {
  const out: string[] = [];
  for (const b of blocks ?? []) {
    if (b.type === 'section' || b.type === 'header') out.push(b.text.text);
    else if (b.type === 'context') out.push(...b.elements.map((e: any) => `(${e.text})`));
    else if (b.type === 'divider') out.push('———');
    else if (b.type === 'actions')
      out.push(b.elements.map((e: any) => `[${e.text.text}]${e.style ? '*' : ''}`).join(' '));
    else if (b.type === 'input') {
      const el = b.element;
      const choices = el.options ? ` {${el.options.map((o: any) => o.text.text).join(' | ')}}` : '';
      const initial = el.initial_option ? ` = ${el.initial_option.text.text}` : '';
      const hint = b.hint ? `\n    hint: ${b.hint.text}` : '';
      const ph = el.placeholder ? ` «${el.placeholder.text}»` : '';
      out.push(`${b.label.text}${b.optional ? ' (optional)' : ''}:${ph}${choices}${initial}${hint}`);
    }
  }
  return out;
}

function record(what: string, body: any) {
  let shown: string;
  if (typeof body === 'string') shown = body;
  else if (body?.type === 'modal')
    shown = [
      `[modal] ${body.title.text} — submit: ${body.submit.text}, close: ${body.close.text}`,
      ...readable(body.blocks),
    ].join('\n');
  else if (body?.blocks)
    shown = [`text: ${body.text}`, 'blocks:', ...readable(body.blocks).map((l) => `  ${l}`)].join('\n');
  else if (body && typeof body.text === 'string') shown = body.text;
  else shown = JSON.stringify(body, null, 2);
  dump.push(`## ${what}\n${shown}\n`);
}

/** The ephemerals (and DMs) sent to `user` since `from` calls, oldest first. */
function saidTo(user: string, from: number): FakeSlackCall[] {
  return t.fake.calls
    .slice(from)
    .filter(
      (c) =>
        (c.method === 'chat.postEphemeral' && c.args.user === user) ||
        (c.method === 'chat.postMessage' && c.args.channel === user),
    );
}

/** Tap a button as `user` and wait for what the app answers them. */
async function tap(
  user: string,
  actionId: string,
  value: string,
  opts: { channel?: string; ephemeral?: boolean } = {},
) {
  const from = t.fake.calls.length;
  const channel = opts.channel ?? CHANNEL;
  const res = await t.interact(
    buttonPayload({
      actionId,
      value,
      user,
      channel,
      ...(opts.ephemeral
        ? { ephemeral: true, responseUrl: t.fake.responseUrl() }
        : { message: { ts: '1773000000.000100', text: 'watch post', blocks: [] }, responseUrl: t.fake.responseUrl() }),
    }),
  );
  expect(res.status).toBe(200);
  const [said] = await t.fake.waitFor(
    () => {
      const s = saidTo(user, from);
      return s.length > 0 ? s : null;
    },
    5000,
    `${actionId} answered to ${user}`,
  );
  record(`${user} taps ${actionId} (${value}) → ephemeral`, { text: said!.args.text, blocks: said!.args.blocks });
  return said!.args as { text: string; blocks?: any[] };
}

/** `/prayer watch` in the channel: the modal Slack was asked to open. */
async function openModal(user: string, text = 'watch') {
  const from = t.fake.calls.length;
  const { res } = await t.command(text, { user, channel: CHANNEL });
  expect(res.status).toBe(200);
  const call = await t.fake.waitFor(
    () => t.fake.calls.slice(from).find((c) => c.method === 'views.open'),
    5000,
    'views.open',
  );
  record(`${user}: /prayer ${text} in #prayer-team → views.open`, call.args.view);
  return call.args as { trigger_id: string; view: any };
}

/** Submit the modal as Slack does; returns Slack's HTTP answer (empty when the modal may close). */
async function submit(
  user: string,
  view: any,
  answers: { title: string; start: string; hours?: string; slot?: string; perSlot?: string; request?: string },
) {
  const sel = (v: string | undefined) => (v === undefined ? null : { value: v, text: { type: 'plain_text', text: v } });
  const values: Record<string, any> = {
    watch_title: { value: { type: 'plain_text_input', value: answers.title } },
    watch_start: { value: { type: 'plain_text_input', value: answers.start } },
    watch_hours: { value: { type: 'static_select', selected_option: sel(answers.hours ?? '24') } },
    watch_slot: { value: { type: 'static_select', selected_option: sel(answers.slot ?? '30') } },
    watch_per_slot: { value: { type: 'static_select', selected_option: sel(answers.perSlot ?? '2') } },
  };
  if (view.blocks.some((b: any) => b.block_id === 'watch_request'))
    values.watch_request = { value: { type: 'static_select', selected_option: sel(answers.request) } };
  const res = await t.interact({
    type: 'view_submission',
    team: { id: TEAM, domain: 'fake' },
    user: { id: user, username: user, name: user, team_id: TEAM },
    api_app_id: 'A0APP',
    token: 'deprecated-verification-token',
    trigger_id: triggerId(),
    view: {
      id: 'V0WATCH',
      team_id: TEAM,
      type: 'modal',
      callback_id: view.callback_id,
      private_metadata: view.private_metadata,
      state: { values },
      hash: 'h',
      title: view.title,
      blocks: view.blocks,
    },
    response_urls: [],
    is_enterprise_install: false,
    enterprise: null,
  });
  expect(res.status).toBe(200);
  const text = await res.text();
  return text ? (JSON.parse(text) as { response_action: string; errors: Record<string, string> }) : null;
}

const latestWatch = async () => (await t.h.db.select().from(watches).orderBy(desc(watches.id)).limit(1))[0]!;
const userOf = async (slackUser: string) => (await findSlackMember(t.ctx, { teamId: TEAM, userId: slackUser }))!.userId;
const heldBy = async (watchId: number, slackUser: string) =>
  (
    await t.h.db
      .select({ slot: watchClaims.slot, prayedAt: watchClaims.prayedAt })
      .from(watchClaims)
      .where(
        and(
          eq(watchClaims.watchId, watchId),
          eq(watchClaims.userId, await userOf(slackUser)),
          isNull(watchClaims.releasedAt),
        ),
      )
      .orderBy(watchClaims.slot)
  ).map((r) => ({ slot: r.slot, prayed: r.prayedAt !== null }));

beforeAll(async () => {
  // Monday 7 December 2026, 15:00 UTC (09:00 in Chicago).
  t = await startSlackHarness({ now: '2026-12-07T15:00:00Z' });
  for (const [id, firstName, tz, locale] of PEOPLE) t.fake.addUser({ id, teamId: TEAM, firstName, tz, locale });
  t.fake.addChannel({ id: CHANNEL, name: 'prayer-team', isMember: true, creator: 'U0RUTH' });
  // Orpah can see the channel (it is public) but is not in it.
  t.fake.setChannelMembers(CHANNEL, ['U0BOT', 'U0RUTH', 'U0BOAZ', 'U0NAOMI', 'U0MIA', 'U0TOM', 'U0ELI']);
  // The channel's daily post is at 07:00 Chicago time: the channel's zone, the watch's.
  const { responseUrl } = await t.command('subscribe 07:00 America/Chicago', { user: 'U0RUTH', channel: CHANNEL });
  await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'subscribed');
  // A request of the channel's, to choose in the modal.
  await t.command('request Healing for Tom after his surgery', { user: 'U0RUTH', channel: CHANNEL });
  await t.fake.waitFor(() => t.fake.messages(CHANNEL).length > 0, 5000, 'request posted');
});
afterAll(async () => {
  const about = [
    '# What the fake Slack received in bot/src/slack/watch.test.ts (real Bolt, real database)',
    '# Clock pinned at Mon 2026-12-07 15:00 UTC; #prayer-team is subscribed in America/Chicago.',
    '# Tom’s surgery: Tue Dec 8 20:00 Chicago = Wed 02:00 UTC, 24 h, 30-minute slots, 2 a slot.',
    `# People: ${PEOPLE.map(([id, name, zone, locale]) => `${name} (${id}, ${zone}, ${locale})`).join('; ')}.`,
    '',
  ];
  if (DUMP) writeFileSync(DUMP, [...about, ...dump].join('\n'));
  await t.close();
});

describe('/prayer watch in a channel: the modal', () => {
  it('opens in English with the channel zone, the channel request and the choices; a start nobody could read is answered on its block', async () => {
    const { view } = await openModal('U0RUTH');
    expect(view.callback_id).toBe('watch_start_modal');
    expect(view.title.text).toBe('Prayer watch');
    const start = view.blocks.find((b: any) => b.block_id === 'watch_start');
    expect(start.hint.text).toContain('Chicago');
    const request = view.blocks.find((b: any) => b.block_id === 'watch_request');
    expect(request.element.options.map((o: any) => o.text.text)).toEqual(['Healing for Tom after his surgery']);
    const hours = view.blocks.find((b: any) => b.block_id === 'watch_hours').element;
    expect(hours.options.map((o: any) => o.value)).toEqual(['1', '3', '6', '12', '24', '48', '72', '168']);
    expect(hours.initial_option.text.text).toBe('24 hours');

    const refused = await submit('U0RUTH', view, { title: 'Tom', start: 'whenever suits' });
    record('U0RUTH submits start "whenever suits" → view_submission answer', refused);
    expect(refused).toEqual({
      response_action: 'errors',
      errors: { watch_start: expect.stringContaining("We couldn't read that start") },
    });
    expect(await t.h.db.select().from(watches)).toHaveLength(0);
  });

  it('submitted with "tomorrow 8pm": the watch starts at 20:00 in the channel zone, with the request; Ruth is told', async () => {
    const { view } = await openModal('U0RUTH');
    const requestId = view.blocks.find((b: any) => b.block_id === 'watch_request').element.options[0].value;
    const from = t.fake.calls.length;
    const answer = await submit('U0RUTH', view, {
      title: 'Tom’s surgery',
      start: 'tomorrow 8pm',
      hours: '24',
      slot: '30',
      perSlot: '2',
      request: requestId,
    });
    expect(answer).toBeNull();
    const w = await latestWatch();
    // Tuesday 8 December, 20:00 in Chicago (UTC−6).
    expect(w.startsAt.toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect({
      title: w.title,
      hours: w.hours,
      slot: w.slotMinutes,
      per: w.perSlot,
      zone: w.timeZone,
      req: w.requestId,
    }).toEqual({
      title: 'Tom’s surgery',
      hours: 24,
      slot: 30,
      per: 2,
      zone: 'America/Chicago',
      req: Number(requestId),
    });
    expect(w.postTarget).toBe(`${TEAM}:${CHANNEL}`);
    expect(w.postDirtyAt).not.toBeNull();
    const [told] = await t.fake.waitFor(() => {
      const s = saidTo('U0RUTH', from);
      return s.length ? s : null;
    });
    record('U0RUTH: started → ephemeral', told!.args.text);
    expect(told!.args.channel).toBe(CHANNEL);
    expect(told!.args.text).toContain('starts Dec 8 20:00 (Chicago time)');
  });

  it('in Spanish for Boaz: "mañana a las 20" is read, and a refusal speaks Spanish', async () => {
    const { view } = await openModal('U0BOAZ', 'vigilia mañana a las 20');
    expect(view.title.text).toBe('Vigilia de oración');
    // The words typed after the subcommand are the start, to keep or change.
    expect(view.blocks.find((b: any) => b.block_id === 'watch_start').element.initial_value).toBe('mañana a las 20');
    expect(view.blocks.find((b: any) => b.block_id === 'watch_hours').element.initial_option.text.text).toBe(
      '24 horas',
    );
    const refused = await submit('U0BOAZ', view, { title: 'Por Tom', start: 'algún día' });
    record('U0BOAZ submits start "algún día" → view_submission answer', refused);
    expect(refused?.errors.watch_start).toContain('No pudimos entender ese comienzo');
    const noTitle = await submit('U0BOAZ', view, { title: '  ', start: 'mañana a las 20' });
    expect(Object.keys(noTitle!.errors)).toEqual(['watch_title']);

    const from = t.fake.calls.length;
    expect(
      await submit('U0BOAZ', view, {
        title: 'Noche por Tom',
        start: 'mañana a las 20',
        hours: '12',
        slot: '60',
        perSlot: '1',
      }),
    ).toBeNull();
    const w = await latestWatch();
    expect(w.startsAt.toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect(w.hours).toBe(12);
    const [told] = await t.fake.waitFor(() => {
      const s = saidTo('U0BOAZ', from);
      return s.length ? s : null;
    });
    record('U0BOAZ: started → ephemeral', told!.args.text);
    expect(told!.args.text).toContain('comienza 8 dic 20:00 (hora de Chicago)');
  });
});

describe('/prayer watch where the app cannot post', () => {
  it('a private channel that has not invited the app is told to invite it; no modal opens', async () => {
    t.fake.addChannel({ id: 'G0QUIET', name: 'quiet-room', isPrivate: true, isMember: false });
    const from = t.fake.calls.length;
    const { responseUrl } = await t.command('watch', { user: 'U0RUTH', channel: 'G0QUIET' });
    const r = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'answer');
    record('U0RUTH: /prayer watch in a private channel without the app → ephemeral', r.body as { text: string });
    expect((r.body as { text: string }).text).toBe(
      "I can't post in this channel yet, so its watch would have nowhere to go. Invite me first with `/invite @Daily Prayer`, then run `/prayer watch` again.",
    );
    expect(t.fake.calls.slice(from).filter((c) => c.method === 'views.open')).toEqual([]);
  });
});

describe('the channel fills the watch by tapping', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await t.h.db.select().from(watches).where(eq(watches.title, 'Tom’s surgery')))[0]!.id;
  });

  it('each claimer is answered in their own zone and language, a half-hour zone included', async () => {
    // Slot 0 is 02:00–02:30 UTC on Wednesday 9 December. Ruth is known in the channel (she
    // started the watch there): Slack is not asked about her.
    const before = t.fake.callsTo('conversations.members').length;
    expect((await tap('U0RUTH', 'watch_claim_0', `${id}:0`)).text).toBe(
      "🕯️ You hold Wed 02:00–02:30, your time (London). I'll remind you 10 minutes before it begins.",
    );
    expect(t.fake.callsTo('conversations.members')).toHaveLength(before);
    // Naomi never did anything in the channel: Slack's list says she is in it, so she is let in.
    expect((await tap('U0NAOMI', 'watch_claim_0', `${id}:0`)).text).toContain(
      'You hold Wed 07:30–08:00, your time (Kolkata)',
    );
    expect(t.fake.callsTo('conversations.members').length).toBeGreaterThan(before);
    expect((await tap('U0BOAZ', 'watch_claim_1', `${id}:1`)).text).toBe(
      '🕯️ Tienes el turno mar 20:30–21:00, en tu hora (Ciudad de México). Te avisaré 10 minutos antes de que comience.',
    );
    expect((await tap('U0MIA', 'watch_claim_2', `${id}:2`)).text).toContain(
      'You hold Wed 13:30–14:00, your time (Adelaide)',
    );
    expect((await tap('U0TOM', 'watch_claim_3', `${id}:3`)).text).toContain(
      'You hold Tue 22:30–23:00, your time (New York)',
    );
    // A second tap by a holder changes nothing.
    expect((await tap('U0RUTH', 'watch_claim_0', `${id}:0`)).text).toBe(
      'You already hold Wed 02:00–02:30, your time (London).',
    );
    expect(await heldBy(id, 'U0RUTH')).toEqual([{ slot: 0, prayed: false }]);
    expect(await heldBy(id, 'U0NAOMI')).toEqual([{ slot: 0, prayed: false }]);
  });

  it('a full slot is refused in words; the slot next to it is taken instead', async () => {
    expect((await tap('U0MIA', 'watch_claim_0', `${id}:0`)).text).toBe(
      'That slot is already full. Choose another one.',
    );
    expect((await tap('U0BOAZ', 'watch_claim_0', `${id}:0`)).text).toBe('Ese turno ya está completo. Elige otro.');
    expect(await heldBy(id, 'U0MIA')).toEqual([{ slot: 2, prayed: false }]);
  });

  it('someone looking at the channel without being in it cannot take a slot', async () => {
    const said = await tap('U0ORPAH', 'watch_claim_5', `${id}:5`);
    expect(said.text).toBe(
      'Only the members of this channel can take part in its watch. Join the channel, then tap again.',
    );
    expect(
      await t.h.db
        .select()
        .from(watchClaims)
        .where(and(eq(watchClaims.watchId, id), eq(watchClaims.slot, 5))),
    ).toEqual([]);
    // Nor from the DM with the app: core does not show her the channel's watch.
    expect((await tap('U0ORPAH', 'watch_claim_5', `${id}:5`, { channel: 'D0ORPAH' })).text).toBe('Watch not found.');
  });

  it('someone who has left the channel is refused at once, in their language', async () => {
    // Beside Tom in slot 3 (03:30–04:00 UTC).
    expect((await tap('U0ELI', 'watch_claim_3', `${id}:3`)).text).toContain('Tienes el turno mié 04:30–05:00');
    expect((await t.event(t.fake.leaveChannel(CHANNEL, 'U0ELI'))).status).toBe(200);
    const eli = await userOf('U0ELI');
    await eventually(
      async () =>
        (await t.h.db.select().from(circleMembers).where(eq(circleMembers.userId, eli))).some((r) => !r.isMember),
      5000,
      'Eli recorded as gone',
    );
    expect((await tap('U0ELI', 'watch_claim_8', `${id}:8`)).text).toBe(
      'Solo los miembros de este canal pueden participar en su vigilia. Únete al canal y vuelve a tocar el botón.',
    );
    // Slack cannot say (an outage): her tap does not make her a member again; the refusal stands.
    t.fake.fault('conversations.members', { error: 'internal_error' }, 5);
    expect((await tap('U0ELI', 'watch_claim_8', `${id}:8`)).text).toBe('No se encontró la vigilia.');
    t.fake.clearFaults();
    expect((await t.h.db.select().from(circleMembers).where(eq(circleMembers.userId, eli)))[0]!.isMember).toBe(false);
    expect(await heldBy(id, 'U0ELI')).toEqual([{ slot: 3, prayed: false }]);
  });

  it('giving a slot back reopens it for someone else; giving back one not held is refused', async () => {
    expect((await tap('U0NAOMI', 'watch_release_0', `${id}:0`)).text).toBe(
      'You gave back Wed 07:30–08:00 (your time). It is open again for someone else.',
    );
    expect((await tap('U0NAOMI', 'watch_release', `${id}:0`)).text).toBe("You don't hold that slot.");
    expect((await tap('U0MIA', 'watch_claim_0', `${id}:0`)).text).toContain('You hold Wed 12:30–13:00');
    expect(await heldBy(id, 'U0NAOMI')).toEqual([]);
  });

  it('"I prayed" counts for the holder only', async () => {
    t.ctx.clock.set('2026-12-09T02:20:00Z');
    expect((await tap('U0RUTH', 'watch_prayed', `${id}:0`, { channel: 'D0RUTH' })).text).toBe(
      "🙏 Thank you for praying. Your slot counts in the watch's summary.",
    );
    expect(await heldBy(id, 'U0RUTH')).toEqual([{ slot: 0, prayed: true }]);
    expect((await tap('U0TOM', 'watch_prayed', `${id}:0`)).text).toBe("You don't hold that slot.");
    t.ctx.clock.set('2026-12-07T15:00:00Z');
  });

  it('my time: their own slots and the open runs, in their zone', async () => {
    const said = await tap('U0NAOMI', 'watch_my_time', `${id}`);
    expect(said.text).toBe(
      [
        '*Tom’s surgery*, in your time (Kolkata):',
        "You don't hold a slot yet.",
        'Still open: Wed 09:30–Thu 07:30',
      ].join('\n'),
    );
    const mia = await tap('U0MIA', 'watch_my_time', `${id}`);
    expect(mia.text).toContain('Your slots: Wed 12:30–13:00, Wed 13:30–14:00');
    expect(mia.text).toContain('Still open: Wed 14:30–Thu 12:30');
  });

  it('more: a page of open slots with buttons; a tap there takes one', async () => {
    const page = await tap('U0NAOMI', 'watch_more', `${id}:0`);
    const buttons = page.blocks!.filter((b) => b.type === 'actions').flatMap((b) => b.elements);
    // Slot 0 is full; slot 1 still has a place beside Boaz.
    expect(buttons[0]).toMatchObject({
      action_id: 'watch_claim_1',
      value: `${id}:1`,
      text: { text: 'Take Wed 08:00–08:30' },
    });
    expect(buttons.filter((b: any) => b.action_id.startsWith('watch_claim_'))).toHaveLength(10);
    const next = buttons.find((b: any) => b.action_id === 'watch_more')!;
    expect(next.value).toBe(`${id}:12`);
    expect((await tap('U0NAOMI', buttons[0].action_id, buttons[0].value, { ephemeral: true })).text).toContain(
      'You hold Wed 08:00–08:30',
    );
    const second = await tap('U0NAOMI', 'watch_more', next.value, { ephemeral: true });
    expect(second.blocks!.flatMap((b: any) => b.elements ?? [])[0].action_id).toBe('watch_claim_12');
  });
});

describe('a slot taken late', () => {
  it('one under way: its message comes at once; one too near for the reminder: only at its start', async () => {
    const w = (await t.h.db.select().from(watches).where(eq(watches.title, 'Tom’s surgery')))[0]!;
    // Slot 4 is 04:00–04:30 UTC, slot 5 04:30–05:00; Tom is in New York (UTC−5).
    t.ctx.clock.set('2026-12-09T04:05:00Z');
    expect((await tap('U0TOM', 'watch_claim_4', `${w.id}:4`)).text).toBe(
      '🕯️ You hold Tue 23:00–23:30, your time (New York). It has already begun: your message for it is on its way.',
    );
    t.ctx.clock.set('2026-12-09T04:25:00Z');
    expect((await tap('U0TOM', 'watch_claim_5', `${w.id}:5`)).text).toBe(
      "🕯️ You hold Tue 23:30–24:00, your time (New York). I'll write to you when it begins.",
    );
    t.ctx.clock.set('2026-12-07T15:00:00Z');
  });
});

describe('/prayer watch in a DM with the app', () => {
  it('lists the watches with coverage and their slots in their zone, with buttons; the lead time is theirs', async () => {
    const { responseUrl } = await t.command('watch', { user: 'U0MIA', channel: 'D0MIA' });
    const answer = (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'DM list')).body as {
      text: string;
      blocks: any[];
    };
    record('U0MIA: /prayer watch in a DM → ephemeral', answer);
    expect(answer.text).toContain('*Your watches*, in your time (Adelaide):');
    expect(answer.text).toContain('*Tom’s surgery* · #general\nstarts Dec 9 12:30 · 3 of 24 hours covered');
    expect(answer.text).toContain('Your slots: Wed 12:30–13:00, Wed 13:30–14:00');
    expect(answer.text).toContain('*Noche por Tom*');
    const buttons = answer.blocks.filter((b) => b.type === 'actions').flatMap((b) => b.elements);
    expect(buttons.map((b: any) => b.text.text)).toEqual(
      expect.arrayContaining(['Open slots', 'Give up Wed 12:30–13:00', 'At the start', '30 min']),
    );
    expect(buttons.find((b: any) => b.action_id === 'watch_lead_10').style).toBe('primary');

    const release = buttons.find((b: any) => b.text.text === 'Give up Wed 13:30–14:00');
    expect(
      (await tap('U0MIA', release.action_id, release.value, { channel: 'D0MIA', ephemeral: true })).text,
    ).toContain('You gave back Wed 13:30–14:00');
    expect((await tap('U0MIA', 'watch_lead_30', '30', { channel: 'D0MIA', ephemeral: true })).text).toBe(
      "Done: I'll remind you 30 minutes before each of your slots.",
    );
    const [s] = await t.h.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, await userOf('U0MIA')));
    expect(s!.watchLeadMinutes).toBe(30);
    const w = (await t.h.db.select().from(watches).where(eq(watches.title, 'Tom’s surgery')))[0]!;
    expect((await tap('U0MIA', 'watch_claim_7', `${w.id}:7`)).text).toContain(
      "I'll remind you 30 minutes before it begins.",
    );
  });

  it('in Spanish, with nothing yet: how to start one, and the lead choice', async () => {
    t.fake.addUser({ id: 'U0LUCIA', teamId: TEAM, firstName: 'Lucía', tz: 'America/Bogota', locale: 'es-LA' });
    const { responseUrl } = await t.command('vigilia', { user: 'U0LUCIA', channel: 'D0LUCIA' });
    const answer = (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'DM list')).body as {
      text: string;
      blocks: any[];
    };
    record('U0LUCIA: /prayer vigilia in a DM → ephemeral', answer);
    expect(answer.text).toContain('Ahora no participas en ninguna vigilia.');
    expect(answer.text).toContain('Ahora: 10 minutos.');
    expect((await tap('U0LUCIA', 'watch_lead_0', '0', { channel: 'D0LUCIA', ephemeral: true })).text).toBe(
      'Listo: recibirás un solo mensaje, cuando comience tu turno.',
    );
  });

  it('help names /prayer watch in both languages', async () => {
    for (const [user, words] of [
      ['U0RUTH', '`/prayer watch` — in a channel'],
      ['U0BOAZ', '`/prayer watch` — en un canal'],
    ] as const) {
      const { responseUrl } = await t.command('help', { user, channel: `D${user.slice(1)}` });
      const r = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'help');
      expect((r.body as { text: string }).text).toContain(words);
    }
  });
});

describe('a watch ended early', () => {
  it("its buttons say so, in each person's language", async () => {
    const w = (await t.h.db.select().from(watches).where(eq(watches.title, 'Noche por Tom')))[0]!;
    await endWatch(actor(t.ctx, await userOf('U0BOAZ'), 'America/Mexico_City'), { watchId: w.id });
    expect((await tap('U0RUTH', 'watch_claim_3', `${w.id}:3`)).text).toBe('This watch has ended.');
    expect((await tap('U0BOAZ', 'watch_my_time', `${w.id}`)).text).toBe(
      '*Noche por Tom*, en tu hora (Ciudad de México):\nEsta vigilia ha terminado.',
    );
  });
});

describe('ending a watch early (decision 370)', () => {
  let circleId = 0;
  const startBy = async (slackUser: string, title: string) =>
    (
      await startWatch(actor(t.ctx, await userOf(slackUser), 'America/Chicago'), {
        title,
        circleId,
        startsAt: '2026-12-10T15:00:00Z',
        hours: 12,
        slotMinutes: 60,
        perSlot: 1,
      })
    ).id;
  const stateOf = async (id: number) => (await t.h.db.select().from(watches).where(eq(watches.id, id)))[0]!;
  const dmListOf = async (user: string) => {
    const { responseUrl } = await t.command('watch', { user, channel: `D${user.slice(1)}` });
    return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'DM list')).body as {
      text: string;
      blocks: any[];
    };
  };
  const endButtons = (blocks: any[]) =>
    blocks
      .filter((b) => b.type === 'actions')
      .flatMap((b) => b.elements)
      .filter((e: any) => e.action_id.startsWith('watch_end'));
  /** Tap a button on the app's own ephemeral list: what is said to the tapper, and the list as redrawn. */
  const tapOnList = async (user: string, button: any, channel: string) => {
    const responseUrl = t.fake.responseUrl();
    const from = t.fake.calls.length;
    const res = await t.interact(
      buttonPayload({ actionId: button.action_id, value: button.value, user, channel, ephemeral: true, responseUrl }),
    );
    expect(res.status).toBe(200);
    const [said] = await t.fake.waitFor(
      () => (saidTo(user, from).length > 0 ? saidTo(user, from) : null),
      5000,
      `${button.action_id} answered`,
    );
    const redrawn = t.fake.responsesTo(responseUrl)[0]!.body as {
      text: string;
      blocks: any[];
      replace_original: boolean;
    };
    expect(redrawn.replace_original).toBe(true);
    record(`${user} taps ${button.action_id} (${button.value}) → ephemeral, list redrawn`, redrawn);
    return { said: said!.args.text as string, redrawn };
  };
  beforeAll(async () => {
    circleId = (await t.h.db.select().from(watches).where(eq(watches.title, 'Tom’s surgery')))[0]!.circleId!;
  });

  it('the starter ends one from the DM list, behind Slack’s confirm; the list is drawn again without it', async () => {
    const id = await startBy('U0RUTH', 'Vigil for the Ortiz family');
    const list = await dmListOf('U0RUTH');
    record('U0RUTH: /prayer watch in a DM (with End buttons) → ephemeral', list);
    const end = endButtons(list.blocks).find((b: any) => b.value === String(id));
    expect(end).toMatchObject({ text: { text: 'End the watch' }, style: 'danger' });
    expect(end.confirm).toMatchObject({
      title: { text: 'End this watch?' },
      text: { text: 'End “Vigil for the Ortiz family” now? Slots not yet begun will send nothing more.' },
      confirm: { text: 'Yes, end it' },
      deny: { text: 'No, keep it' },
    });
    // Slack sends the tap only once "Yes, end it" is pressed in its dialog.
    const { said, redrawn } = await tapOnList('U0RUTH', end, 'D0RUTH');
    expect(said).toBe('🕯️ *Vigil for the Ortiz family* has ended; the channel will get its summary.');
    expect(redrawn.text).toContain('*Vigil for the Ortiz family* · #general\nended');
    expect(endButtons(redrawn.blocks).map((b: any) => b.value)).not.toContain(String(id));
    const s = await stateOf(id);
    expect(s.endedAt).not.toBeNull();
    expect(s.endedBy).toBe(await userOf('U0RUTH'));
    expect(s.postDirtyAt).not.toBeNull();
  });

  it('a leader ends one someone else started, from `/prayer watch end` in the channel', async () => {
    const id = await startBy('U0BOAZ', 'Morning watch for Naomi');
    const modals = t.fake.callsTo('views.open').length;
    const { responseUrl } = await t.command('watch end', { user: 'U0RUTH', channel: CHANNEL });
    const answer = (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'end list')).body as {
      text: string;
      blocks: any[];
      response_type: string;
    };
    record('U0RUTH: /prayer watch end in #prayer-team → ephemeral', answer);
    expect(answer.response_type).toBe('ephemeral');
    expect(answer.text).toContain('Watches of this channel you can end:');
    expect(answer.text).toContain('*Morning watch for Naomi*');
    // No modal: "watch end" is not a new watch's start.
    expect(t.fake.callsTo('views.open')).toHaveLength(modals);
    const end = endButtons(answer.blocks).find((b: any) => b.value === String(id));
    const { said, redrawn } = await tapOnList('U0RUTH', end, CHANNEL);
    expect(said).toBe('🕯️ *Morning watch for Naomi* has ended; the channel will get its summary.');
    expect(redrawn.text).not.toContain('Morning watch for Naomi');
    expect((await stateOf(id)).endedBy).toBe(await userOf('U0RUTH'));
  });

  it('a member who did not start it has no button; a forged tap is refused in words, in Spanish too', async () => {
    const id = await startBy('U0BOAZ', 'Tarde de oración');
    const list = await dmListOf('U0TOM');
    expect(list.text).toContain('*Tarde de oración*');
    expect(endButtons(list.blocks)).toEqual([]);
    const none = await t.command('watch end', { user: 'U0TOM', channel: CHANNEL });
    const said = (await t.fake.waitFor(() => t.fake.responsesTo(none.responseUrl)[0], 5000, 'none')).body as {
      text: string;
    };
    expect(said.text).toBe(
      "There's no watch here you can end: only whoever started one, or a leader of the group, can end it.",
    );
    expect((await tap('U0TOM', 'watch_end_0', String(id))).text).toContain(
      'Only the person who started the watch or a leader of the group can end it.',
    );
    // Ana, a Spanish member of the channel.
    t.fake.addUser({ id: 'U0ANA', teamId: TEAM, firstName: 'Ana', tz: 'Europe/Madrid', locale: 'es-ES' });
    t.fake.setChannelMembers(CHANNEL, ['U0BOT', 'U0RUTH', 'U0BOAZ', 'U0NAOMI', 'U0MIA', 'U0TOM', 'U0ANA']);
    expect((await tap('U0ANA', 'watch_end_0', String(id))).text).toContain(
      'Solo quien inició la vigilia o un líder del grupo puede terminarla.',
    );
    expect((await stateOf(id)).endedAt).toBeNull();
    // Boaz, its starter, in Spanish.
    const es = endButtons((await dmListOf('U0BOAZ')).blocks).find((b: any) => b.value === String(id));
    expect(es.text.text).toBe('Terminar la vigilia');
    expect(es.confirm.text.text).toBe(
      '¿Terminar «Tarde de oración» ahora? Los turnos que aún no han empezado ya no enviarán nada.',
    );
    expect((await tap('U0BOAZ', es.action_id, es.value)).text).toBe(
      '🕯️ *Tarde de oración* ha terminado; el canal recibirá su resumen.',
    );
  });
});
