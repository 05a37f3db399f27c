/**
 * Start-up reachability of an outside service (Telegram's Bot API, Slack's Web API): one request
 * with a deadline, and when it fails, the cause in words — refused, no such host, no answer
 * within N s, TLS, reset — naming the host only (a Bot API URL carries the token in its path).
 */

export const REACHABILITY_TIMEOUT_MS = 4000;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function codeOf(e: unknown): { name?: string; code?: string } {
  let x: unknown = e;
  let name: string | undefined;
  for (let depth = 0; x && typeof x === 'object' && depth < 5; depth++) {
    const err = x as ErrorLike;
    if (typeof err.name === 'string' && (err.name === 'TimeoutError' || err.name === 'AbortError')) name = err.name;
    if (typeof err.code === 'string') return { code: err.code, ...(name ? { name } : {}) };
    x = err.cause;
  }
  return name ? { name } : {};
}

/** Why a request to `url` failed, in a few words a person can act on. */
export function describeNetworkError(e: unknown, url: string, timeoutMs: number): string {
  const host = new URL(url).host;
  const hostname = new URL(url).hostname;
  const { name, code } = codeOf(e);
  if (name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return `${host} did not answer within ${timeoutMs / 1000} s`;
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `${host} refused the connection`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${hostname} could not be found (DNS)`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `${host} closed the connection`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `no route to ${host}`;
  }
  if (code && (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code) || code.includes('CERT'))) {
    return `the TLS connection to ${host} failed (${code})`;
  }
  return `${host} could not be reached (${code ?? (e instanceof Error ? e.message : String(e))})`;
}

/** GET/POST with a deadline; a network failure becomes `Error(<prefix>: <cause> (<hint>))`. */
export async function reach(
  url: string,
  init: RequestInit,
  opts: { service: string; hint: string; timeoutMs?: number },
): Promise<Response> {
  const timeoutMs = opts.timeoutMs ?? REACHABILITY_TIMEOUT_MS;
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new Error(`${opts.service} unreachable: ${describeNetworkError(e, url, timeoutMs)} (${opts.hint})`);
  }
}
