/**
 * The one-click unsubscribe an email reminder links to (RFC 8058) over HTTP: the page the link opens
 * and the answer to its button speak the language the mail was written in, that of the person the
 * token names (decision 247), whatever the browser says; a link not ours gets the browser's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailUnsubscribeToken } from '@dps/core/reminders/email-unsubscribe';
import { userSettings } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
});
afterAll(() => server?.close());

const PATH = '/api/email/unsubscribe';

/** A person with email reminders on, in `language`, and the token of their unsubscribe link. */
async function reader(language: 'en' | 'es') {
  const b = new Browser(server.url);
  const { user } = await signIn(server, b);
  expect((await b.put('/api/user/settings', { language, emailReminders: true })).status).toBe(200);
  return { userId: user.id, token: await emailUnsubscribeToken(server.ctx, user.id) };
}
const remindersOn = async (userId: number) =>
  (
    await server.db.db
      .select({ on: userSettings.emailReminders })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
  )[0]?.on;

describe('the unsubscribe link', () => {
  it('in English: the page, the JSON answer and the page after the button, word for word as before', async () => {
    const { userId, token } = await reader('en');
    const page = await new Browser(server.url).request('GET', `${PATH}?token=${token}`, undefined, {
      'Accept-Language': 'es',
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1 style="font-size:1.4rem">Stop reminder emails?</h1>');
    expect(page.text).toContain('>Stop daily reminder emails</button>');
    const json = await new Browser(server.url).request('POST', `${PATH}?token=${token}`, undefined, {
      Accept: 'application/json',
    });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ message: 'Email reminders are off. You can turn them on again in your Profile.' });
    expect(await remindersOn(userId)).toBe(false);
    const done = await new Browser(server.url).request('POST', `${PATH}?token=${token}`, undefined, {
      Accept: 'text/html',
    });
    expect(done.text).toContain(
      '>Unsubscribed</h1><p>Email reminders are off. You can turn them on again in your Profile.</p>',
    );
  });

  it('in Spanish for a person whose language is Spanish, even from an English browser', async () => {
    const { userId, token } = await reader('es');
    const english = { 'Accept-Language': 'en' };
    const page = await new Browser(server.url).request('GET', `${PATH}?token=${token}`, undefined, english);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('<title>¿Dejar de recibir los recordatorios por correo?</title>');
    expect(page.text).toContain('>Dejar de recibir el recordatorio diario por correo</button>');
    const spanish = 'Los recordatorios por correo están desactivados. Puedes volver a activarlos en tu Perfil.';
    const json = await new Browser(server.url).request('POST', `${PATH}?token=${token}`, undefined, english);
    expect(json.body).toEqual({ message: spanish });
    expect(await remindersOn(userId)).toBe(false);
    const done = await new Browser(server.url).request('POST', `${PATH}?token=${token}`, undefined, {
      ...english,
      Accept: 'text/html',
    });
    expect(done.text).toContain(`>Listo, te diste de baja</h1><p>${spanish}</p>`);
  });

  it('a link that is not ours: the page in the browser’s language, and the refusal too', async () => {
    const page = await new Browser(server.url).request('GET', `${PATH}?token=1.forged`, undefined, {
      'Accept-Language': 'es',
    });
    expect(page.text).toContain('<html lang="es">');
    const refused = await new Browser(server.url).request('POST', `${PATH}?token=1.forged`, undefined, {
      'Accept-Language': 'es',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Este enlace para darte de baja no es válido.' });
  });
});
