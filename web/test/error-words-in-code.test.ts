/**
 * core's errors.json (core/src/i18n/error-text.ts) is keyed by the English text the code throws (error-text.ts). A message reworded where
 * it is thrown would lose its Spanish quietly (the person would read only the code's general words):
 * every catalogued English message and title must still be written, word for word, in the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreText } from '@dps/core/i18n/core-text';
import { SEARCH_TOO_LONG_MESSAGE } from '@dps/core/search/search-query';
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

describe('the API errors catalogue', () => {
  it('holds only English messages and titles the code still throws', () => {
    // Messages built from a constant are checked by their value.
    const code = [...DIRS.flatMap((d) => sources(join(root, d))), TOO_DEEP_MESSAGE, SEARCH_TOO_LONG_MESSAGE].join('\n');
    const english = Object.entries(coreText.messages.en).filter(
      ([key]) => key.startsWith('errors.message.') || key.startsWith('errors.title.'),
    );
    expect(english.length).toBeGreaterThan(50);
    const gone = english.filter(([, text]) => typeof text === 'string' && !code.includes(text)).map(([key]) => key);
    expect(gone).toEqual([]);
  });
});
