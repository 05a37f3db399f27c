/**
 * Where the web reader opens a passage: `/bible?ref=<reference>&v=<version>`, the same address the
 * web's own links use (web/src/lib/scripture.ts readerHref). The chats put the app's URL before it,
 * so a passage quoted in Telegram or Slack opens in context, for anyone (no account needed).
 */
import type { BibleVersionId } from './versions';

export function readerPath(reference: string, version?: BibleVersionId): string {
  return `/bible?ref=${encodeURIComponent(reference)}${version ? `&v=${version}` : ''}`;
}
