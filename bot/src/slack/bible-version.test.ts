/**
 * `/prayer version` in Slack (decision 253): the member's Bible, shown and set on purpose with the
 * same words as Profile and Telegram's /version; `/prayer verse` follows it, and a version named after
 * a reference reads it once. Through the real Bolt app against the fake Slack Web API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { getSettings } from '@dps/core/settings/get-settings';
import { findSlackMember } from '@dps/core/slack/find-slack-member';
import { actor } from '@dps/core/test/context';
import { startSlackHarness, TEAM, type SlackHarness } from '../../test/slack-harness';

let t: SlackHarness;
beforeAll(async () => {
  t = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
  t.fake.addUser({ id: 'U0ANA', teamId: TEAM, firstName: 'Ana', tz: 'America/Bogota', locale: 'es-LA' });
  t.fake.addUser({ id: 'U0JOHN', teamId: TEAM, firstName: 'John', tz: 'America/Bogota', locale: 'en-US' });
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

type Answer = { response_type: string; text: string; blocks?: { text?: { text?: string } }[] };

async function prayer(text: string, user: string): Promise<Answer> {
  const { res, responseUrl } = await t.command(text, { user });
  expect(res.status).toBe(200);
  return (await t.fake.waitFor(() => t.fake.responsesTo(responseUrl)[0], 5000, `answer to /prayer ${text}`))
    .body as Answer;
}
const all = (a: Answer) => [a.text, ...(a.blocks ?? []).map((b) => b.text?.text ?? '')].join('\n');
const verse = (ref: string, version: 'web' | 'kjv' | 'rv1909') => getPassage({ ref, version }).verses[0]!.text;
async function bibleOf(user: string): Promise<string> {
  const m = (await findSlackMember(t.ctx, { teamId: TEAM, userId: user }))!;
  return (await getSettings(actor(t.ctx, m.userId))).bibleVersion;
}

describe('/prayer version', () => {
  it('shows a Spanish member their Bible, reads another once, and changes it on purpose', async () => {
    const shown = await prayer('version', 'U0ANA');
    expect(shown.response_type).toBe('ephemeral');
    expect(shown.text).toBe(
      '📖 Tu Biblia es la Reina-Valera 1909 (RV1909). La búsqueda, los planes, el pasaje de Hoy, la imagen para compartir y los versículos de los chats la usan. Cámbiala con `/prayer version web`, `/prayer version kjv` o `/prayer version rv1909`.',
    );
    expect(all(await prayer('verse Salmos 23:1 KJV', 'U0ANA'))).toContain(verse('Psalm 23:1', 'kjv'));
    expect(all(await prayer('verse Salmos 23:1', 'U0ANA'))).toContain(verse('Salmos 23:1', 'rv1909'));

    expect((await prayer('version KJV', 'U0ANA')).text).toBe(
      '📖 Ahora la KJV es tu Biblia. La búsqueda, los planes, el pasaje de Hoy, la imagen para compartir y los versículos de los chats la usan.',
    );
    expect(await bibleOf('U0ANA')).toBe('kjv');
    expect(all(await prayer('verse Salmos 23:1', 'U0ANA'))).toContain(verse('Psalm 23:1', 'kjv'));
  });

  it('answers a version it does not know with the usage, changing nothing, and is in help', async () => {
    expect((await prayer('version', 'U0JOHN')).text).toContain('📖 Your Bible is the World English Bible (WEB).');
    expect((await prayer('version niv', 'U0JOHN')).text).toBe(
      'Usage: `/prayer version web`, `/prayer version kjv` or `/prayer version rv1909`.',
    );
    expect(await bibleOf('U0JOHN')).toBe('web');
    expect((await prayer('help', 'U0JOHN')).text).toContain('• `/prayer version kjv`: make the KJV, the WEB or the RV1909 your Bible');
  });
});
