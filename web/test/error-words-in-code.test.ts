/**
 * core's errors.json (core/src/i18n/error-text.ts) is keyed, and errors carry their key: every key the
 * code throws must have words in every language (a typo is a compile error in English; this also
 * covers the other languages), and every catalogued message and title must still be said somewhere:
 * by its key (a zod schema's too: `issue('key', 'titleKey')`, core/src/validate.ts), or by its English word for word.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dps/db/content/languages';
import { coreText } from '@dps/core/i18n/core-text';
import { TOO_DEEP_MESSAGE } from '../server/middleware/json-bodies';

const root = join(import.meta.dirname, '..', '..');
const DIRS = ['core/src', 'web/server', 'db/src', 'bot/src'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

const code = DIRS.flatMap((d) => sources(join(root, d))).join('\n');
const catalogued = (kind: 'message' | 'title') =>
  Object.entries(coreText.messages.en)
    .filter(([key]) => key.startsWith(`errors.${kind}.`))
    .map(([key, text]) => ({ key: key.slice(`errors.${kind}.`.length), text: String(text) }));

describe('the API errors catalogue', () => {
  it('has every key the code throws in every language', () => {
    // `new AppError(code, 'key'`, a title key, and `key: 'key'` where an error is answered without a throw.
    const thrown = new Set<string>();
    for (const m of code.matchAll(/new AppError\(\s*'\w+',\s*(?:[^,()]*\?\s*)?'(\w+)'(?:\s*:\s*'(\w+)')?/g)) {
      thrown.add(`message.${m[1]}`);
      if (m[2]) thrown.add(`message.${m[2]}`);
    }
    for (const m of code.matchAll(/\btitle: '(\w+)'/g)) thrown.add(`title.${m[1]}`);
    // A schema's message and title keys.
    for (const m of code.matchAll(/\bissue\(\s*'(\w+)'(?:,\s*'(\w+)')?\s*\)/g)) {
      thrown.add(`message.${m[1]}`);
      if (m[2]) thrown.add(`title.${m[2]}`);
    }
    expect(thrown.size).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const key of thrown) {
      if (key.startsWith('title.') && !(`errors.${key}` in coreText.messages.en)) continue; // another catalogue's title
      for (const language of LANGUAGES)
        if (!(`errors.${key}` in coreText.messages[language])) missing.push(`${language}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('holds only messages and titles the code still says, by key or in English', () => {
    // Messages built from a constant are checked by their value.
    const said = [code, TOO_DEEP_MESSAGE].join('\n');
    const entries = [...catalogued('message'), ...catalogued('title')];
    expect(entries.length).toBeGreaterThan(100);
    const gone = entries
      .filter(({ key, text }) => !said.includes(`'${key}'`) && !said.includes(text))
      .map(({ key }) => key);
    expect(gone).toEqual([]);
  });
});
