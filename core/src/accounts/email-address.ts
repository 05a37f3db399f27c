/**
 * The one email rule of every form (sign-up, admin grant, Contact Us, provider claims), in plain
 * string code. Browser-safe and dependency-free, so the web client bundles it with the forms.
 *
 * It was a regular expression, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, whose two domain quantifiers both
 * accept dots: "a@" + 90,000 dots + "@" took it 11-14 s of backtracking while the server answered
 * nobody (docs/decisions/050). This function accepts exactly the same strings, in one pass, and
 * refuses anything longer than EMAIL_MAX_LENGTH before looking at a single character.
 */

/** The longest address SMTP carries (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Any whitespace JavaScript knows; one character class, tried once per position: linear. */
const WHITESPACE = /\s/;

/**
 * Deliberately loose, as the spec asks: no whitespace, exactly one '@' with something before it,
 * and a dot in the domain with something on each side ("a@b.c" yes; "a@b", "a@.b", "a@b." no).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1) return false;
  if (WHITESPACE.test(value)) return false;
  const domain = value.slice(at + 1);
  // A dot that is neither the domain's first nor its last character.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
