/**
 * Multi-workspace mode: Slack's OAuth install flow end to end (install link, state cookie,
 * oauth.v2.access on the fake Slack), the installation stored encrypted, and then used: commands
 * from that workspace run with its own bot token, and so do its deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { slackChannelSubscriptions, slackInstallations } from '@dps/db/schema';
import { deriveInstallationKey, decryptInstallation } from '@dps/core/slack/installation-crypto';
import { eventually, startSlackHarness, type SlackHarness } from '../../test/slack-harness';

const OAUTH = { clientId: '111.222', clientSecret: 'client-secret', stateSecret: 'state-secret-of-some-length', installationSecret: 'installation-secret-0123456789' };
const TEAM = 'T0OAUTH';
let t: SlackHarness;

beforeAll(async () => {
  t = await startSlackHarness({ oauth: OAUTH });
  t.fake.addTeam({ token: 'xoxb-oauth1', teamId: TEAM, botUserId: 'U0OBOT', botId: 'B0OBOT' });
  t.fake.addUser({ id: 'U0ADMIN', teamId: TEAM, firstName: 'Priscilla', tz: 'America/Chicago' });
  t.fake.addUser({ id: 'U0AQUILA', teamId: TEAM, firstName: 'Aquila', tz: 'Europe/Rome' });
  t.fake.addChannel({ id: 'C0HOUSE', name: 'house-church', isMember: true });
  t.fake.oauthCode('code-123', {
    access_token: 'xoxb-oauth1',
    token_type: 'bot',
    scope: 'commands,chat:write',
    bot_user_id: 'U0OBOT',
    app_id: 'A0APP',
    team: { id: TEAM, name: 'House Church' },
    enterprise: null,
    is_enterprise_install: false,
    authed_user: { id: 'U0ADMIN' },
  });
});
afterAll(() => t.close());

describe('the OAuth install flow', () => {
  it('installs a workspace and stores its installation encrypted', async () => {
    const install = await fetch(`${t.url}/slack/install`, { redirect: 'manual' });
    expect(install.status).toBe(302);
    const to = new URL(install.headers.get('location')!);
    expect(to.origin + to.pathname).toBe('https://slack.com/oauth/v2/authorize');
    expect(to.searchParams.get('client_id')).toBe(OAUTH.clientId);
    expect(to.searchParams.get('scope')).toContain('commands');
    expect(to.searchParams.get('redirect_uri')).toBe('http://app.test/slack/oauth_redirect');
    const state = to.searchParams.get('state')!;
    const cookie = install.headers.get('set-cookie')!.split(';')[0]!;

    // Without the browser's state cookie the callback is refused (CSRF).
    const forged = await fetch(`${t.url}/slack/oauth_redirect?code=code-123&state=${encodeURIComponent(state)}`, { redirect: 'manual' });
    expect(forged.status).not.toBe(200);
    expect(await t.h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, TEAM))).toHaveLength(0);

    const done = await fetch(`${t.url}/slack/oauth_redirect?code=code-123&state=${encodeURIComponent(state)}`, { headers: { cookie }, redirect: 'manual' });
    expect(done.status).toBe(200);
    const access = t.fake.callsTo('oauth.v2.access')[0]!;
    expect(access.args.code).toBe('code-123');

    const [row] = await t.h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, TEAM));
    expect(row).toMatchObject({ botUserId: 'U0OBOT', installerUserId: 'U0ADMIN', isActive: true });
    expect(row!.installationEnc).not.toContain('xoxb');
    const inst = decryptInstallation(deriveInstallationKey(OAUTH.installationSecret), row!.installationEnc) as { bot: { token: string } };
    expect(inst.bot.token).toBe('xoxb-oauth1');
  });

  it("commands from that workspace run with its stored token; a channel's default zone is the installer's", async () => {
    t.fake.reset();
    const { responseUrl } = await t.command('subscribe 07:00', { team: TEAM, user: 'U0AQUILA', channel: 'C0HOUSE' });
    const answer = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0]);
    expect(answer.body.text).toContain('every day at *07:00* (7:00 am, Chicago;');
    expect(t.fake.calls.length).toBeGreaterThan(0);
    expect(t.fake.calls.every((c) => c.token === 'xoxb-oauth1')).toBe(true);
    const [sub] = await t.h.db.select().from(slackChannelSubscriptions).where(eq(slackChannelSubscriptions.channelId, 'C0HOUSE'));
    expect(sub).toMatchObject({ teamId: TEAM, timeZone: 'America/Chicago', isActive: true });
  });

  it('the delivery clients use the stored token too, and none once the app is uninstalled', async () => {
    const client = await t.slack.clients.clientFor(TEAM);
    expect(client).not.toBeNull();
    t.fake.reset();
    await client!.auth.test();
    expect(t.fake.callsTo('auth.test')[0]!.token).toBe('xoxb-oauth1');

    const res = await t.event({ type: 'app_uninstalled' }, { team: TEAM });
    expect(res.status).toBe(200);
    await eventually(async () => !(await t.h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, TEAM)))[0]!.isActive);
    expect(await t.slack.clients.clientFor(TEAM)).toBeNull();
    const [row] = await t.h.db.select().from(slackInstallations).where(eq(slackInstallations.teamId, TEAM));
    expect(row).toMatchObject({ isActive: false, installationEnc: '' });
  });
});
