/**
 * Telegram's "HTML" parse mode, as the Bot API applies it: the text a person reads plus its
 * entities, with offsets in UTF-16 code units. Malformed markup is refused with the Bot API's own
 * words ("can't parse entities: ..."), so a prayer with an unescaped "<" fails in tests exactly as
 * it would against api.telegram.org.
 */

export interface MessageEntity {
  type: string;
  offset: number;
  length: number;
  url?: string;
  language?: string;
}

const TAGS: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  pre: 'pre',
  a: 'text_link',
  blockquote: 'blockquote',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
};

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

export class EntityParseError extends Error {}

const byteOffset = (html: string, index: number) => Buffer.byteLength(html.slice(0, index), 'utf8');

/** Parse Telegram HTML into plain text and entities; throws EntityParseError like the Bot API. */
export function parseTelegramHtml(html: string): { text: string; entities: MessageEntity[] } {
  let text = '';
  const entities: MessageEntity[] = [];
  const open: { tag: string; type: string; start: number; url?: string }[] = [];
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '<') {
      const close = html.indexOf('>', i);
      if (close === -1) throw new EntityParseError(`Can't find end of the tag at byte offset ${byteOffset(html, i)}`);
      const raw = html.slice(i + 1, close);
      if (raw.startsWith('/')) {
        const name = raw.slice(1).trim().toLowerCase();
        const top = open.pop();
        if (!top || top.tag !== name) {
          throw new EntityParseError(
            `Unmatched end tag at byte offset ${byteOffset(html, i)}, expected "</${top?.tag ?? ''}>", found "</${name}>"`,
          );
        }
        if (text.length > top.start) {
          entities.push({
            type: top.type,
            offset: top.start,
            length: text.length - top.start,
            ...(top.url ? { url: top.url } : {}),
          });
        }
      } else {
        const m = /^([a-zA-Z-]+)((?:\s+[a-zA-Z-]+\s*=\s*"[^"]*")*)\s*$/.exec(raw);
        const name = m?.[1]?.toLowerCase();
        if (!m || !name || !(name in TAGS)) {
          throw new EntityParseError(
            `Unsupported start tag "${raw.split(/\s/)[0] ?? ''}" at byte offset ${byteOffset(html, i)}`,
          );
        }
        const attrs = Object.fromEntries(
          [...m[2]!.matchAll(/([a-zA-Z-]+)\s*=\s*"([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)]),
        );
        if (name === 'span' && attrs.class !== 'tg-spoiler') {
          throw new EntityParseError(`Unsupported start tag "span" at byte offset ${byteOffset(html, i)}`);
        }
        open.push({
          tag: name,
          type: TAGS[name]!,
          start: text.length,
          ...(name === 'a' ? { url: attrs.href ?? '' } : {}),
        });
      }
      i = close + 1;
    } else if (ch === '&') {
      const m = /^&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/.exec(html.slice(i, i + 12));
      if (!m) {
        text += '&'; // a lone ampersand is taken literally
        i += 1;
        continue;
      }
      const name = m[1]!;
      let decoded: string | undefined;
      if (name.startsWith('#x')) decoded = String.fromCodePoint(parseInt(name.slice(2), 16));
      else if (name.startsWith('#')) decoded = String.fromCodePoint(parseInt(name.slice(1), 10));
      else decoded = NAMED[name];
      if (decoded === undefined) {
        throw new EntityParseError(`Unsupported HTML entity "&${name};" at byte offset ${byteOffset(html, i)}`);
      }
      text += decoded;
      i += m[0].length;
    } else {
      text += ch;
      i += 1;
    }
  }
  if (open.length > 0) {
    throw new EntityParseError(`Can't find end tag corresponding to start tag "${open[open.length - 1]!.tag}"`);
  }
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { text, entities };
}

function decode(s: string): string {
  return s.replace(/&(lt|gt|amp|quot);/g, (_, n: string) => NAMED[n]!);
}
