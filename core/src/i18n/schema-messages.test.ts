/**
 * Every message a core zod schema gives is a key of the error catalogue, written with validate.ts
 * `issue()` (its key typed from errors.json), never English words: plain English would reach other
 * languages as the code's generic message (decision 241). zod's own messages (a rule given no
 * message) are fine. zod takes any string, so this reads the source: a string literal where zod
 * takes a message, or a constant there whose value is not an `issue()`, fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE_SRC = join(import.meta.dirname, '..');

const LITERAL = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const CONSTANT = String.raw`[A-Z][A-Z0-9_]*`;
// zod's methods whose last argument may be a message; one level of parentheses inside (a regex's groups).
const CHECK = String.raw`\.(?:min|max|length|regex|refine|superRefine|int|positive|nonnegative|negative|nonpositive|gt|gte|lt|lte|multipleOf|email|url|uuid|startsWith|endsWith|includes|datetime)\((?:[^()]|\([^()]*\))*?,\s*`;
const MESSAGE_AT = [
  String.raw`\berror:\s*`, // { error: … }
  String.raw`\{\s*message:\s*`, // .refine(fn, { message: … }) (not a result's `{ ok: false, message }`)
  String.raw`addIssue\(\{[^}]*\bmessage:\s*`, // ctx.addIssue({ code, message: … })
  CHECK, // .max(n, …)
  String.raw`\b(?:isoDate|zTimeOfDay)\(\s*`, // core's own schema makers (time/)
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Comments (lines starting with //, /*, *) hold examples, not schemas. */
const withoutComments = (text: string) =>
  text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');

/** "file: words" for each schema message that is not an `issue()` key, in the files under `root`. */
function unkeyedSchemaMessages(root: string): string[] {
  const files = sourceFiles(root).map((path) => ({ path, text: withoutComments(readFileSync(path, 'utf8')) }));
  // Which constants hold an issue(): the file's own, else any in core (a message may be imported).
  const issueConstants = (text: string) => {
    const held = new Map<string, boolean>();
    for (const m of text.matchAll(new RegExp(String.raw`\bconst (${CONSTANT})\s*=\s*(\S+)`, 'g'))) {
      held.set(m[1]!, (held.get(m[1]!) ?? true) && m[2]!.startsWith('issue('));
    }
    return held;
  };
  const everywhere = issueConstants(files.map((f) => f.text).join('\n'));
  const found: string[] = [];
  for (const { path, text } of files) {
    if (!/from 'zod'/.test(text)) continue;
    const where = relative(root, path);
    const own = issueConstants(text);
    for (const at of MESSAGE_AT) {
      for (const m of text.matchAll(new RegExp(`${at}(${LITERAL})`, 'g'))) found.push(`${where}: ${m[1]}`);
      for (const m of text.matchAll(new RegExp(`${at}(${CONSTANT})\\b(?!\\s*[.(\\[])`, 'g'))) {
        if ((own.get(m[1]!) ?? everywhere.get(m[1]!)) !== true) found.push(`${where}: ${m[1]}`);
      }
    }
  }
  return found;
}

describe("core's schema messages", () => {
  it('are catalogue keys (issue()), never plain words', () => {
    expect(unkeyedSchemaMessages(CORE_SRC)).toEqual([]);
  });

  it('finds plain words and a constant that is not an issue() (so the pass above means something)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-messages-'));
    try {
      writeFileSync(
        join(dir, 'old.ts'),
        [
          "import { z } from 'zod';",
          "const WORDS = 'Please say something.';",
          "const KEY = issue('emptyReflection');",
          "// { error: 'in a comment' }",
          "export const A = z.string({ error: WORDS }).min(1, KEY).max(9, 'Too long.').regex(/^(a|b)$/, `Bad ${'x'}.`);",
          "export const B = z.enum(['a'], { error: KEY }).refine((v) => v === 'a', { message: \"Not a.\" });",
          "export const C = isoDate('Not a date.');",
          "export const D = z.number().int().max(MAX_ID);",
          "const fail = { ok: false as const, message: WORDS };",
          "export const E = z.string().transform((v, ctx) => { ctx.addIssue({ code: 'custom', message: 'Nope.' }); });",
        ].join('\n'),
      );
      expect(unkeyedSchemaMessages(dir).sort()).toEqual([
        'old.ts: "Not a."',
        "old.ts: 'Not a date.'",
        "old.ts: 'Nope.'",
        "old.ts: 'Too long.'",
        'old.ts: WORDS',
        "old.ts: `Bad ${'x'}.`",
      ].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
