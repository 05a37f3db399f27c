/**
 * Share images over HTTP (decision 214): GET /api/scripture/image answers a passage as a
 * 1080×1080 PNG for anyone, light or dark, and every reference or option it cannot read as a 400
 * in words, like the passage route.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(async () => {
  await server?.close();
});

const image = (query: string) => fetch(`${server.url}/api/scripture/image?${query}`);

describe('GET /api/scripture/image', () => {
  it('answers a passage as a square PNG for a visitor, with cache headers and a file name', async () => {
    const res = await image(`ref=${encodeURIComponent('Psalm 23:1-4')}&version=web`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="psalm-23-1-4-web-light.png"');
    expect(res.headers.get('x-passage-verses')).toBe('4/4');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);
  });

  it('draws the dark theme differently, and a Spanish passage in its own version', async () => {
    const [light, dark] = (await Promise.all(
      ['light', 'dark'].map(async (theme) =>
        Buffer.from(
          await (await image(`ref=${encodeURIComponent('Juan 3:16')}&version=rv1909&theme=${theme}`)).arrayBuffer(),
        ),
      ),
    )) as [Buffer, Buffer];
    expect(light.equals(dark)).toBe(false);
    const corner = async (png: Buffer) =>
      (await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer())[0]!;
    expect(await corner(light)).toBeGreaterThan(200);
    expect(await corner(dark)).toBeLessThan(40);
  });

  it('cuts a whole chapter after the verses that fit and says how many are on it', async () => {
    const res = await image(`ref=${encodeURIComponent('Psalm 119')}&version=kjv&theme=dark`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-passage-verses')).toMatch(/^\d{1,2}\/176$/);
  });

  it.each([
    ['ref=Jude%205%3A1', 'Jude has only 1 chapter: there is no chapter 5.'],
    [
      'ref=Jerusalem%2070',
      'We couldn\u2019t read \u201cJerusalem 70\u201d as a Bible passage. Try a reference such as John 3:16 or Psalm 23.',
    ],
    ['ref=Genesis', '\u201cGenesis\u201d is a whole book. Ask for a chapter, such as Genesis 1.'],
    ['', 'Type a Bible reference, such as John 3:16.'],
    ['ref=John%203%3A16&ref=John%203%3A17', 'Type a Bible reference, such as John 3:16.'],
    ['ref=John%203%3A16&version=niv', 'Unknown Bible version. Choose WEB, KJV or RV1909.'],
    ['ref=John%203%3A16&theme=blue', 'The theme must be light or dark.'],
    ['ref=John%203%3A16&theme=light&theme=dark', 'The theme must be light or dark.'],
    [`ref=${'a'.repeat(101)}`, 'A reference is at most 100 characters.'],
  ])('%s is a 400 that says what was not understood', async (query, message) => {
    const res = await image(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error.replace(/'/g, '\u2019')).toBe(message);
  });
});
