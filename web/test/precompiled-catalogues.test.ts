/**
 * The browser reads its catalogues parsed at build time (decision 242): every message must say
 * exactly what the catalogue as written says, in both languages, with its plurals, selects, dates
 * and rich parts filled in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator, flattenMessages, type Message } from '@dps/core/i18n/translator';
import { LANGUAGES } from '@dps/db/content/languages';
import { compileCatalogue, compileTree } from '../vite-catalogues';
import { catalogueOfFiles } from '../src/i18n/catalogue-of-files';

type MessageFormatElement = Exclude<Message, string>[number];

const dir = (language: string) => join(import.meta.dirname, '..', 'src', 'i18n', 'messages', language);

function asWritten(language: string): Record<string, string> {
  const files: Record<string, unknown> = {};
  for (const f of readdirSync(dir(language)).filter((f) => f.endsWith('.json')))
    files[`./${f}`] = JSON.parse(readFileSync(join(dir(language), f), 'utf8'));
  return catalogueOfFiles(files) as Record<string, string>;
}

/** Values for every argument a message takes, and a function for each of its tags. */
function valuesFor(ast: MessageFormatElement[], into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of ast) {
    if (el.type === 1) into[el.value] ??= 'Berlin';
    if (el.type === 2 || el.type === 6) into[el.value] = 2;
    if (el.type === 3 || el.type === 4) into[el.value] = new Date(Date.UTC(2026, 10, 27, 9, 30));
    if (el.type === 5) into[el.value] = Object.keys(el.options).find((k) => k !== 'other') ?? 'other';
    if (el.type === 5 || el.type === 6) for (const o of Object.values(el.options)) valuesFor(o.value, into);
    if (el.type === 8) {
      into[el.value] = (chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      valuesFor(el.children, into);
    }
  }
  return into;
}

/** Every key of a catalogue formats the same from its text and from what the build made of it. */
function expectSameWords(language: string, written: Record<string, string>, messages: Record<string, Message>) {
  const fromText = createTranslator(language, written);
  const compiled = createTranslator(language, messages);
  for (const [key, message] of Object.entries(messages)) {
    const values = Array.isArray(message) ? valuesFor(message) : {};
    const say = (t: typeof fromText) => JSON.stringify(t.rich<string>(key, values));
    expect(say(compiled), key).toBe(say(fromText));
  }
}

describe('catalogues parsed at build time', () => {
  for (const language of LANGUAGES) {
    it(`say in ${language} what the catalogue says`, () => {
      const written = asWritten(language);
      const { messages } = compileCatalogue(dir(language), language);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(written).sort());
      expectSameWords(language, written, messages);
      const parsed = Object.values(messages).filter((m) => Array.isArray(m)).length;
      // Most messages are plain text and ship as text; the rest as ICU's AST.
      expect(parsed).toBeGreaterThan(20);
      expect(parsed).toBeLessThan(Object.keys(messages).length / 2);
    });
  }

  // Core's rhythm words import their two small files directly; the build compiles those files too.
  for (const language of LANGUAGES) {
    it(`core's rhythm words say in ${language} what their file says`, () => {
      const file = join(import.meta.dirname, '..', '..', 'core', 'src', 'i18n', 'messages', language, 'rhythm.json');
      const tree: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const messages = flattenMessages<Message>('rhythm', compileTree(tree, language));
      expect(Object.values(messages).some((m) => Array.isArray(m))).toBe(true);
      expectSameWords(language, flattenMessages('rhythm', tree), messages);
    });
  }
});
