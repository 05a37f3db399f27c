/**
 * One way to say things in a person's language (decision 239). Messages are ICU MessageFormat
 * strings ("{count, plural, one {# day} other {# days}}") kept in one catalogue per language and
 * front end (`<package>/src/i18n/messages/<lang>/<namespace>.json`); a key is
 * `<namespace>.<path>`. The same translator runs in the browser, the bots, email and push, so it
 * imports nothing from Node.
 *
 * - Formatting is intl-messageformat (formatjs): plurals and selects through Intl.PluralRules,
 *   numbers and dates through Intl in the catalogue's language.
 * - A key the catalogue lacks answers the key itself and is reported once (`onMissing`); CI's
 *   catalogue check (core/src/i18n/catalogues.test.ts) keeps that from shipping.
 * - Each message is parsed once per translator and kept.
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export type Messages = Readonly<Record<string, string>>;
export type MessageValues = Record<string, PrimitiveType | Date>;

export interface Translator {
  readonly language: string;
  /** The message in this language with its values filled in. */
  t(key: string, values?: MessageValues): string;
  /**
   * The message with rich parts: `<link>text</link>` in the message calls `values.link(chunks)`,
   * so a sentence with a link or emphasis stays one sentence in the catalogue.
   */
  rich<T>(key: string, values: Record<string, unknown>): string | T | Array<string | T>;
  has(key: string): boolean;
}

export function createTranslator(language: string, messages: Messages, onMissing?: (key: string) => void): Translator {
  const parsed = new Map<string, IntlMessageFormat>();
  const missing = new Set<string>();
  const formatOf = (key: string): IntlMessageFormat | null => {
    const known = parsed.get(key);
    if (known) return known;
    const source = messages[key];
    if (typeof source !== 'string') {
      if (!missing.has(key)) {
        missing.add(key);
        onMissing?.(key);
      }
      return null;
    }
    const format = new IntlMessageFormat(source, language, undefined, { ignoreTag: false });
    parsed.set(key, format);
    return format;
  };
  return {
    language,
    t(key, values) {
      const format = formatOf(key);
      if (!format) return key;
      const out = format.format(values as Record<string, PrimitiveType>);
      return Array.isArray(out) ? out.join('') : String(out);
    },
    rich<T>(key: string, values: Record<string, unknown>) {
      const format = formatOf(key);
      if (!format) return key;
      return format.format<T>(values as never) as string | T | Array<string | T>;
    },
    has: (key) => typeof messages[key] === 'string',
  };
}

/**
 * A nested catalogue file (`{ "card": { "title": "Today" } }`) as flat keys under its namespace
 * (`today.card.title`). Only strings are messages; anything else in a file is an error.
 */
export function flattenMessages(namespace: string, tree: unknown, into: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') {
    into[namespace] = tree;
    return into;
  }
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) {
    throw new Error(`i18n: ${namespace} is not a message or a group of messages`);
  }
  for (const [k, v] of Object.entries(tree)) flattenMessages(`${namespace}.${k}`, v, into);
  return into;
}
