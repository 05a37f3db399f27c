/**
 * parseInput refuses text no column can keep — a NUL (PostgreSQL text refuses it) or half of a
 * surrogate pair (jsonb refuses its escape) — with the web's words, for every transport: the bot
 * fuzz found a Telegram goal title with a NUL, and an own prayer cut inside an emoji, failing at the
 * INSERT as internal errors ("Something went wrong").
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { isAppError } from './errors';
import { hasUnsavableCharacter, parseInput } from './validate';

const wellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();

describe('text no column can keep', () => {
  it('is exactly a NUL or a lone surrogate (property, against the platform own check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '😀'), fc.string({ unit: 'binary', maxLength: 1 })) }), (s) => {
        expect(hasUnsavableCharacter(s)).toBe(s.includes('\u0000') || !wellFormed(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('is refused by parseInput in words (validation, "Invalid Text"), at any depth; good text passes', () => {
    const schema = z.object({ title: z.string(), items: z.array(z.object({ note: z.string() })).optional() });
    for (const input of [{ title: 'a\u0000b' }, { title: 'cut 😀'.slice(0, 5) }, { title: 'ok', items: [{ note: '\udc00' }] }]) {
      let caught: unknown;
      try {
        parseInput(schema, input);
      } catch (e) {
        caught = e;
      }
      expect(isAppError(caught) && caught.code === 'validation' && caught.key === 'unsavableText' && caught.message === 'The text contains a character that cannot be saved.' && caught.title === 'Invalid Text', JSON.stringify(input)).toBe(true);
    }
    expect(parseInput(schema, { title: 'Pray 🙏🏽 ﷺ é', items: [{ note: '中文' }] })).toEqual({ title: 'Pray 🙏🏽 ﷺ é', items: [{ note: '中文' }] });
  });

  it('takes linear time on 100 KB (no pattern)', () => {
    const started = performance.now();
    expect(hasUnsavableCharacter('😀'.repeat(50_000) + 'x')).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
