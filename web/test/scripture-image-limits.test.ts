/**
 * Share images that cannot be abused (decision 276): renders are counted per visitor's address and
 * per signed-in person, drawn one at a time with a short queue, and refused past that with a 429
 * in the person's language and a Retry-After. An image already drawn is never counted. And a cut
 * image names the verses it holds (decision 275).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitShareImage, SHARE_IMAGE_LIMITS } from '@dps/core/scripture/admit-share-image';
import { IpBrowser } from './fakes/ip-browser';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => s?.close());

const image = (b: IpBrowser, ref: string, extra = '', headers: Record<string, string> = {}) =>
  b.request('GET', `/api/scripture/image?ref=${encodeURIComponent(ref)}${extra}`, undefined, headers);

describe('a cut share image says which verses it holds', () => {
  it('names them, and the verses left, in the passage’s language', async () => {
    const b = new IpBrowser(s.url);
    const psalm = await image(b, 'Salmos 23', '&version=rv1909');
    expect(psalm.status).toBe(200);
    expect(psalm.headers.get('x-passage-verses')).toBe('5/6');
    expect(decodeURIComponent(psalm.headers.get('x-image-reference')!)).toBe('Salmo 23:1-5');
    expect(decodeURIComponent(psalm.headers.get('x-image-rest')!)).toBe('Salmo 23:6');
    expect(psalm.headers.get('content-disposition')).toBe('inline; filename="salmo-23-1-5-rv1909-light.png"');
    const whole = await image(b, 'John 3:16');
    expect(decodeURIComponent(whole.headers.get('x-image-reference')!)).toBe('John 3:16');
    expect(whole.headers.get('x-image-rest')).toBeNull();
  });
});

describe('share-image limits', () => {
  it('a visitor’s address draws its share, then gets a 429 in their language with Retry-After; images already drawn still come', async () => {
    const visitor = new IpBrowser(s.url, '203.0.113.77');
    expect((await image(visitor, 'John 14:1')).status).toBe(200);
    // The rest of the address's renders in this window (the same core count the route makes).
    for (let i = 1; i < SHARE_IMAGE_LIMITS.perAddress.limit; i++) await admitShareImage(s.ctx, { address: visitor.ip });

    const refused = await image(visitor, 'John 14:2', '', { 'Accept-Language': 'es' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(refused.body).toEqual({
      title: 'Demasiadas imágenes',
      error: 'Has creado muchas imágenes en poco tiempo. Inténtalo de nuevo en 10 minutos.',
    });
    expect((await image(visitor, 'John 14:2')).body.error).toBe(
      'You have made many images in a short time. Please try again in 10 minutes.',
    );
    // An image already drawn costs nothing, so it still comes.
    expect((await image(visitor, 'Jn 14:1')).status).toBe(200);
    // Another address is counted apart.
    expect((await image(new IpBrowser(s.url, '203.0.113.78'), 'John 14:2')).status).toBe(200);
    // The window passes.
    s.clock.advance(10 * 60 * 1000);
    expect((await image(visitor, 'John 14:3')).status).toBe(200);
  });

  it('a signed-in person is counted as themselves, never by the address they share with strangers', async () => {
    const shared = '203.0.113.90';
    for (let i = 0; i < SHARE_IMAGE_LIMITS.perAddress.limit; i++) await admitShareImage(s.ctx, { address: shared });
    expect((await image(new IpBrowser(s.url, shared), 'John 15:1')).status).toBe(429);

    const person = new IpBrowser(s.url, shared);
    const { user } = await signIn(s, person);
    expect((await image(person, 'John 15:1')).status).toBe(200);
    for (let i = 1; i < SHARE_IMAGE_LIMITS.perPerson.limit; i++) await admitShareImage(s.ctx, { userId: user.id });
    await person.put('/api/user/settings', { language: 'es' });
    const refused = await image(person, 'John 15:2', '&version=web');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.error).toBe('Has creado muchas imágenes en poco tiempo. Inténtalo de nuevo en 10 minutos.');
    // From another address too: the count is the person's.
    const elsewhere = new IpBrowser(s.url, '203.0.113.91');
    elsewhere.cookies = person.cookies;
    expect((await image(elsewhere, 'John 15:3', '&version=web')).status).toBe(429);
  });

  it('draws one image at a time: a burst past the short queue is a 429 saying to come back in seconds', async () => {
    const refs = Array.from({ length: 14 }, (_, i) => `Luke 6:${i + 20}`);
    const answers = await Promise.all(
      refs.map((ref) => image(new IpBrowser(s.url), ref, '&theme=dark', { 'Accept-Language': 'es' })),
    );
    const busy = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    for (const a of busy) {
      expect(a.headers.get('retry-after')).toBe('5');
      expect(a.body).toEqual({
        title: 'Imágenes ocupadas',
        error: 'Ahora mismo se están preparando muchas imágenes. Inténtalo de nuevo en 5 segundos.',
      });
    }
  });
});
