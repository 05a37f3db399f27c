/**
 * Forged Slack buttons (decision 071): a button value names any prayer id a member likes. A
 * prayer an admin scheduled for a later date answers "Prayer not found." to Pray, Save and Reflect
 * — nothing recorded, nothing of it shown — and yesterday's prayer cannot be prayed today.
 * Real signed requests to the running Bolt app; answers read where Slack would get them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { completions, favorites, prayers } from '@dps/db/schema';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { buttonPayload, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
let futureId: number;
let pastId: number;
let todayId: number;

beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0MAE', teamId: TEAM, firstName: 'Mae', tz: 'Europe/London' });
  const add = async (date: string, title: string) =>
    (
      await t.h.db
        .insert(prayers)
        .values({ kind: 'daily', date, title, content: `Text of ${title}` })
        .returning()
    )[0]!.id;
  futureId = await add('2026-03-20', 'Scheduled for the 20th');
  pastId = await add('2026-03-09', 'Yesterday');
  todayId = await add('2026-03-10', 'Today');
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

/** Tap `actionId` on an ephemeral `/prayer today` message whose buttons carry `prayerId`; the answer. */
async function tap(actionId: string, prayerId: number) {
  const responseUrl = t.fake.responseUrl();
  const value = JSON.stringify({ p: prayerId, d: '2026-03-10', m: 'p' });
  const res = await t.interact(buttonPayload({ actionId, value, user: 'U0MAE', ephemeral: true, responseUrl }));
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `the answer to ${actionId}`)).body as {
    text: string;
    replace_original?: boolean;
  };
}

describe('buttons carrying the id of a prayer that is not published yet', () => {
  it('Pray, Save and Reflect answer "Prayer not found." and record or show nothing', async () => {
    for (const action of ['prayer_pray', 'prayer_save', 'prayer_reflect']) {
      const answer = await tap(action, futureId);
      expect(answer.text, action).toBe('Prayer not found.');
    }
    const m = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0MAE' }))!;
    expect(await t.h.db.$count(completions, eq(completions.userId, m.userId))).toBe(0);
    expect(await t.h.db.$count(favorites, eq(favorites.userId, m.userId))).toBe(0);
    expect(t.fake.callsTo('views.open')).toEqual([]);
    expect(JSON.stringify(t.fake.callsTo('chat.postEphemeral'))).not.toContain('Scheduled for the 20th');
  });

  it("yesterday's prayer cannot be prayed today; today's can", async () => {
    expect((await tap('prayer_pray', pastId)).text).toBe(
      "Only today's prayer can be marked as prayed. Open today's prayer to pray it.",
    );
    const ok = await tap('prayer_pray', todayId);
    expect(ok.replace_original).toBe(true);
    const m = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0MAE' }))!;
    expect(
      (await t.h.db.select().from(completions).where(eq(completions.userId, m.userId))).map((c) => c.prayerId),
    ).toEqual([todayId]);
  });
});
