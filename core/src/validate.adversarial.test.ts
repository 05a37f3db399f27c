/**
 * Every pattern-checked input of core, fed the shapes a backtracking pattern chokes on, at the size
 * of the web's 100 KB body limit (docs/decisions/050). Each check must refuse (or accept) as before
 * and spend at most a few milliseconds of CPU: a quadratic pattern spends seconds (the sign-up email
 * pattern took 11-14 s on "a@" + 90,000 dots + "@"). CPU time, not wall time, so a busy machine
 * cannot make this flaky. The email rule in plain code is also proven to accept exactly the strings
 * the old pattern accepted.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { zEmail, ZRegisterWithPasswordInput, ZUpdateProfileImageInput } from './accounts/account-forms';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './accounts/email-address';
import { ZFindOrCreateUserByIdentityInput } from './accounts/identities';
import { normalizeLinkCode } from './accounts/link-codes';
import { ZCreateDailyPrayerInput } from './admin/create-daily-prayer';
import { ZContactMessageInput } from './contact/contact-form';
import { ZCreateGoalInput } from './goals/goal-form';
import { ZGetWeeklyProgressInput } from './progress/get-weekly';
import { toId } from './rules/reflection-visibility';
import { ZUpdateSettingsInput } from './settings/update-settings';
import { buildShareContent, buildShareText } from './share/build-share-text';
import { isHhMm, isIsoDate } from './time/local-day';
import { toTopicId } from './topics/topic';
import { AppError } from './errors';
import { ZPauseInput } from './rhythm/change-rhythm';
import { parseInput } from './validate';

/** CPU milliseconds one check may take on 100 KB. Linear checks take well under 1 ms. */
const CPU_BOUND_MS = 50;
const SIZE = 100_000;

/** CPU time of a synchronous call, in milliseconds, and its result. */
function cpu<T>(f: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = f();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}

/** prefix + unit repeated + suffix, `size` characters in all (about). */
const run = (prefix: string, unit: string, suffix = '', size = SIZE) =>
  prefix + unit.repeat(Math.max(0, Math.floor((size - prefix.length - suffix.length) / unit.length))) + suffix;

const EMAIL_SHAPES = [
  run('a@', '.', '@'),
  run('a@', '.', ' '),
  run('a@', 'a.', '@'),
  run('a@', 'a.', ' '),
  run('a@b', '.'),
  run('', 'a', '@b.c'),
  run('', '@'),
  run('a@', 'a-', '!'),
  run('a', ' ', '@b.c'),
  run(' ', 'a@b.c', ' '),
];
const DIGIT_SHAPES = (sep: string) => [
  run('', '1', 'x'),
  run('', `1${sep}`, 'x'),
  run('', `12${sep}`),
  run('', '0'),
  run(' ', '1', ' '),
];

/** Each shape through `check`: quick, and `expectation` holds for its result. */
function expectQuick<T>(shapes: string[], check: (s: string) => T, expectation: (result: T, shape: string) => void) {
  for (const shape of shapes) {
    const { result, ms } = cpu(() => check(shape));
    expectation(result, shape);
    expect(ms, `${shape.slice(0, 20)}… (${shape.length} chars)`).toBeLessThan(CPU_BOUND_MS);
  }
}

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? 'accepted' : r.error!.issues[0]!.message;

describe('the email rule', () => {
  const OLD_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('accepts exactly what the old pattern accepted, up to the length limit', () => {
    const alphabet = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '\u00a0', '\u2028', '-', 'é');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 12 }).map((cs) => cs.join('')),
        (s) => {
          expect(isEmailAddress(s)).toBe(OLD_PATTERN.test(s));
        },
      ),
      { numRuns: 5000 },
    );
    for (const ok of ['a@b.c', 'ruth@example.com', 'a.b+c@d-e.f.gh', 'a@b..c', 'é@ü.de'])
      expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['', 'a', 'a@b', '@b.c', 'a@.b', 'a@b.', 'a@b@c.d', 'a b@c.d', 'a@b.c\n'])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('refuses anything longer than 254 characters before reading it', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@ex.co`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
  });

  it('is quick on every hostile shape, alone and inside every schema that uses it', () => {
    expectQuick(EMAIL_SHAPES, isEmailAddress, (ok) => expect(ok).toBe(false));
    expectQuick(
      EMAIL_SHAPES,
      (email) => zEmail.safeParse(email),
      (r) => expect(firstMessage(r)).toBe('invalidEmail'),
    );
    expectQuick(
      EMAIL_SHAPES,
      (email) => ZRegisterWithPasswordInput.safeParse({ email, password: 'a good long pass 1', firstName: 'Eve' }),
      (r) => expect(firstMessage(r)).toBe('invalidEmail'),
    );
    expectQuick(
      EMAIL_SHAPES,
      (email) => ZContactMessageInput.safeParse({ name: 'Eve', email, subject: 'Hi', message: 'Hello' }),
      (r) => expect(firstMessage(r)).toBe('invalidEmail|invalidEmail'),
    );
    // A provider's email claim that is not an address is dropped, not refused.
    expectQuick(
      EMAIL_SHAPES,
      (email) => ZFindOrCreateUserByIdentityInput.parse({ provider: 'google', subject: 'sub-1', email }),
      (v) => expect(v.email).toBeNull(),
    );
  });
});

describe('times, dates and ids', () => {
  it('HH:MM: refused quickly whatever its length', () => {
    const shapes = [...DIGIT_SHAPES(':'), run('', '0:'), run('08:00', ' ', 'x'), run('', '2', '3:59')];
    expectQuick(shapes, isHhMm, (ok) => expect(ok).toBe(false));
    expectQuick(
      shapes,
      (reminderTime) => ZUpdateSettingsInput.safeParse({ reminderTime }),
      (r) => expect(r.success).toBe(false),
    );
    expect(isHhMm('23:59')).toBe(true);
  });

  it('YYYY-MM-DD: refused quickly in goals, the weekly view and the admin form', () => {
    const shapes = DIGIT_SHAPES('-');
    expectQuick(shapes, isIsoDate, (ok) => expect(ok).toBe(false));
    expectQuick(
      shapes,
      (startDate) => ZCreateGoalInput.safeParse({ title: 'Pray', targetDays: 21, startDate }),
      (r) => expect(firstMessage(r)).toBe('invalidDate|invalidStartDate'),
    );
    expectQuick(
      shapes,
      (startDate) => ZGetWeeklyProgressInput.safeParse({ startDate }),
      (r) => expect(r.success).toBe(false),
    );
    expectQuick(
      shapes,
      (date) => ZCreateDailyPrayerInput.safeParse({ title: 'T', content: 'C', topic_id: 1, date }),
      (r) => expect(r.success).toBe(false),
    );
    expect(isIsoDate('2026-02-28')).toBe(true);
  });

  it('numbers typed as text (goal days, topic and reflection ids): refused quickly', () => {
    const shapes = [...DIGIT_SHAPES('.'), ...DIGIT_SHAPES(','), run('+', '1', '.')];
    expectQuick(
      shapes,
      (targetDays) => ZCreateGoalInput.safeParse({ title: 'Pray', targetDays }),
      (r) => expect(firstMessage(r)).toMatch(/^invalidDays\|/),
    );
    expectQuick(
      shapes,
      (topic_id) => ZCreateDailyPrayerInput.safeParse({ title: 'T', content: 'C', topic_id, date: '2026-03-11' }),
      (r) => expect(r.success).toBe(false),
    );
    expectQuick(shapes, toId, (id) => expect(id).toBeNull());
    expectQuick(shapes, toTopicId, (id) => expect(id).toBeNull());
  });

  it('link codes typed with spaces and dashes: normalised in linear time', () => {
    expectQuick([run('', '- '), run('', ' \t'), run('a', '-', 'b')], normalizeLinkCode, (code) =>
      expect(code.length).toBeLessThan(3),
    );
  });
});

describe('profile photo and share text', () => {
  it('a profile photo URL of any shape is judged quickly, the length first', () => {
    const BIG = 2_500_000;
    const shapes = [
      run('data:image/png;base64,', 'A', '!', BIG),
      run('data:image/png;base64,', 'A', '!'),
      run('data:image/png;base64,', '=', 'A'),
      run('data:', 'a', '', BIG),
      run('https://', ' ', 'x'),
      run('', 'https:', ''),
    ];
    expectQuick(
      shapes,
      (profileImageUrl) => ZUpdateProfileImageInput.safeParse({ profileImageUrl }),
      (r) => expect(r.success).toBe(false),
    );
  });

  it('scripture wrapped in long runs of quotes is unquoted quickly, and unquoting still works', () => {
    const shapes = [run('a', '"', 'a'), run('a', '“', 'a'), run('', '"”', 'x'), run('x', '"')];
    expectQuick(
      shapes,
      (scripture) => buildShareText({ title: 'T', scripture, scriptureReference: 'Ps 1:1' }, 'App'),
      (text) => expect(text.startsWith('T\n\n"')).toBe(true),
    );
    expectQuick(
      shapes,
      (content) => buildShareContent({ kind: 'userPrayer', prayer: { title: 'T', content } }, 'App'),
      (share) => expect(share.type).toBe('prayer'),
    );
    expect(buildShareText({ title: 'T', scripture: '““Be still.””', scriptureReference: 'Ps 46:10' }, 'App')).toBe(
      'T\n\n"Be still." - Ps 46:10\n\nShared from App',
    );
    expect(buildShareText({ title: 'T', scripture: '"""', scriptureReference: 'Ps 46:10' }, 'App')).toBe(
      'T\n\nPs 46:10\n\nShared from App',
    );
  });
});

describe("zod's own words that quote the input", () => {
  // A strict object names an unknown key in its message; a key holding '|' or the values separator
  // of issue() must come back as a validation answer, never be parsed as keys and values (a 500).
  it.each(['x\u001f{', 'a|b\u001f{"max":1}', 'invalidEmail|pauseDays', '\u001f[1]'])(
    'an unknown key %j is refused in words',
    (key) => {
      const attempt = () => parseInput(ZPauseInput, { days: 3, [key]: 1 });
      expect(attempt).toThrow(AppError);
      try {
        attempt();
      } catch (e) {
        expect(e).toMatchObject({ code: 'validation', key: undefined, title: undefined });
        expect((e as AppError).message).toContain('Unrecognized key');
      }
    },
  );
});
