/**
 * The server's Google callback sends the browser to `/login?error=<message>` when sign-in (or
 * connecting Google to a signed-in account) fails. The message is shown once, in a toast, and taken
 * out of the address so a reload or a shared link does not show it again.
 */
import { navigate } from './router';

export const URL_ERROR_PARAM = 'error';
/** Enough for any message the server writes; a longer one is cut (the text comes from the address). */
const MAX_MESSAGE_LENGTH = 300;

/**
 * Reads `?error=` from the current address and removes it (a history replace, other parameters
 * kept). Returns the message ('' when the parameter is empty), or null when there is none.
 */
export function takeUrlError(): string | null {
  const params = new URLSearchParams(window.location.search);
  const message = params.get(URL_ERROR_PARAM);
  if (message === null) return null;
  params.delete(URL_ERROR_PARAM);
  const rest = params.toString();
  navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`, { replace: true });
  return message.trim().slice(0, MAX_MESSAGE_LENGTH);
}
