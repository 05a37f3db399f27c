/**
 * Every button the app can send, tapped through the real Bolt app (decision 263): each tap is
 * acknowledged exactly once (a second ack is Bolt's ReceiverMultipleAckError, which the member
 * reads as "Something went wrong"), and no member is told something went wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixturePlans } from '@dps/core/plans/plan-test-helpers';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';
import { SLACK_ACTIONS, isRegisteredAction } from './action-registry';
import { GENERIC_ERROR } from './slack-errors';

let t: SlackHarness;
/** What became of each tap once every listener had finished: the error it ended with, if any. */
const settled = new Map<string, { error: string | null }>();

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  await seedFixturePlans(t.h.db);
  t.fake.addUser({ id: 'U0ANA', teamId: TEAM, firstName: 'Ana', tz: 'America/Sao_Paulo' });
  // Runs around every listener: knows when a tap's work is over, and how it ended.
  t.slack.app.use(async ({ body, next }) => {
    const id = (body as { actions?: { action_id: string }[] }).actions?.[0]?.action_id;
    try {
      await next();
      if (id) settled.set(id, { error: null });
    } catch (e) {
      if (id) settled.set(id, { error: (e as Error).name || String(e) });
      throw e;
    }
  });
});
afterAll(() => t.close());

/** A plausible value for each button (what the app itself puts there). */
const VALUES: Record<string, string> = {
  plan_start: 'seven-days-of-rest',
  open_web: 'wall',
  daily_on_0700: '07:00',
  daily_on_0800: '08:00',
  daily_on_1200: '12:00',
  daily_on_2100: '21:00',
};

const EVERY_ID = SLACK_ACTIONS.flatMap((e) => e.sends);

describe('every action id the app can send', () => {
  it('the registry names every id its entries send, and takes each', () => {
    expect(EVERY_ID).toEqual(
      expect.arrayContaining(['open_web', 'open_web_url', 'plan_start', 'plan_day_done', 'daily_on_0800']),
    );
    for (const id of EVERY_ID) expect(isRegisteredAction(id), id).toBe(true);
    expect(isRegisteredAction('from_an_old_version')).toBe(false);
  });

  it.each(EVERY_ID)('a tap on %s is acknowledged once and never answered "Something went wrong"', async (id) => {
    const responseUrl = t.fake.responseUrl();
    const logsBefore = t.logs.length;
    const res = await t.interact(
      buttonPayload({ actionId: id, value: VALUES[id] ?? '{}', user: 'U0ANA', ephemeral: true, responseUrl }),
    );
    expect(res.status).toBe(200);
    await t.fake.waitFor(() => settled.get(id), 5000, `${id} settled`);
    expect(settled.get(id)!.error).not.toBe('ReceiverMultipleAckError');
    // The error handler answers after the listeners: give it its turn.
    await new Promise((r) => setTimeout(r, 50));
    const said = t.fake.responsesTo(responseUrl).map((r) => (r.body as { text?: string }).text);
    expect(said).not.toContain(GENERIC_ERROR);
    expect(t.logs.slice(logsBefore).filter((l) => l.obj.event === 'slack_listener_failed')).toEqual([]);
  });

  it('a button from an older version is acknowledged by the catch-all, quietly', async () => {
    const responseUrl = t.fake.responseUrl();
    const res = await t.interact(buttonPayload({ actionId: 'retired_button', value: 'x', ephemeral: true, responseUrl }));
    expect(res.status).toBe(200);
    await t.fake.waitFor(() => settled.get('retired_button'), 5000, 'settled');
    expect(settled.get('retired_button')!.error).toBeNull();
  });
});
