/**
 * Where the web reader opens a passage: `/bible?ref=…&v=…` (the same address web/src/lib/scripture.ts
 * readerHref builds), for the links the bots send and the links Slack unfurls (decision 213).
 */
import { BIBLE_VERSION_IDS, type BibleVersionId } from './versions';

export const READER_PATH = '/bible';

/** The reader's address for a reference, on the app's public origin (`https://prayer.example.org`). */
export function readerUrl(appUrl: string, ref: string, version?: BibleVersionId): string {
  const base = appUrl.replace(/\/$/, '');
  return `${base}${READER_PATH}?ref=${encodeURIComponent(ref)}${version ? `&v=${version}` : ''}`;
}

/**
 * The reference and version a link to OUR reader carries, or undefined for any other link (another
 * host, another page, no `ref`). Compares the host with the app's public origin, so only our own
 * links are read.
 */
export function readerLinkOf(
  appUrl: string,
  link: string,
): { ref: string; version: BibleVersionId | undefined } | undefined {
  let url: URL;
  let ours: URL;
  try {
    url = new URL(link);
    ours = new URL(appUrl);
  } catch {
    return undefined;
  }
  if (url.host.toLowerCase() !== ours.host.toLowerCase()) return undefined;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.pathname.replace(/\/$/, '') !== READER_PATH) return undefined;
  const ref = url.searchParams.get('ref')?.trim();
  if (!ref) return undefined;
  const v = url.searchParams.get('v');
  const version = BIBLE_VERSION_IDS.find((id) => id === v);
  return { ref, version };
}
