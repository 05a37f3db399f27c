/**
 * The web's catalogues parsed at build time (decision 242). `web/src/i18n/messages/<lang>/index.ts`
 * becomes one flat object, `{ "today.card.title": "Today", "progress.days": [ICU AST] }`: a message
 * with nothing for ICU to read stays text, any other is its AST as intl-messageformat would parse it
 * in the browser. The browser then needs no ICU parser: in the app's bundle intl-messageformat gets
 * formatjs's no-parser build (`@formatjs/icu-messageformat-parser/no-parser.js`, which throws if a
 * message arrives as text with ICU syntax), so a catalogue file the app imports on its own (core's
 * rhythm words) is compiled the same way. The service worker, the server and the tests keep the
 * parser and read the JSON files as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { flattenMessages, isPlainMessage, type Message } from '../core/src/i18n/translator';

const CATALOGUE_INDEX = /[\\/]web[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z]{2})[\\/]index\.ts$/;
const CATALOGUE_FILE = /[\\/]i18n[\\/]messages[\\/]([a-z]{2})[\\/][\w-]+\.json$/;
const COMPILED_FILE = '\0dps-compiled-catalogue:';
const PARSER = '@formatjs/icu-messageformat-parser';

/** A message as the browser gets it: its text when ICU has nothing to read in it, else ICU's AST. */
export function compileMessage(text: string, language: string): Message {
  if (isPlainMessage(text)) return text;
  const ast = new IntlMessageFormat(text, language, undefined, { ignoreTag: false }).getAst();
  const only = ast.length === 1 ? ast[0] : undefined;
  // Escapes only ("don''t"): the unescaped text, when it reads as is.
  return only && only.type === 0 && isPlainMessage(only.value) ? only.value : ast;
}

/** One language's namespace files as one flat catalogue, each message text or ICU's AST. */
export function compileCatalogue(dir: string, language: string): { messages: Record<string, Message>; files: string[] } {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
  const texts: Record<string, string> = {};
  for (const file of files) {
    const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    flattenMessages(namespace, JSON.parse(readFileSync(file, 'utf8')), texts);
  }
  const messages: Record<string, Message> = {};
  for (const [key, text] of Object.entries(texts)) messages[key] = compileMessage(text, language);
  return { messages, files };
}

/** A catalogue file's tree with every message compiled (for code that imports one file directly). */
export function compileTree(tree: unknown, language: string): unknown {
  if (typeof tree === 'string') return compileMessage(tree, language);
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return tree;
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, compileTree(v, language)]));
}

const moduleOf = (what: string, value: unknown) =>
  `/** ${what}, parsed at build time (web/vite-catalogues.ts). */\nexport default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

export function precompiledCatalogues(): Plugin {
  let build = false;
  return {
    name: 'dps-precompiled-catalogues',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(source, importer, options) {
      if (!build) return null;
      // Only the app's bundle: the service worker's build (vite-plugin-pwa) does not take these plugins.
      if (source === PARSER && importer?.includes('intl-messageformat'))
        return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      // A catalogue file imported on its own (core's rhythm words): its messages compiled too.
      if (!CATALOGUE_FILE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // The id must not end in .json, or vite's JSON plugin reads the module again as JSON.
      return resolved && CATALOGUE_FILE.test(resolved.id) ? `${COMPILED_FILE}${resolved.id}.js` : null;
    },
    load(id) {
      if (id.startsWith(COMPILED_FILE)) {
        const file = id.slice(COMPILED_FILE.length, -'.js'.length);
        this.addWatchFile(file);
        const language = CATALOGUE_FILE.exec(file)![1]!;
        return moduleOf(`${file.slice(file.lastIndexOf('/i18n/'))}`, compileTree(JSON.parse(readFileSync(file, 'utf8')), language));
      }
      const match = CATALOGUE_INDEX.exec(id);
      if (!match) return null;
      const dir = id.slice(0, id.lastIndexOf('/'));
      const { messages, files } = compileCatalogue(dir, match[1]!);
      for (const file of files) this.addWatchFile(file);
      return moduleOf(`The ${match[1]} catalogue`, messages);
    },
  };
}
