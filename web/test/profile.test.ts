/** POST /api/user/profile-image: https URLs stored as given, uploads decoded, checked and re-encoded. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let me: Browser;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  me = new Browser(server.url);
  userId = (await signIn(server, me, { firstName: 'Mary', lastName: 'Jones', email: 'mary@example.test' })).user.id;
});
afterAll(() => server?.close());

const post = (profileImageUrl: unknown) => me.post('/api/user/profile-image', { profileImageUrl });
const stored = async () =>
  (await server.db.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId)))[0]!.url;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } });
const decode = (url: string) => {
  expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
  return Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64');
};

const INVALID_URL = { error: 'Please enter a valid image URL.', title: 'Invalid URL' };
const FAILED = { error: 'Failed to process image. Please try again.' };
const UNSUPPORTED = { error: 'Please choose a JPEG, PNG or WebP image.', title: 'Unsupported image' };

describe('an https URL', () => {
  it('is stored as given (never fetched) and the user is answered', async () => {
    const url = 'https://images.example.test/me.png?size=large';
    const res = await post(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: userId,
      firstName: 'Mary',
      lastName: 'Jones',
      email: 'mary@example.test',
      profileImageUrl: url,
      role: 'user',
    });
    expect(await stored()).toBe(url);
  });

  it('answers "Invalid URL" for blank, non-https, malformed, credentialed or overlong URLs, and keeps the old photo', async () => {
    const before = await stored();
    for (const bad of [
      '',
      '   ',
      null,
      42,
      { url: 'https://x.test' },
      'http://images.example.test/me.png',
      'javascript:alert(1)',
      'ftp://example.test/a.png',
      'https://',
      'not a url',
      'https://user:pass@example.test/a.png',
      `https://example.test/${'a'.repeat(2048)}`,
    ]) {
      const res = await post(bad);
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.body).toEqual(INVALID_URL);
    }
    expect((await me.post('/api/user/profile-image', {})).body).toEqual(INVALID_URL);
    expect(await stored()).toBe(before);
  });
});

describe('an uploaded image', () => {
  it('is re-encoded as a JPEG of at most 800 px on the long side, quality 70, metadata gone', async () => {
    const png = await image(2000, 1000).png().toBuffer();
    const res = await post(dataUrl('image/png', png));
    expect(res.status).toBe(200);
    expect(res.body.profileImageUrl).toBe(await stored());
    const out = decode(res.body.profileImageUrl);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 400]);
    expect(meta.hasAlpha).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF (location, camera, copyright)', async () => {
    const jpeg = await image(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret place', Make: 'Camera' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await post(dataUrl('image/jpeg', jpeg));
    expect(res.status).toBe(200);
    const bytes = decode(res.body.profileImageUrl);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret place'))).toBe(false);
  });

  it('does not enlarge a small image, and accepts WebP and a PNG labelled as JPEG (the bytes decide)', async () => {
    const webp = await image(120, 90).webp().toBuffer();
    const small = await sharp(decode((await post(dataUrl('image/webp', webp))).body.profileImageUrl)).metadata();
    expect([small.width, small.height]).toEqual([120, 90]);
    const png = await image(50, 50).png().toBuffer();
    const res = await post(dataUrl('image/jpeg', png));
    expect(res.status).toBe(200);
    expect((await sharp(decode(res.body.profileImageUrl)).metadata()).format).toBe('jpeg');
  });

  it('refuses SVG, GIF and other types, whatever the label says', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await image(10, 10).gif().toBuffer();
    const tiff = await image(10, 10).tiff().toBuffer();
    for (const url of [
      dataUrl('image/svg+xml', svg),
      dataUrl('image/png', svg),
      dataUrl('image/gif', gif),
      dataUrl('image/jpeg', gif),
      dataUrl('image/webp', tiff),
      dataUrl('text/html', Buffer.from('<b>hi</b>')),
      'data:image/png,rawbytes',
    ]) {
      const res = await post(url);
      expect(res.status, url.slice(0, 30)).toBe(400);
      expect(res.body).toEqual(UNSUPPORTED);
    }
  });

  it('answers "Failed to process image" for bytes that are no image or broken base64', async () => {
    for (const url of [
      dataUrl('image/png', Buffer.from('definitely not an image')),
      'data:image/jpeg;base64,',
      'data:image/jpeg;base64,@@@@',
      'data:image/jpeg;base64,A',
    ]) {
      const res = await post(url);
      expect(res.status, url.slice(0, 40)).toBe(400);
      expect(res.body).toEqual(FAILED);
    }
    // A truncated PNG: its header promises pixels that are not there.
    const png = await image(400, 400).png().toBuffer();
    const res = await post(dataUrl('image/png', png.subarray(0, 120)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses more than 40 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#888' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await post(dataUrl('image/png', huge));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please choose an image of at most 40 megapixels.', title: 'Image too large' });
  });

  it('answers "File too large" above 10 MB decoded, and 413 for a body beyond the route’s limit', async () => {
    const overTen = 'data:image/jpeg;base64,' + 'A'.repeat(Math.ceil(((10 * 1024 * 1024 + 3) * 4) / 3 / 4) * 4);
    const res = await post(overTen);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please choose an image smaller than 10MB.', title: 'File too large' });
    const huge = await post('data:image/jpeg;base64,' + 'A'.repeat(15 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it('answers 401 without a session', async () => {
    const res = await new Browser(server.url).post('/api/user/profile-image', {
      profileImageUrl: 'https://x.test/a.png',
    });
    expect(res.status).toBe(401);
  });
});
