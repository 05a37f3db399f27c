/**
 * Chat output is inert (Slack): a member whose name, reflection and goal are hostile, an admin's
 * hostile prayer, and every surface the app draws for them — the channel post and its DM twin, the
 * /prayer answers, the Reflect modal, the shared reflection in the thread (blocks AND fallback
 * text), Amen, App Home, ephemeral notes, error replies. Then every message, view and response the
 * fake Slack received is walked: nothing live may be built from what someone wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { makeUser } from '@dps/core/test/factories';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { createGoal } from '@dps/core/goals/create-goal';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { subscribeSlackChannel } from '@dps/core/slack/subscribe-slack-channel';
import { createDeliveryRunner } from '../sending/delivery-runner';
import { createSlackSender } from './delivery-sender';
import {
  buttonPayload,
  reflectionSubmission,
  startSlackHarness,
  TEAM,
  type SlackHarness,
} from '../../test/slack-harness';
import { expectSlackInert, HOSTILE, HOSTILE_LINES, HOSTILE_NAME, slackStrings } from '../../test/inert-chat';

let t: SlackHarness;
let prayerId: number;
const CHANNEL = 'C0HOSTILE';

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0EVE', teamId: TEAM, firstName: HOSTILE_NAME, lastName: HOSTILE_NAME, tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0ADAM', teamId: TEAM, firstName: 'Adam', tz: 'Europe/London' });
  t.fake.addChannel({ id: CHANNEL, name: 'hostile', isMember: true });
  const [p] = await t.h.db
    .insert(prayers)
    .values({
      kind: 'daily',
      date: '2026-03-10',
      title: `Title ${HOSTILE}`,
      content: HOSTILE_LINES,
      scripture: HOSTILE_LINES,
      scriptureReference: '<!here> *pwn* 1:1',
    })
    .returning();
  prayerId = p!.id;
});
afterAll(() => t.close());

/** `/prayer <text>` as Eve; resolves with the answer on its response_url. */
async function prayer(text: string, user = 'U0EVE') {
  const { res, responseUrl } = await t.command(text, { user, channel: CHANNEL });
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`)).body;
}

const calls = (method: string) => t.fake.callsTo(method).length;
const nextCall = (method: string, after: number) =>
  t.fake.waitFor(() => t.fake.callsTo(method)[after], 5000, `${method} #${after + 1}`);

describe('hostile names, reflections, prayers and goals reach Slack inert', () => {
  it('in every message, view and response of a whole scenario', async () => {
    // The channel post, and Eve's DM at her reminder time.
    await subscribeSlackChannel(t.ctx, {
      teamId: TEAM,
      channelId: CHANNEL,
      postTime: '11:30',
      timeZone: 'Europe/London',
    });
    expect((await prayer('remind 11:00')).text).toContain('Daily reminder on');
    const senders = (['slack_channel', 'slack_dm'] as const).map((channel) =>
      createSlackSender({ ctx: t.ctx, channel, clients: t.slack.clients }),
    );
    expect(await createDeliveryRunner({ ctx: t.ctx, senders }).runDue()).toMatchObject({ sent: 2 });
    const post = t.fake.messages(CHANNEL)[0]!;
    expect(t.fake.messages('U0EVE')).toHaveLength(1);

    // /prayer answers, including ones that echo what was typed and core's error messages.
    const eve = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0EVE' }))!;
    await createGoal(actor(t.ctx, eve.userId, eve.timeZone), { title: HOSTILE_NAME, targetDays: 7 });
    for (const text of [
      'help',
      'today',
      'streak',
      '<!channel>*pwn*',
      'today <!here>',
      'subscribe 07:30 <!channel>',
      'remind <!here>',
    ])
      await prayer(text);

    // A web account whose owner named it hostile: the link answers name it.
    const web = await makeUser(t.ctx, { firstName: HOSTILE_NAME });
    const { code } = await createLinkCode(actor(t.ctx, web.id, 'UTC'));
    const linkAnswer = await prayer(`link ${code}`, 'U0ADAM');
    const confirm = (linkAnswer.blocks ?? [])
      .flatMap((b: any) => b.elements ?? [])
      .find((e: any) => e.action_id === 'link_confirm');
    if (confirm) {
      const responseUrl = t.fake.responseUrl();
      await t.interact(
        buttonPayload({
          actionId: 'link_confirm',
          value: confirm.value,
          user: 'U0ADAM',
          channel: CHANNEL,
          ephemeral: true,
          responseUrl,
        }),
      );
      await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the link confirmation');
    }

    // App Home with the hostile goal.
    const published = calls('views.publish');
    await t.event({ type: 'app_home_opened', user: 'U0EVE', channel: 'D0EVE', tab: 'home' });
    await nextCall('views.publish', published);

    // The buttons on the channel post: Pray (the count is redrawn), Save, Reflect (the modal).
    const onPost = (actionId: string, user: string) =>
      buttonPayload({
        actionId,
        user,
        channel: CHANNEL,
        value: post.blocks!.at(-1).elements.find((e: any) => e.action_id === actionId).value,
        message: { ts: post.ts, text: post.text, blocks: t.fake.messages(CHANNEL)[0]!.blocks! },
        responseUrl: t.fake.responseUrl(),
      });
    for (const actionId of ['prayer_pray', 'prayer_save', 'prayer_reflect']) {
      const ephemerals = calls('chat.postEphemeral');
      const opened = calls('views.open');
      await t.interact(onPost(actionId, 'U0EVE'));
      await (actionId === 'prayer_reflect'
        ? nextCall('views.open', opened)
        : nextCall('chat.postEphemeral', ephemerals));
    }
    const modal = t.fake.callsTo('views.open').at(-1)!.args.view;

    // Eve shares a hostile reflection: posted in the thread, blocks and fallback text.
    const posted = calls('chat.postMessage');
    await t.interact(
      reflectionSubmission({
        privateMetadata: modal.private_metadata,
        text: HOSTILE_LINES,
        visibility: 'public',
        user: 'U0EVE',
      }),
    );
    const shared = (await nextCall('chat.postMessage', posted)).args;
    expect(shared.thread_ts).toBe(post.ts);

    // Adam says Amen under it (the message is redrawn from what Slack holds).
    const reflectionMsg = t.fake.messages(CHANNEL).find((m) => m.metadata?.event_type === 'dps_reflection')!;
    const updates = calls('chat.update');
    await t.interact(
      buttonPayload({
        actionId: 'reflection_amen',
        user: 'U0ADAM',
        channel: CHANNEL,
        value: reflectionMsg.blocks!.at(-1).elements[0].value,
        message: { ts: reflectionMsg.ts, text: reflectionMsg.text, blocks: reflectionMsg.blocks!, thread_ts: post.ts },
        responseUrl: t.fake.responseUrl(),
      }),
    );
    await nextCall('chat.update', updates);

    // Pray on the personal (ephemeral) /prayer today message: redrawn through its response_url.
    const responseUrl = t.fake.responseUrl();
    const value = JSON.stringify({ p: prayerId, d: '2026-03-10', m: 'p' });
    await t.interact(
      buttonPayload({ actionId: 'prayer_pray', value, user: 'U0EVE', channel: CHANNEL, ephemeral: true, responseUrl }),
    );
    await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, 'the redrawn personal message');

    const strings = slackStrings(t.fake);
    expectSlackInert(strings);

    // Every surface was reached, with the hostile words in it (the check above is not vacuous).
    const shows = (where: RegExp, what: string) =>
      expect(
        strings.some((s) => where.test(s.where) && s.text.includes(what)),
        `${what} in ${where}`,
      ).toBe(true);
    shows(/^chat\.postMessage text$/, '&lt;!here&gt;'); // the reflection's (and the prayer's) fallback text
    shows(/^chat\.postMessage blocks$/, '&lt;@U123&gt;');
    shows(/^chat\.update blocks$/, '&lt;!channel&gt;');
    shows(/^views\.open view$/, '&lt;!channel&gt;');
    shows(/^views\.publish view$/, '&lt;!here&gt;');
    shows(/^response .* blocks$/, '&lt;https://evil.example|click&gt;');
    expect(shared.text).toContain(
      '&lt;!here&gt;&lt;@U123&gt;∗pwn∗ˍpwnˍ &amp;lt; &lt;b&gt;pwn&lt;/b&gt; [pwn](tg://x) shared a reflection',
    );
  }, 30_000);
});
