/**
 * Scripture in Slack (decision 213), through the real Bolt app against the fake Slack Web API:
 * `/prayer verse <ref>` answers privately with the passage, "Read in context" and "Share in channel";
 * sharing posts it once, attributed; our reader's links unfold (`link_shared` -> `chat.unfurl`),
 * other sites' links and unknown references are left alone. The passage text asserted here is read
 * from the bundled Bibles through the same core service, never typed in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { updateSettings } from '@dps/core/settings/update-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { actor } from '@dps/core/test/context';
import { ALREADY_SHARED } from './listeners/actions/share-passage-action';
import { MAX_UNFURLS } from './listeners/events/link-shared';
import { PASSAGE_TEXT_BUDGET, SHARE_PASSAGE_ACTION, UNFURL_TEXT_BUDGET } from './blocks/passage-message';
import { buttonPayload, eventually, startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

const APP = 'http://app.test';
let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0RUTH', teamId: TEAM, firstName: 'Ruth', tz: 'Europe/London' });
  t.fake.addUser({ id: 'U0BOAZ', teamId: TEAM, firstName: 'Boaz', tz: 'America/New_York' });
  t.fake.addChannel({ id: 'C0GENERAL', name: 'general', isMember: true });
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

type Answer = { response_type: string; text: string; blocks?: any[] };

async function prayer(text: string, user = 'U0RUTH'): Promise<Answer> {
  const { res, responseUrl } = await t.command(text, { user });
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`))
    .body as Answer;
}

const blockTexts = (a: { blocks?: any[] }) =>
  (a.blocks ?? [])
    .flatMap((b) => [b.text?.text, ...(b.elements ?? []).map((e: any) => e.text?.text ?? e.text)])
    .filter((x): x is string => typeof x === 'string');
const buttons = (a: { blocks?: any[] }) =>
  (a.blocks ?? []).filter((b) => b.type === 'actions').flatMap((b) => b.elements as any[]);

describe('/prayer verse', () => {
  it('answers only the member with the passage, its version, Read in context and Share in channel', async () => {
    const a = await prayer('verse John 3:16');
    const passage = getPassage({ ref: 'John 3:16', version: 'web' });
    expect(a.response_type).toBe('ephemeral');
    const texts = blockTexts(a).join('\n');
    expect(texts).toContain('*John 3:16* · World English Bible (WEB)');
    expect(texts).toContain(`*16* ${passage.verses[0]!.text}`);
    const [read, share] = buttons(a);
    expect(read).toMatchObject({ text: { text: '📖 Read in context' }, url: `${APP}/bible?ref=John%203%3A16&v=web` });
    expect(share).toMatchObject({ action_id: SHARE_PASSAGE_ACTION, text: { text: '💬 Share in channel' } });
    expect(a.text).toContain('John 3:16 (WEB): ');
    console.log('ephemeral answer to /prayer verse John 3:16:', JSON.stringify(a, null, 1));
  });

  it('a version named after the reference wins ("John 3:16 KJV"); otherwise the member’s own version setting', async () => {
    const kjv = await prayer('verse John 3:16 KJV');
    expect(blockTexts(kjv).join('\n')).toContain('*John 3:16* · King James Version (KJV)');
    expect(blockTexts(kjv).join('\n')).toContain(getPassage({ ref: 'John 3:16', version: 'kjv' }).verses[0]!.text);

    // Ruth chooses the Reina-Valera on the web (the same setting on every channel).
    const ruth = (await findSlackMember(t.ctx, { teamId: TEAM, userId: 'U0RUTH' }))!;
    await updateSettings(actor(t.ctx, ruth.userId), { bibleVersion: 'rv1909' });
    const es = await prayer('verse Juan 3:16');
    expect(blockTexts(es).join('\n')).toContain('*Juan 3:16* · Reina-Valera 1909 (RV1909)');
    expect(buttons(es)[0].url).toBe(`${APP}/bible?ref=Juan%203%3A16&v=rv1909`);
    // An English reference reads too, in her version.
    expect(blockTexts(await prayer('verse Psalm 23:1')).join('\n')).toContain('(RV1909)');
    await updateSettings(actor(t.ctx, ruth.userId), { bibleVersion: 'web' });
  });

  it.each([
    ['Jerusalem 70', "We couldn't read “Jerusalem 70” as a Bible passage"],
    ['Jude 5:1', 'Jude has only 1 chapter: there is no chapter 5.'],
    ['Genesis 999', 'Genesis has 50 chapters: there is no chapter 999.'],
    ['John 3:40', 'John 3 has 36 verses: there is no verse 40.'],
    ['Genesis', 'is a whole book. Ask for a chapter'],
  ])('a reference it cannot read (%s) is answered with what was not understood, never an error', async (ref, says) => {
    const a = await prayer(`verse ${ref}`);
    expect(a.response_type).toBe('ephemeral');
    expect(a.text).toContain(says);
    expect(a.text).not.toContain('Something went wrong');
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('no reference: how to use it', async () => {
    expect((await prayer('verse')).text).toContain('Usage: `/prayer verse REFERENCE`');
  });

  it('a passage over the cap is refused with the cap; a long one is cut at a verse with "Read the rest"', async () => {
    const over = await prayer('verse Psalm 118-120');
    expect(over.text).toContain('a passage shows at most 200');

    const a = await prayer('verse Psalm 119');
    const passage = getPassage({ ref: 'Psalm 119', version: 'web' });
    const body = a.blocks![1].text.text as string;
    expect(body.length).toBeLessThanOrEqual(PASSAGE_TEXT_BUDGET);
    expect(body.startsWith(`*1* ${passage.verses[0]!.text}`)).toBe(true);
    const shown = body.split('\n').length;
    expect(shown).toBeLessThan(176);
    // Whole verses only: the last line shown is a whole verse.
    expect(body.endsWith(passage.verses[shown - 1]!.text)).toBe(true);
    const more = blockTexts(a).find((x) => x.includes('Read the rest'))!;
    expect(more).toBe(`${176 - shown} more verses: <${APP}/bible?ref=Psalm%20119&v=web|Read the rest>`);
  });

  it('Share in channel posts the passage to the conversation, attributed to the member, once', async () => {
    const a = await prayer('verse Psalm 23:1-2');
    const share = buttons(a).find((b) => b.action_id === SHARE_PASSAGE_ACTION)!;
    const responseUrl = t.fake.responseUrl();
    const tap = () =>
      t.interact(buttonPayload({ actionId: SHARE_PASSAGE_ACTION, value: share.value, ephemeral: true, responseUrl }));
    expect((await tap()).status).toBe(200);
    const [posted, removed] = await eventually(
      async () => (t.fake.responsesTo(responseUrl).length >= 2 ? t.fake.responsesTo(responseUrl) : null),
      5000,
      'the shared passage',
    );
    const passage = getPassage({ ref: 'Psalm 23:1-2', version: 'web' });
    expect(posted!.body).toMatchObject({ response_type: 'in_channel', replace_original: false });
    expect(posted!.body.text).toContain('<@U0RUTH> shared Psalm 23:1-2 (WEB)');
    const texts = blockTexts(posted!.body).join('\n');
    expect(texts).toContain(`📖 *<${APP}/bible?ref=Psalm%2023%3A1-2&v=web|Psalm 23:1-2>* · World English Bible (WEB)`);
    expect(texts).toContain(`*1* ${passage.verses[0]!.text}\n*2* ${passage.verses[1]!.text}`);
    expect(texts).toContain(`Shared by <@U0RUTH> · <${APP}/bible?ref=Psalm%2023%3A1-2&v=web|Read in context>`);
    // The private answer is removed, so its button is gone.
    expect(removed!.body).toMatchObject({ delete_original: true });
    console.log('shared in channel:', JSON.stringify(posted!.body, null, 1));

    // A second tap (a double click that arrived anyway) shares nothing more.
    await tap();
    const third = await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[2], 5000, 'the answer to a second tap');
    expect(third.body).toMatchObject({ response_type: 'ephemeral', text: ALREADY_SHARED });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.fake.responsesTo(responseUrl).filter((r) => r.body.response_type === 'in_channel')).toHaveLength(1);
  });

  it('a Share button whose value was tampered with posts nothing', async () => {
    const responseUrl = t.fake.responseUrl();
    const payload = buttonPayload({
      actionId: SHARE_PASSAGE_ACTION,
      value: '{"r":"John 3:16","v":"web"}',
      ephemeral: true,
      responseUrl,
    });
    expect((await t.interact(payload)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect(t.fake.responsesTo(responseUrl)).toEqual([]);
  });

  it('/prayer help lists it', async () => {
    expect((await prayer('help')).text).toContain('`/prayer verse John 3:16`');
  });
});

describe('unfurling our reader’s links', () => {
  const linkShared = (links: string[], extra: Record<string, unknown> = {}) =>
    t.event({
      type: 'link_shared',
      channel: 'C0GENERAL',
      is_bot_user_member: true,
      user: 'U0BOAZ',
      message_ts: '1773000000.000100',
      unfurl_id: 'Uf0001',
      source: 'conversations_history',
      links: links.map((url) => ({ domain: new URL(url).host, url })),
      ...extra,
    });

  it('a passage link in a channel unfolds with the passage (chat.unfurl)', async () => {
    const link = `${APP}/bible?ref=Romans%208%3A28&v=kjv`;
    expect((await linkShared([link])).status).toBe(200);
    const call = await t.fake.waitFor(() => t.fake.callsTo('chat.unfurl')[0], 5000, 'chat.unfurl');
    expect(call.args).toMatchObject({ unfurl_id: 'Uf0001', source: 'conversations_history' });
    const blocks = call.args.unfurls[link].blocks as any[];
    const passage = getPassage({ ref: 'Romans 8:28', version: 'kjv' });
    expect(blocks[0].text.text).toBe(
      `📖 *<${APP}/bible?ref=Romans%208%3A28&v=kjv|Romans 8:28>* · King James Version (KJV)`,
    );
    expect(blocks[1].text.text).toBe(`*28* ${passage.verses[0]!.text}`);
    expect(blocks[2].elements[0].text).toBe(`Daily Prayer · <${APP}/bible?ref=Romans%208%3A28&v=kjv|Read in context>`);
    console.log('chat.unfurl:', JSON.stringify(call.args, null, 1));
  });

  it('without a version the link unfolds in the WEB; a chapter is cut short with "Read the rest"', async () => {
    const link = `${APP}/bible?ref=Psalm%20103`;
    await linkShared([link], { unfurl_id: undefined, source: undefined });
    const call = await t.fake.waitFor(() => t.fake.callsTo('chat.unfurl')[0], 5000, 'chat.unfurl');
    // No unfurl_id: the message itself is named.
    expect(call.args).toMatchObject({ channel: 'C0GENERAL', ts: '1773000000.000100' });
    const blocks = call.args.unfurls[link].blocks as any[];
    expect(blocks[0].text.text).toContain('World English Bible (WEB)');
    expect((blocks[1].text.text as string).length).toBeLessThanOrEqual(UNFURL_TEXT_BUDGET);
    expect(blocks[2].elements[0].text).toMatch(
      /^Daily Prayer · \d+ more verses: <http:\/\/app\.test\/bible\?ref=Psalm%20103&v=web\|Read the rest>$/,
    );
  });

  it('other sites, other pages and unknown references are skipped quietly; at most a few links a message', async () => {
    const links = [
      'https://www.biblegateway.com/passage/?search=John+3%3A16',
      'http://app.test.evil.example/bible?ref=John%203:16',
      `${APP}/wall`,
      `${APP}/bible?ref=Jerusalem%2070`,
      `${APP}/bible?ref=Jude%205%3A1`,
      `${APP}/bible?ref=John%201%3A1`,
      `${APP}/bible?ref=John%201%3A1`,
      `${APP}/bible?ref=John%201%3A2`,
      `${APP}/bible?ref=John%201%3A3`,
      `${APP}/bible?ref=John%201%3A4`,
    ];
    await linkShared(links);
    const call = await t.fake.waitFor(() => t.fake.callsTo('chat.unfurl')[0], 5000, 'chat.unfurl');
    expect(Object.keys(call.args.unfurls)).toEqual([
      `${APP}/bible?ref=John%201%3A1`,
      `${APP}/bible?ref=John%201%3A2`,
      `${APP}/bible?ref=John%201%3A3`,
    ]);
    expect(Object.keys(call.args.unfurls)).toHaveLength(MAX_UNFURLS);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('a message with only a foreign link (or a bad reference) makes no call at all', async () => {
    const res = await linkShared(['https://example.org/bible?ref=John%203:16', `${APP}/bible?ref=Genesis%20999`]);
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.fake.callsTo('chat.unfurl')).toEqual([]);
  });

  it('an install from before links:write (missing_scope) is logged as a warning, not an error', async () => {
    t.fake.fault('chat.unfurl', { error: 'missing_scope' });
    await linkShared([`${APP}/bible?ref=John%2011%3A35`]);
    await eventually(async () => t.logs.find((l) => l.obj.event === 'slack_unfurl_failed'), 5000, 'the warning');
    expect(t.logs.find((l) => l.obj.event === 'slack_unfurl_failed')).toMatchObject({
      level: 'warn',
      obj: { error: 'missing_scope' },
    });
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
