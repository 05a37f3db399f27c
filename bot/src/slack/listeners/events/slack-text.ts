/**
 * Slack message text -> what the web shows: entities resolved to plain words. Pure. Slack escapes
 * '<' and '>' inside text, so an entity never holds one: each class stops at the next '<', which
 * keeps every pattern linear ("<@A|" repeated without a '>' was quadratic; docs/decisions/050).
 */
export function plainTextFromSlack(text: string): string {
  return text
    .replace(/<@[A-Z0-9]+\|([^<>]+)>/g, '@$1')
    .replace(/<@[A-Z0-9]+>/g, '@someone')
    .replace(/<#[A-Z0-9]+\|([^<>]*)>/g, '#$1')
    .replace(/<!(here|channel|everyone)[^<>]*>/g, '@$1')
    .replace(/<!subteam\^[A-Z0-9]+(?:\|([^<>]*))?>/g, '$1')
    .replace(/<(?:https?:|mailto:)[^<>|]+\|([^<>]+)>/g, '$1')
    .replace(/<((?:https?:|mailto:)[^<>]+)>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Slack ts order ("1773000000.000100"): seconds, then the fraction. */
export function tsBefore(a: string, b: string): boolean {
  const [as = '0', af = ''] = a.split('.');
  const [bs = '0', bf = ''] = b.split('.');
  if (Number(as) !== Number(bs)) return Number(as) < Number(bs);
  return af.padEnd(6, '0') < bf.padEnd(6, '0');
}
