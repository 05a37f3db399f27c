/**
 * Requests no feature listener takes (a button from an older version of the app, a shortcut, a
 * closed modal, another slash command pointed at us) are acknowledged at once. Without that, Bolt
 * holds them for 3 s, answers 404 and logs an error, and Slack shows the member an error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buttonPayload, startSlackHarness, TEAM, triggerId, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness();
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
});
afterAll(() => t.close());
beforeEach(() => {
  t.fake.reset();
  t.logs.length = 0;
});

const user = { id: 'U0RUTH', username: 'ruth', name: 'ruth', team_id: TEAM };
const team = { id: TEAM, domain: 'fake' };

async function timed(send: () => Promise<Response>) {
  const started = Date.now();
  const res = await send();
  return { res, ms: Date.now() - started, body: await res.text() };
}

describe('requests no feature takes', () => {
  it.each([
    ['a button from an older version of the app', () => buttonPayload({ actionId: 'old_button', value: 'x' })],
    [
      'a closed modal',
      () => ({
        type: 'view_closed',
        user,
        team,
        api_app_id: 'A0APP',
        view: { id: 'V1', callback_id: 'old_modal', private_metadata: '' },
        is_cleared: false,
      }),
    ],
    [
      'a submitted modal of another kind',
      () => ({
        type: 'view_submission',
        user,
        team,
        api_app_id: 'A0APP',
        trigger_id: triggerId(),
        view: { id: 'V2', callback_id: 'old_modal', private_metadata: '', state: { values: {} } },
      }),
    ],
    [
      'a global shortcut',
      () => ({
        type: 'shortcut',
        callback_id: 'pray_shortcut',
        user,
        team,
        api_app_id: 'A0APP',
        trigger_id: triggerId(),
        token: 't',
      }),
    ],
  ])('%s is acknowledged at once, with nothing logged as an error', async (_what, payload) => {
    const { res, ms } = await timed(() => t.interact(payload()));
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(2500);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('another slash command pointed at the app gets a pointer to /prayer', async () => {
    const body = new URLSearchParams({
      team_id: TEAM,
      user_id: 'U0RUTH',
      channel_id: 'C0GENERAL',
      command: '/pray',
      text: 'today',
      response_url: t.fake.responseUrl(),
      trigger_id: triggerId(),
    }).toString();
    const { res, ms, body: answer } = await timed(() => t.post(body, 'application/x-www-form-urlencoded'));
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(2500);
    expect(JSON.parse(answer)).toMatchObject({
      response_type: 'ephemeral',
      text: 'This app answers /prayer. Try /prayer help.',
    });
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('the real buttons are still answered by their own listener, once', async () => {
    const { responseUrl } = await t.command('help');
    expect(responseUrl).toBeTruthy();
    const { res } = await timed(() =>
      t.interact(
        buttonPayload({ actionId: 'link_cancel', value: 'x', ephemeral: true, responseUrl: t.fake.responseUrl() }),
      ),
    );
    expect(res.status).toBe(200);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
