/**
 * fast-check generators for fuzzing at the limits: strings that reach the JSON body limit (long
 * runs of one character, ASCII or multi-byte, escapes, NUL, lone surrogates, bidi controls), deep
 * nesting written as raw JSON (a JS value that deep could not even be stringified), broken JSON and
 * other content types. Shared by web/test/fuzz-limits.test.ts (and usable by the bot fuzz).
 */
import fc from 'fast-check';

/** The JSON body limit of every route but the signed-in profile photo (web/server/middleware/json-bodies.ts). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Bytes a string takes inside a JSON document (escapes included), without its quotes. */
export const jsonBytes = (s: string): number => Buffer.byteLength(JSON.stringify(s)) - 2;

/** One "character" to repeat: ASCII, characters JSON escapes, multi-byte, lone surrogates, controls. */
export const unit = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'x',
      ' ',
      '\n',
      '\t',
      '"',
      '\\',
      '<',
      '%',
      '/',
      '\u0000',
      '\u0001',
      'é',
      'ß',
      '中',
      '😀',
      '🙏🏽',
      '\ud800',
      '\udfff',
      '\ud83d',
      '\u202e',
      '\u200b',
      '\ufeff',
      '\uffff',
      'a\u0301',
      '[',
      '{',
      '0',
      '@',
      '.',
    ),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), weight: 1 },
);

/** A size in JSON bytes: small, medium, or around the body limit (either side of it). */
export const targetBytes = (limit = BODY_LIMIT_BYTES) => {
  const near = Math.max(1, Math.floor(limit * 0.04));
  return fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 80 }), weight: 2 },
    { arbitrary: fc.integer({ min: 81, max: Math.max(81, Math.floor(limit / 20)) }), weight: 2 },
    { arbitrary: fc.integer({ min: 81, max: limit - near }), weight: 1 },
    { arbitrary: fc.integer({ min: limit - near, max: limit + Math.floor(near / 4) }), weight: 3 },
  );
};

/** `u` repeated until the string takes about `bytes` in JSON. */
export const runOf = (u: string, bytes: number): string => u.repeat(Math.max(1, Math.floor(bytes / Math.max(1, jsonBytes(u)))));

/** A long run of one character, sometimes between short random strings. */
export const bigString = (limit = BODY_LIMIT_BYTES) =>
  fc
    .tuple(unit, targetBytes(limit), fc.option(fc.string({ maxLength: 12 })), fc.option(fc.string({ maxLength: 12 })))
    .map(([u, bytes, a, b]) => `${a ?? ''}${runOf(u, bytes)}${b ?? ''}`);

/** Short strings that mean something to a parser or a database somewhere. */
export const trickyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u202e',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '2026-02-30',
    '25:61',
    '-1',
    '1e309',
    'NaN',
    'Pacific/Kiritimati',
    'Etc/GMT+14',
    'data:image/png;base64,AAAA',
  ),
);

/** `depth` nested arrays (or objects) around `inner`, written as raw JSON text. */
export const nestedJson = (depth: number, kind: 'array' | 'object', inner = '1'): string =>
  kind === 'array' ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

/** A nesting depth: under, at and over the server's 32-level limit, and up to filling the body limit. */
export const depth = fc.oneof(
  fc.integer({ min: 1, max: 40 }),
  fc.integer({ min: 41, max: 2_000 }),
  fc.integer({ min: 2_001, max: 50_000 }),
);

/** Any JSON-ish value: tricky and big strings, numbers at the edges, nested structures. */
export const anyValue = (limit = BODY_LIMIT_BYTES): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: trickyString, weight: 4 },
    { arbitrary: bigString(limit), weight: 3 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: fc.constantFrom(0, -1, 1e308, 2 ** 31, 2 ** 53 + 1, true, false, null), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.array(trickyString, { maxLength: 5 }), weight: 1 },
  );

/** A raw JSON body of the route's keys where one value is text inserted verbatim (deep nesting, a big run). */
export const rawJsonWith = (key: string, raw: string) => `{${JSON.stringify(key)}:${raw}}`;

/** Text that is not valid JSON, or JSON that is not an object, up to past the limit. */
export const brokenJson = (limit = BODY_LIMIT_BYTES) =>
  fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '123', 'true', '{}}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '\ufeff{}'),
    fc.string({ maxLength: 200 }),
    fc.tuple(depth, fc.constantFrom('array' as const, 'object' as const)).map(([d, k]) => nestedJson(d, k)),
    targetBytes(limit).map((n) => `"${'a'.repeat(n)}`), // an unterminated string near the limit
    targetBytes(limit).map((n) => `[${'1,'.repeat(Math.floor(n / 2))}1]`), // a long flat array
  );

/** A body that is not JSON at all, with a content type other than application/json. */
export const otherContentType = (limit = BODY_LIMIT_BYTES) =>
  fc.tuple(
    fc.oneof(trickyString, bigString(limit)),
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/xml',
      'application/octet-stream',
    ),
  );

/** encodeURIComponent, except that a lone surrogate becomes the (invalid UTF-8) bytes of one. */
export const enc = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** A path segment in place of an id: real, numbers at the edges, text, malformed percent-encoding. */
export const pathParam = (real: string) =>
  fc.oneof(
    { arbitrary: fc.constant(real), weight: 3 },
    { arbitrary: fc.nat().map(String), weight: 1 },
    {
      arbitrary: fc.constantFrom('0', '-1', '1e3', '0x10', 'NaN', 'Infinity', '99999999999999999999', ' 1', '..', '%2e%2e', 'null', '%00'),
      weight: 1,
    },
    { arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(enc), weight: 1 },
    { arbitrary: fc.tuple(unit, fc.integer({ min: 1, max: 2_000 })).map(([u, n]) => enc(u.repeat(n))), weight: 1 },
    { arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '%ED%A0%80'), weight: 1 },
  );

/** A query string with the given keys (and others), values up to Node's 16 KB header limit. */
export const queryString = (keys: string[]) =>
  fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...(keys.length ? keys : ['q'])), fc.constantFrom('a', '__proto__', 'x[y]', '')),
          fc.oneof(trickyString.map(enc), fc.tuple(unit, fc.integer({ min: 1, max: 5_000 })).map(([u, n]) => enc(u.repeat(n)))),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${enc(k)}=${v}`).join('&')}`),
    fc.constantFrom('?a=%', '?a=%E0%A4%A', '?a[b][c]=1', '?a=1&a=2&a=3', '?=', '?&&&'),
  );
