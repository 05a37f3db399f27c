/**
 * Socket Mode (SLACK_APP_TOKEN): the real Socket Mode client opens its connection through
 * apps.connections.open on the fake Slack, receives a slash command envelope over the WebSocket,
 * acknowledges it, and answers through the response_url — with no HTTP endpoint at all.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { createSlackApp, type SlackApp } from './create-slack-app';
import { startFakeSlackServer, type FakeSlackServer } from '../../test/fake-slack-server';

let h: DbHandle;
let fake: FakeSlackServer;
let slack: SlackApp;
beforeAll(async () => {
  h = await createTestDb();
  fake = await startFakeSlackServer();
  fake.addTeam({ token: 'xoxb-socket', teamId: 'T0SOCK', botUserId: 'U0SBOT', botId: 'B0SBOT' });
  fake.addUser({ id: 'U0LYDIA', teamId: 'T0SOCK', firstName: 'Lydia', tz: 'Europe/Athens' });
  slack = createSlackApp({ ctx: testCtx(h.db), botToken: 'xoxb-socket', appToken: 'xapp-1-socket', apiUrl: fake.apiUrl, appName: 'Daily Prayer', appUrl: 'http://app.test' });
});
afterAll(async () => {
  await slack.stop();
  await fake.close();
  await h.close();
});

it('connects over Socket Mode and handles /prayer from an envelope', async () => {
  expect(slack.mode).toBe('socket');
  expect(slack.router).toBeUndefined();
  await slack.start();
  await fake.socketMode.connected();
  expect(fake.callsTo('apps.connections.open')[0]!.token).toBe('xapp-1-socket');

  const responseUrl = fake.responseUrl();
  fake.socketMode.send({
    envelope_id: 'env-0001',
    type: 'slash_commands',
    accepts_response_payload: true,
    payload: { team_id: 'T0SOCK', user_id: 'U0LYDIA', channel_id: 'C0ANY', command: '/prayer', text: 'remind 06:30', response_url: responseUrl, trigger_id: 't.1', api_app_id: 'A0APP' },
  });
  await fake.waitFor(() => fake.socketMode.received.find((m) => m.envelope_id === 'env-0001'), 5000, 'the ack');
  const answer = await fake.waitFor(() => fake.responsesTo(responseUrl)[0], 5000, 'the answer');
  expect(answer.body.text).toBe("⏰ Daily reminder on: I'll send you the prayer by DM every day at *06:30* (6:30 am, Athens).");
});
