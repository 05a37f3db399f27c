/**
 * Text for Slack: the ONE way any string we did not write ourselves (a member's name, a reflection,
 * a prayer, a goal title, an error that echoes input) reaches a Block Kit text object or a
 * message's `text` fallback — and Slack's size limits. See docs/decisions/080-chat-output-is-inert.md.
 */

/** Lookalikes for mrkdwn's formatting characters: Slack has no backslash escape for them. */
const LOOKALIKE: Record<string, string> = {
  '*': '\u2217', // ∗ asterisk operator
  _: '\u02CD', // ˍ modifier letter low macron
  '~': '\u223C', // ∼ tilde operator
  '`': '\u02CB', // ˋ modifier letter grave accent
};

export interface SlackEscapeOptions {
  /**
   * `mrkdwn` (default: Block Kit mrkdwn text objects and every message's top-level `text`) also
   * neutralises formatting; `plain_text` only escapes Slack's three control characters.
   */
  type?: 'mrkdwn' | 'plain_text';
  /** For a value shown inside a line (a name, a title): line breaks become spaces, so it cannot forge lines. */
  inline?: boolean;
}

/**
 * Make text inert for Slack, in blocks and fallbacks alike:
 * - `&`, `<` and `>` become `&amp;`, `&lt;`, `&gt;` (Slack's documented escaping, valid in every
 *   text object), so no `<!channel>`, `<!here>`, `<@U…>`, `<#C…>`, `<!date…>` or `<https://…|…>`
 *   can be built from it;
 * - in mrkdwn, `*`, `_`, `~` and `` ` `` become lookalikes and a `>` opening a line gets an
 *   invisible soft hyphen before it, so it can neither format nor quote nor close our own bold.
 * Escape first, then cut (with `truncate` / `chunkText`, which never split an entity).
 */
export function slackEscape(s: string, opts: SlackEscapeOptions = {}): string {
  let out = opts.inline ? s.replace(/\s+/g, ' ') : s;
  out = out.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (opts.type === 'plain_text') return out;
  return out.replace(/[*_~`]/g, (c) => LOOKALIKE[c]!).replace(/(^|\n)([ \t]*)&gt;/g, '$1$2\u00AD&gt;');
}

/**
 * A mrkdwn text object for text that carries someone's words (already passed through slackEscape).
 * `verbatim` stops Slack's own parsing of the plain text in it: no auto-linked URLs or channel
 * names, no mentions picked out of bare words like "@channel".
 */
export function userMrkdwn(escaped: string): { type: 'mrkdwn'; text: string; verbatim: true } {
  return { type: 'mrkdwn', text: escaped, verbatim: true };
}

/** Where a cut at `at` would split an entity (`&amp;`) or a surrogate pair, back off before it. */
function safeCut(s: string, at: number): number {
  let cut = at;
  const partial = /&[a-z]{0,3}$/.exec(s.slice(Math.max(0, cut - 4), cut));
  if (partial) cut -= partial[0].length;
  const code = s.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return cut;
}

/** Cut to `max` characters with an ellipsis (plain_text header limit 150, section 3000). */
export function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, safeCut(s, max - 1))}…`;
}

/** Split text into chunks of at most `max` characters, at paragraph, then line, then word breaks. */
export function chunkText(s: string, max = 2900): string[] {
  const out: string[] = [];
  let rest = s.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = window.lastIndexOf('\n\n');
    if (cut < max / 2) cut = window.lastIndexOf('\n');
    if (cut < max / 2) cut = window.lastIndexOf(' ');
    if (cut < max / 2) cut = safeCut(rest, max);
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** A quote block in mrkdwn: every line prefixed with ">". */
export function quote(s: string): string {
  return s
    .split('\n')
    .map((l) => `>${l}`)
    .join('\n');
}
