/**
 * Which push services the server will ever send to (decision 140). A subscription's endpoint is a
 * URL the browser hands us; storing any URL would let a signed-in person make the server POST to
 * an address of their choosing (an internal service, another site). Only the browsers' own push
 * services are accepted — over https, on the default port, without credentials in the URL — plus
 * the origins an operator lists in WEB_PUSH_ALLOWED_ORIGINS (the tests' local push service).
 */

/** Host names of the push services of Chrome/Edge/Opera (FCM), Firefox, Safari, and Windows. */
const KNOWN_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
/** Windows Notification Service: `<region>.notify.windows.com`. */
const KNOWN_PUSH_SUFFIXES = ['.notify.windows.com'];

/** An endpoint longer than this is refused before it is parsed (real ones are under 600 characters). */
export const MAX_ENDPOINT_LENGTH = 2048;

export const PUSH_SERVICE_REFUSED =
  "This browser's push service isn't supported. Reminders can be sent through Chrome, Edge, Firefox and Safari's own push services.";

/** `origins`: exact origins (scheme://host[:port]) allowed besides the known push services. */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[] = []): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return KNOWN_PUSH_HOSTS.includes(host) || KNOWN_PUSH_SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length);
}

/**
 * Parse WEB_PUSH_ALLOWED_ORIGINS (a comma list of origins) into exact origins. In production only
 * https origins are taken (a missing or careless setting never opens a door to plain http).
 */
export function parseAllowedPushOrigins(raw: string | undefined, opts: { production: boolean }): string[] | { error: string } {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const item of items) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return { error: `not an origin: ${item.slice(0, 80)}` };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: `not an http(s) origin: ${item.slice(0, 80)}` };
    if (opts.production && url.protocol !== 'https:') return { error: `only https push services in production: ${url.origin}` };
    origins.push(url.origin);
  }
  return origins;
}
