/** Text for Block Kit: escaping and Slack's size limits. */

/** Escape for mrkdwn: a person's words can never become a mention (`<!channel>`) or a link. */
export function escapeMrkdwn(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cut to `max` characters with an ellipsis (plain_text header limit 150, section 3000). */
export function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
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
    if (cut < max / 2) cut = max;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** "Tuesday, March 10, 2026" for a local date (US long format, as the web app shows). */
export function longUsDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A quote block in mrkdwn: every line prefixed with ">". */
export function quote(s: string): string {
  return s
    .split('\n')
    .map((l) => `>${l}`)
    .join('\n');
}
