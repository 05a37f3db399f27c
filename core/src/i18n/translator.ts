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
 * - Each message is parsed once per translator and kept. A message with nothing for ICU to read
 *   (no `{`, `}`, `<` or `'`) is its own text and is not parsed at all.
 * - The web's build hands over its catalogues already parsed (ICU's AST, web/vite-catalogues.ts), so
 *   the browser downloads no parser and spends no time parsing (decision 242).
 */
import { IntlMessageFormat, type Formatters, type PrimitiveType } from 'intl-messageformat';

/** A message: ICU MessageFormat text, or its AST as parsed at build time (`string | MessageFormatElement[]`). */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
export type Messages = Readonly<Record<string, Message>>;

/** Text in which ICU MessageFormat would find syntax; text without it is the message itself. */
const ICU_SYNTAX = /[{}<']/;

/**
 * intl-messageformat resolves the locale of every message it constructs through
 * `Intl.NumberFormat.supportedLocalesOf`, which on its first call loads the runtime's whole list of
 * locales: a sixth of a second of Today's first render on a phone (decision 242). A translator
 * always passes one language the product speaks, which every runtime supports, so its locale is
 * that language, made once.
 */
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) {
    resolvedLocales.set(
      key,
      typeof locales === 'string' && typeof Intl.Locale === 'function' ? new Intl.Locale(locales) : resolveLocale(locales),
    );
  }
  return resolvedLocales.get(key);
};

/** One set of Intl formatters per translator (intl-messageformat makes a set per message otherwise). */
function sharedFormatters(): Formatters {
  const made = new Map<string, unknown>();
  const once =
    <A extends unknown[], T>(kind: string, make: (...args: A) => T) =>
    (...args: A): T => {
      const key = `${kind}${JSON.stringify(args)}`;
      if (!made.has(key)) made.set(key, make(...args));
      return made.get(key) as T;
    };
  return {
    getNumberFormat: once('n', (locales?: string | string[], opts?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, opts)),
    getDateTimeFormat: once('d', (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: once('p', (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
}

/** Whether a message's text is read as is (true) or needs ICU MessageFormat. */
export function isPlainMessage(text: string): boolean {
  return !ICU_SYNTAX.test(text);
}
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
  const parsed = new Map<string, IntlMessageFormat | string>();
  const formatters = sharedFormatters();
  const missing = new Set<string>();
  const formatOf = (key: string): IntlMessageFormat | string | null => {
    const known = parsed.get(key);
    if (known !== undefined) return known;
    const source = messages[key];
    if (typeof source === 'string' && isPlainMessage(source)) {
      parsed.set(key, source);
      return source;
    }
    if (typeof source !== 'string' && !Array.isArray(source)) {
      if (!missing.has(key)) {
        missing.add(key);
        onMissing?.(key);
      }
      return null;
    }
    const format = new IntlMessageFormat(source, language, undefined, { ignoreTag: false, formatters });
    parsed.set(key, format);
    return format;
  };
  return {
    language,
    t(key, values) {
      const format = formatOf(key);
      if (format === null) return key;
      if (typeof format === 'string') return format;
      const out = format.format(values as Record<string, PrimitiveType>);
      return Array.isArray(out) ? out.join('') : String(out);
    },
    rich<T>(key: string, values: Record<string, unknown>) {
      const format = formatOf(key);
      if (format === null) return key;
      if (typeof format === 'string') return format;
      return format.format<T>(values as never) as string | T | Array<string | T>;
    },
    has: (key) => messages[key] !== undefined,
  };
}

/**
 * A nested catalogue file (`{ "card": { "title": "Today" } }`) as flat keys under its namespace
 * (`today.card.title`). Only strings are messages (and, in the web's build, a message's ICU AST:
 * web/vite-catalogues.ts parses the files the browser imports); anything else in a file is an error.
 */
export function flattenMessages<M extends Message = string>(
  namespace: string,
  tree: unknown,
  into: Record<string, M> = {},
): Record<string, M> {
  if (typeof tree === 'string' || isParsedMessage(tree)) {
    into[namespace] = tree as M;
    return into;
  }
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) {
    throw new Error(`i18n: ${namespace} is not a message or a group of messages`);
  }
  for (const [k, v] of Object.entries(tree)) flattenMessages(`${namespace}.${k}`, v, into);
  return into;
}

/** ICU's AST of a message: a list of elements, each with its numeric type. */
function isParsedMessage(tree: unknown): boolean {
  return (
    Array.isArray(tree) &&
    tree.length > 0 &&
    tree.every((e) => typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'number')
  );
}
