/**
 * Chat commands under hostile text (decision 050): every Telegram command that
 * reads an argument, through the real grammY bot against the fake Bot API, every `/prayer`
 * subcommand through the real Bolt app over signed HTTP, and the Slack-markup reader that turns a
 * thread message into a reply. Each shape is a long run of the characters a pattern would fight
 * over, 100,000 characters (Telegram's own limit is 4,096; a forged or future payload is not
 * trusted to be small). Each must get its usual usage answer, spending little CPU.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBotHarness, type BotHarness } from '../test/bot-harness';
import { startSlackHarness, TEAM, type SlackHarness } from '../test/slack-harness';
import { MAX_COMMAND_LENGTH, parsePrayerCommand, TOO_LONG } from './slack/listeners/commands/parse-prayer-command';
import { wordsFor } from './slack/slack-language';
import { plainTextFromSlack } from './slack/listeners/events/slack-text';

/**
 * CPU time of this process (bot, fake servers and PGlite alike, all threads, garbage collection
 * included) per hostile message of 100,000 characters. Linear work takes ~100–220 ms here depending
 * on the machine's load; a super-linear pattern on such input takes seconds to minutes.
 */
const CPU_BOUND_MS = 400;
/** CPU time of one pure parse of 100,000 characters. */
const PARSE_CPU_BOUND_MS = 50;
const SIZE = 100_000;

const run = (prefix: string, unit: string, suffix = '', size = SIZE) =>
  prefix + unit.repeat(Math.max(0, Math.floor((size - prefix.length - suffix.length) / unit.length))) + suffix;

async function timed<T>(f: () => Promise<T> | T): Promise<{ result: T; cpuMs: number }> {
  const start = process.cpuUsage();
  const result = await f();
  const used = process.cpuUsage(start);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

describe('Telegram commands', () => {
  let t: BotHarness;
  beforeAll(async () => {
    t = await startBotHarness({ now: '2026-09-16T12:00:00Z' });
  });
  afterAll(() => t.stop());

  const cases: [command: string, shapes: string[], answer: RegExp][] = [
    [
      '/newgoal',
      [run('', '1', 'x'), run('1', '.1', 'x'), run('', '1,'), run('+', '1', '.'), run('21 ', 'a ')],
      /goal title|number of days|at most/i,
    ],
    ['/remind', [run('', '1', ':'), run('', '1:', 'x'), run('', '0'), run('08:00', ' ', 'x'), run('', '12.')], /valid reminder time/],
    ['/timezone', [run('', 'A/'), run('Europe/', 'a_', '!'), run('', ' '), run('', '+0')], /time zone/i],
    ['/start', [run('reflect_', '1'), run('reflect_', '_1'), run('', '- ')], /code/i],
    ['/link', [run('', '- '), run('', 'A-'), run('', ' \t')], /code/i],
  ];

  it.each(cases)('%s with a hostile argument: its usual answer, quickly', async (command, shapes, answer) => {
    const eve = t.fake.user({ first_name: 'Eve' });
    await t.say(eve, '/start'); // first contact out of the way: the hostile message is all that is measured
    for (const shape of shapes) {
      const { result, cpuMs } = await timed(() => t.say(eve, `${command} ${shape}`));
      const reply = result.replies.at(-1)?.text ?? '';
      expect(reply, `${command} ${shape.slice(0, 20)}…`).toMatch(answer);
      expect(reply.length).toBeLessThan(4096);
      expect(cpuMs, `${command} ${shape.slice(0, 20)}… took ${cpuMs.toFixed(0)} ms CPU`).toBeLessThan(CPU_BOUND_MS);
    }
  });

  it('an unknown command or plain text of any length is answered quickly', async () => {
    const eve = t.fake.user({ first_name: 'Eve' });
    await t.say(eve, '/start');
    for (const text of [run('/cancel@', 'a', '!'), run('/', 'x_'), run('', 'hello ')]) {
      const { result, cpuMs } = await timed(() => t.say(eve, text));
      expect(result.replies.length).toBeGreaterThan(0);
      expect(cpuMs).toBeLessThan(CPU_BOUND_MS);
    }
  });
});

describe('Slack', () => {
  const SHAPES = [
    run('remind ', '1:', 'x'),
    run('', ' ', 'today'),
    run('subscribe 07:30 ', 'A/'),
    run('link ', '- '),
    run('', '<!channel>'),
    run('', '\t\n'),
    run('', '7:0'),
  ];

  it('parsePrayerCommand refuses text longer than any command before splitting it', () => {
    for (const shape of [...SHAPES, 'x'.repeat(MAX_COMMAND_LENGTH + 1)]) {
      const { result, cpuMs } = cpu(() => parsePrayerCommand(shape));
      expect(result).toEqual({ kind: 'invalid', message: TOO_LONG });
      expect(cpuMs).toBeLessThan(PARSE_CPU_BOUND_MS);
    }
    // The longest real command is well inside the bound and still understood.
    expect(parsePrayerCommand(` subscribe 7:30 America/Argentina/Buenos_Aires${' '.repeat(100)}`)).toEqual({
      kind: 'subscribe',
      time: '07:30',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
  });

  it('plainTextFromSlack reads hostile markup in linear time and still resolves entities', () => {
    const shapes = [
      run('', '<@A|'),
      run('', '<@A'),
      run('', '<#C|'),
      run('', '<!here'),
      run('', '<!subteam^S'),
      run('', '<!subteam^S|'),
      run('', '<http:a|'),
      run('', '<http:a'),
      run('', '<mailto:'),
      run('', '&lt;'),
    ];
    for (const shape of shapes) {
      const { result, cpuMs } = cpu(() => plainTextFromSlack(shape));
      expect(result.length).toBeLessThanOrEqual(shape.length);
      expect(cpuMs, `${shape.slice(0, 12)}… took ${cpuMs.toFixed(0)} ms CPU`).toBeLessThan(PARSE_CPU_BOUND_MS);
    }
    expect(
      plainTextFromSlack(
        'Amen <@U1|ruth> in <#C2|general>, <!here> <!subteam^S3|@team> <https://a.b|link> <mailto:x@y.z> &lt;3 &amp;',
      ),
    ).toBe('Amen @ruth in #general, @here @team link mailto:x@y.z <3 &');
  });

  describe('/prayer over signed HTTP', () => {
    let s: SlackHarness;
    beforeAll(async () => {
      s = await startSlackHarness({ now: '2026-03-10T12:00:00Z' });
      s.fake.addUser({ id: 'U0EVE', teamId: TEAM, firstName: 'Eve', tz: 'Europe/London' });
    });
    afterAll(() => s.close());

    it('a hostile subcommand is acknowledged and answered with the usage line, quickly', async () => {
      for (const text of SHAPES) {
        const { result: answer, cpuMs } = await timed(async () => {
          const { res, responseUrl } = await s.command(text, { user: 'U0EVE' });
          expect(res.status).toBe(200);
          return s.fake.waitFor(() => s.fake.responsesTo(responseUrl)[0], 5000, 'the answer');
        });
        expect(answer.body.text).toBe(wordsFor('en').t(TOO_LONG.key));
        expect(cpuMs, `${text.slice(0, 16)}… took ${cpuMs.toFixed(0)} ms CPU`).toBeLessThan(CPU_BOUND_MS);
      }
    });
  });
});

function cpu<T>(f: () => T): { result: T; cpuMs: number } {
  const start = process.cpuUsage();
  const result = f();
  const used = process.cpuUsage(start);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}
