/**
 * A new person registered on a running product (through its real HTTP API), in the language given,
 * and their session cookie as a Cookie header. For the maintainer scripts that load pages signed in
 * (scripts/profile/lighthouse.ts, scripts/profile/profile-web.ts).
 */

/** fetch with a fresh connection each time: a kept-alive socket may have been closed by the server meanwhile. */
const post = (url: string, init: RequestInit) =>
  fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), Connection: 'close' } });

export async function signedInCookie(url: string, email: string, language: 'en' | 'es'): Promise<string> {
  const reg = await post(`${url}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password: 'Measured-Prayer-2025', firstName: 'Light', timeZone: 'UTC' }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (language !== 'en') {
    const put = await post(`${url}/api/user/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({ language }),
    });
    if (!put.ok) throw new Error(`settings: ${put.status} ${await put.text()}`);
  }
  return cookie;
}
