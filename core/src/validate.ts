/**
 * Parse input with a zod schema at the edge of core. A failure becomes AppError('validation') from
 * the first issue's message key and the title key the schema gave, if any (decision 241).
 */
import type { z } from 'zod';
import { AppError, isErrorKey, isErrorTitleKey, type ErrorKey, type ErrorTitleKey, type ErrorValues } from './errors';

/**
 * A schema's message: the key of its words in core's error catalogue (errors.json, `message.*`),
 * with the key of the spec's toast title when it has one, as "title|message" so one string (what
 * zod carries) holds both. Each edge renders the keys in the person's language; none reads English.
 * `values` fill the message's ICU placeholders (a limit, a field's name), carried after a unit
 * separator as JSON.
 */
export function issue(message: ErrorKey, title?: ErrorTitleKey, values?: ErrorValues): string {
  const keys = title === undefined ? message : `${title}|${message}`;
  return values === undefined ? keys : `${keys}${VALUES}${JSON.stringify(values)}`;
}

/** Between an issue's keys and its values: a control character no message's words hold. */
const VALUES = '\u001f';

/**
 * A zod issue's message split back into its message, title and values. Only what `issue()` wrote (a
 * catalogue key first) is split: anything else is zod's own words, kept whole and never parsed, since
 * they can quote the person's input (a strict object's unknown key may hold '|' or the separator).
 */
export function splitIssue(raw: string): { title: string | undefined; message: string; values?: ErrorValues } {
  const v = raw.indexOf(VALUES);
  const keys = v === -1 ? raw : raw.slice(0, v);
  const i = keys.indexOf('|');
  const split =
    i === -1 ? { title: undefined, message: keys } : { title: keys.slice(0, i), message: keys.slice(i + 1) };
  if (!isErrorKey(split.message) || (split.title !== undefined && !isErrorTitleKey(split.title)))
    return { title: undefined, message: raw };
  if (v === -1) return split;
  const values = issueValues(raw.slice(v + 1));
  return values === undefined ? split : { ...split, values };
}

/** The values `issue()` wrote, or undefined for anything that is not a plain object of them. */
function issueValues(json: string): ErrorValues | undefined {
  try {
    const values: unknown = JSON.parse(json);
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as ErrorValues) : undefined;
  } catch {
    return undefined;
  }
}

/** The largest id a row can have (PostgreSQL `integer`): a larger one from outside is refused, never sent to the database. */
export const MAX_ID = 2_147_483_647;

/**
 * NUL (PostgreSQL text refuses it) or half of a surrogate pair (not Unicode at all: jsonb refuses
 * its escape, a text column would silently get U+FFFD). One linear pass, no pattern.
 */
export function hasUnsavableCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

const isPlain = (v: object) =>
  Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null;

/**
 * Any string in `input` that cannot be saved: in plain objects and arrays at any depth (iterative,
 * so any nesting is safe); class instances (a Date, a Buffer) are not text and are not walked.
 */
function holdsUnsavableText(input: unknown): boolean {
  const stack: unknown[] = [input];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (hasUnsavableCharacter(v)) return true;
    } else if (v && typeof v === 'object' && isPlain(v) && !seen.has(v)) {
      seen.add(v);
      for (const x of Object.values(v)) stack.push(x);
    }
  }
  return false;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // Every transport's text reaches the database through here: a NUL or a lone surrogate from a
  // Telegram or Slack message is refused in words, as the web's middleware refuses it, instead of
  // failing at the INSERT as an internal error (found by the bot fuzz, bot/test/fuzz-telegram.test.ts).
  if (holdsUnsavableText(input)) throw new AppError('validation', 'unsavableText', { title: 'invalidText' });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const { title, message, values } = splitIssue(first?.message ?? 'Invalid input');
  throw AppError.fromSchema('validation', message, {
    title,
    values,
    details: { path: first?.path.map(String).join('.') },
  });
}
