import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTelegramHtml } from '../../test/telegram-html';
import { clockTime, escapeHtml, longUsDate, MAX_MESSAGE_LENGTH, prayerHtml, weekMarks } from './format';

describe('format', () => {
  it('property: any text survives escaping exactly (Telegram shows what was written)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        expect(parseTelegramHtml(escapeHtml(s)).text).toBe(s);
      }),
      { numRuns: 500 },
    );
  });

  it('hostile text (Slack and Telegram syntax, HTML, Markdown, entities) is shown as written, with no entity at all', () => {
    const hostile = '<!channel> <@U123> <https://evil|click> *bold* _it_ &lt; & <b>x</b> <a href="tg://user?id=1">x</a> [x](tg://user?id=1)';
    expect(parseTelegramHtml(escapeHtml(hostile))).toEqual({ text: hostile, entities: [] });
  });

  it('property: a prayer message always parses and fits Telegram’s 4096 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 9000 }),
        fc.option(fc.string({ maxLength: 600 })),
        (title, content, scripture) => {
          const html = prayerHtml(
            { title, content, scripture, scriptureReference: 'Psalm <23>' },
            { heading: '🙏 <b>Today</b>' },
          );
          const { text } = parseTelegramHtml(html);
          expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes dates, times and the week as a person reads them', () => {
    expect(longUsDate('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect([clockTime('00:05'), clockTime('12:00'), clockTime('21:30')]).toEqual(['12:05 AM', '12:00 PM', '9:30 PM']);
    const week = ['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'].map(
      (date, i) => ({ date, completed: i === 1 }),
    );
    expect(parseTelegramHtml(weekMarks(week, '2026-03-10')).text).toBe(
      'Sun ⬜  Mon ✅  Tue ⬜  Wed ▫️  Thu ▫️  Fri ▫️  Sat ▫️',
    );
  });
});
