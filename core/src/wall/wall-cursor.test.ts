import { describe, expect, it } from 'vitest';
import { decodeWallCursor, encodeWallCursor } from './wall-cursor';

describe('the wall cursor', () => {
  it('round-trips an instant and an id', () => {
    const c = { at: new Date('2026-03-10T15:00:00.123Z'), id: 42 };
    expect(decodeWallCursor(encodeWallCursor(c))).toEqual(c);
  });

  it('refuses anything else as a validation error, overlong input before decoding', () => {
    for (const bad of [
      '',
      'x',
      Buffer.from('12.').toString('base64url'),
      Buffer.from('.5').toString('base64url'),
      Buffer.from('1.0').toString('base64url'),
      Buffer.from('1.99999999999').toString('base64url'),
      'a'.repeat(41),
    ]) {
      expect(() => decodeWallCursor(bad), bad).toThrow(
        expect.objectContaining({
          code: 'validation',
          message: 'This page link is out of date. Please reload the wall.',
        }),
      );
    }
  });
});
