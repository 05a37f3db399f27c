/** `/prayer unlink` through the real Bolt app (signed HTTP) against the fake Slack Web API. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities } from '@dps/db/schema';
import { connectIdentity } from '@dps/core/accounts/connect-identity';
import { registerWithPassword } from '@dps/core/accounts/register';
import { LAST_WAY_IN } from '@dps/core/accounts/sign-in-methods';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0PRIS', teamId: TEAM, firstName: 'Priscilla', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0ONLY', teamId: TEAM, firstName: 'Onesimus', tz: 'Europe/London' });
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function prayer(text: string, user: string) {
  const { res, responseUrl } = await t.command(text, { user });
  expect(res.status).toBe(200);
  const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`);
  return answer.body as { response_type: string; text: string; blocks?: any[] };
}

async function tap(button: { action_id: string; value: string }, user: string) {
  const responseUrl = t.fake.responseUrl();
  await t.interact(
    buttonPayload({ actionId: button.action_id, value: button.value, user, ephemeral: true, responseUrl }),
  );
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the answer to the tap')).body as {
    text: string;
    replace_original?: boolean;
  };
}

const owner = async (user: string) =>
  (
    await t.h.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'slack'), eq(identities.subject, `${TEAM}:${user}`)))
  )[0]?.userId;

describe('/prayer unlink', () => {
  it('asks with Disconnect / Keep it; Disconnect takes this Slack account out of the web account', async () => {
    const web = await registerWithPassword(t.ctx, {
      email: 'pris@example.test',
      password: 'mustard-seed-41',
      firstName: 'Priscilla',
    });
    await connectIdentity(
      { ...t.ctx, userId: web.id, timeZone: 'UTC' },
      { provider: 'slack', subject: `${TEAM}:U0PRIS` },
    );
    const asked = await prayer('unlink', 'U0PRIS');
    expect(asked.response_type).toBe('ephemeral');
    expect(asked.text).toContain('Disconnect this Slack account from your account?');
    const [disconnect, keep] = asked.blocks![1].elements;
    expect([disconnect.text.text, keep.text.text]).toEqual(['🔌 Disconnect', 'Keep it']);

    expect((await tap(keep, 'U0PRIS')).text).toBe(
      'Nothing changed: this Slack account is still connected to your account.',
    );
    expect(await owner('U0PRIS')).toBe(web.id);

    // Another member's tap on Priscilla's button does nothing.
    expect((await tap(disconnect, 'U0ONLY')).text).toBe('This question is out of date. Run `/prayer unlink` again.');
    expect(await owner('U0PRIS')).toBe(web.id);

    const done = await tap(disconnect, 'U0PRIS');
    expect(done).toMatchObject({ replace_original: true });
    expect(done.text).toMatch(/^🔌 Disconnected\. This Slack account is no longer part of your account\./);
    expect(await owner('U0PRIS')).toBeUndefined();
  });

  it('refuses to disconnect the only way into an account, saying why', async () => {
    const asked = await prayer('unlink', 'U0ONLY');
    const [disconnect] = asked.blocks![1].elements;
    const before = await owner('U0ONLY');
    expect((await tap(disconnect, 'U0ONLY')).text).toContain(LAST_WAY_IN);
    expect(await owner('U0ONLY')).toBe(before);
  });

  it('takes nothing after it', async () => {
    expect((await prayer('unlink now', 'U0ONLY')).text).toBe('`/prayer unlink` takes nothing after it.');
  });
});
