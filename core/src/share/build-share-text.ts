/**
 * What a person shares (SPEC section 7, "Sharing"): the title, the quoted scripture with its
 * reference, and "Shared from {appName}". Pure: every front end (web share sheet, Telegram,
 * Slack) builds the same words.
 */

export interface ShareablePrayer {
  title: string;
  scripture?: string | null;
  scriptureReference?: string | null;
}

const clean = (s: string | null | undefined): string => (s ?? '').trim();

const QUOTES = '"“”';
/**
 * Scripture without the quotes the source text may already carry (we add exactly one pair). Plain
 * index walking, not /["“”]+$/: an unanchored "run at the end" pattern restarts at every quote of a
 * long run and takes quadratic time (docs/decisions/050).
 */
const unquote = (s: string | null | undefined): string => {
  const t = clean(s);
  let start = 0;
  let end = t.length;
  while (start < end && QUOTES.includes(t[start]!)) start++;
  while (end > start && QUOTES.includes(t[end - 1]!)) end--;
  return t.slice(start, end).trim();
};
const quote = (scripture: string): string => `"${scripture}"`;

/**
 * The shared text of a prayer. Blocks are separated by a blank line; a missing scripture or
 * reference simply leaves its part out:
 *
 *     Strength for Today
 *
 *     "I can do all things through Christ." - Philippians 4:13
 *
 *     Shared from Daily Prayer & Scripture
 */
export function buildShareText(prayer: ShareablePrayer, appName: string): string {
  const title = clean(prayer.title);
  const scripture = unquote(prayer.scripture);
  const reference = clean(prayer.scriptureReference);
  let verse = '';
  if (scripture && reference) verse = `${quote(scripture)} - ${reference}`;
  else if (scripture) verse = quote(scripture);
  else if (reference) verse = reference;
  return [title, verse, sharedFrom(appName)].filter(Boolean).join('\n\n');
}

function sharedFrom(appName: string): string {
  const name = appName.trim();
  return name ? `Shared from ${name}` : '';
}

export type ShareType = 'prayer' | 'testimonial' | 'reflection' | 'other';

/** Share content of SPEC section 3: what the share dialog and the device share sheet receive. */
export interface ShareContent {
  title: string;
  text: string;
  type: ShareType;
}

export type ShareSource =
  /** A daily, topic or saved prayer. */
  | { kind: 'prayer'; prayer: ShareablePrayer }
  /** A person's own written prayer (My Prayers). */
  | { kind: 'userPrayer'; prayer: { title: string; content: string } }
  /** A reflection, with the title of the prayer it reflects on when known. */
  | { kind: 'reflection'; reflection: { content: string; prayer?: { title: string } | null } };

/** Title, text and type to share for a prayer, an own prayer or a reflection. Pure. */
export function buildShareContent(source: ShareSource, appName: string): ShareContent {
  switch (source.kind) {
    case 'prayer':
      return { title: clean(source.prayer.title), text: buildShareText(source.prayer, appName), type: 'prayer' };
    case 'userPrayer': {
      const title = clean(source.prayer.title);
      const text = [title, clean(source.prayer.content), sharedFrom(appName)].filter(Boolean).join('\n\n');
      return { title, text, type: 'prayer' };
    }
    case 'reflection': {
      const prayerTitle = clean(source.reflection.prayer?.title);
      const title = prayerTitle ? `Reflection on ${prayerTitle}` : 'My Reflection';
      const text = [title, clean(source.reflection.content), sharedFrom(appName)].filter(Boolean).join('\n\n');
      return { title, text, type: 'reflection' };
    }
  }
}
