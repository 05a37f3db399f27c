/**
 * The web's catalogues parsed at build time (decision 242). `web/src/i18n/messages/<lang>/index.ts`
 * becomes one flat object, `{ "today.card.title": "Today", "progress.days": [ICU AST] }`: a message
 * with nothing for ICU to read stays text, any other is its AST as intl-messageformat would parse it
 * in the browser. The browser then needs no ICU parser: in the app's bundle intl-messageformat gets
 * formatjs's no-parser build (`@formatjs/icu-messageformat-parser/no-parser.js`, which throws if a
 * message arrives as text with ICU syntax). The service worker, the server and the tests keep the
 * parser and read the JSON files as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { flattenMessages, isPlainMessage, type Message } from '../core/src/i18n/translator';

const CATALOGUE_INDEX = /[\\/]web[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z]{2})[\\/]index\.ts$/;
const PARSER = '@formatjs/icu-messageformat-parser';

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
  for (const [key, text] of Object.entries(texts)) {
    if (isPlainMessage(text)) {
      messages[key] = text;
      continue;
    }
    const ast = new IntlMessageFormat(text, language, undefined, { ignoreTag: false }).getAst();
    const only = ast.length === 1 ? ast[0] : undefined;
    // Escapes only ("don''t"): the unescaped text, when it reads as is.
    messages[key] = only && only.type === 0 && isPlainMessage(only.value) ? only.value : ast;
  }
  return { messages, files };
}

export function precompiledCatalogues(): Plugin {
  let build = false;
  return {
    name: 'dps-precompiled-catalogues',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(source, importer) {
      // Only the app's bundle: the service worker's build (vite-plugin-pwa) does not take these plugins.
      if (!build || source !== PARSER || !importer?.includes('intl-messageformat')) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    load(id) {
      const match = CATALOGUE_INDEX.exec(id);
      if (!match) return null;
      const dir = id.slice(0, id.lastIndexOf('/'));
      const { messages, files } = compileCatalogue(dir, match[1]!);
      for (const file of files) this.addWatchFile(file);
      return `/** The ${match[1]} catalogue, parsed at build time (web/vite-catalogues.ts). */\nexport default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}
