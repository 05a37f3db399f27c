/**
 * Slack request timestamps: a correctly signed request dated more than five minutes from now is
 * refused in EITHER direction. Bolt refuses only old ones; one dated in the future would stay
 * replayable until that date (decision 081).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness();
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

const help = () =>
  new URLSearchParams({
    team_id: TEAM,
    user_id: 'U0RUTH',
    channel_id: 'C0GENERAL',
    command: '/prayer',
    text: 'help',
    response_url: t.fake.responseUrl(),
    trigger_id: 't',
  }).toString();
const nowSec = () => Math.floor(Date.now() / 1000);

describe('X-Slack-Request-Timestamp', () => {
  it('six minutes in the future, correctly signed: 401, and nothing is done', async () => {
    const res = await t.post(help(), 'application/x-www-form-urlencoded', { timestamp: nowSec() + 6 * 60 });
    expect(res.status).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.fake.calls).toHaveLength(0);
    expect(t.fake.responses).toHaveLength(0);
    expect(t.logs.map((l) => l.obj)).toContainEqual({ event: 'slack_request_refused', reason: 'timestamp_in_future' });
  });

  it('far in the future (a captured request kept for later): 401', async () => {
    const res = await t.post(help(), 'application/x-www-form-urlencoded', { timestamp: nowSec() + 365 * 86_400 });
    expect(res.status).toBe(401);
  });

  it('six minutes old: 401', async () => {
    expect((await t.post(help(), 'application/x-www-form-urlencoded', { timestamp: nowSec() - 6 * 60 })).status).toBe(
      401,
    );
  });

  it('within five minutes either way (clocks drift): answered', async () => {
    for (const skew of [4 * 60, -4 * 60, 0]) {
      const body = help();
      const res = await t.post(body, 'application/x-www-form-urlencoded', { timestamp: nowSec() + skew });
      expect(res.status).toBe(200);
      const responseUrl = new URLSearchParams(body).get('response_url')!;
      await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `the answer at skew ${skew}`);
    }
  });

  it('a timestamp that is not a number is still refused (by the signature check)', async () => {
    expect(
      (await t.post(help(), 'application/x-www-form-urlencoded', { headers: { 'x-slack-request-timestamp': 'soon' } }))
        .status,
    ).toBe(401);
  });
});
