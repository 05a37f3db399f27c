// ESLint flat config. Beyond the recommended rules, it keeps the package boundaries of
// ARCHITECTURE.md: what each package may import, and no process.env inside core or db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import path from 'node:path';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noEnv = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Config is parsed once at the entry point and passed down.' }],
};

// The web package's own borders (ARCHITECTURE.md): checked on the resolved path of each relative
// import, so a deeper file or a roundabout path ('../../features/x') cannot slip past a pattern.
const webFeatureOf = (file) => /\/web\/src\/features\/([^/]+)\//.exec(file.replaceAll('\\', '/') + '/')?.[1];
const isWebClient = (file) => /\/web\/src\//.test(file.replaceAll('\\', '/') + '/');
const isWebServer = (file) => /\/web\/server\//.test(file.replaceAll('\\', '/') + '/');
/** `import type { A }` or `import { type A }` only: erased by the compiler, so nothing reaches the bundle. */
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
const webBorder = (messageId, isCrossing, allowTypes = false) => ({
  meta: {
    type: 'problem',
    messages: {
      serverImportsClient:
        'web/server (and web/shared) never import the client tree web/src: the client bundle is built for the browser and may change freely. Code both need lives in web/shared/.',
      clientValueFromServer:
        "web/src takes only types from web/server (import type): a value would pull server code into the browser's bundle.",
      featureImportsFeature:
        "A web feature never imports another feature (web/src/features/<area>): each screen must change without breaking another. Move the shared part to web/src/components/ or web/src/lib/.",
    },
  },
  create(context) {
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.') || (allowTypes && typeOnly(node))) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      if (isCrossing(context.filename, target)) context.report({ node: node.source, messageId });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
});
const webBorders = {
  rules: {
    'server-not-client': webBorder('serverImportsClient', (_file, target) => isWebClient(target)),
    'client-types-from-server': webBorder('clientValueFromServer', (_file, target) => isWebServer(target), true),
    'no-cross-feature': webBorder('featureImportsFeature', (file, target) => {
      const own = webFeatureOf(file);
      const other = webFeatureOf(target);
      return own !== undefined && other !== undefined && other !== own;
    }),
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', '.test-results/**', 'db/migrations/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No regular expression that can see input may take more than linear time (docs/decisions/050):
  // a quadratic email pattern once kept the whole server busy for 11-14 s per request. Backtracking
  // inside one match attempt, and the slow "move" of an unanchored pattern across the input, are
  // both errors, reported when merely possible ('potential'), since a pattern's input is not known.
  // Tests and the browser-only client are left out: their patterns read our own output.
  {
    files: ['core/src/**', 'web/server/**', 'bot/src/**', 'db/src/**', 'scripts/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['core/src/**'],
    rules: {
      ...restrict([
        { group: ['express', 'express/*', 'react', 'react-dom', 'react/*', 'grammy', 'grammy/*', '@grammyjs/*', '@slack/*', 'node-cron', 'pino'], message: 'core is transport-free (ARCHITECTURE.md).' },
        { group: ['@dps/web/*', '@dps/bot/*', '**/web/**', '**/bot/**'], message: 'core must not import a front end.' },
      ]),
      ...noEnv,
    },
  },
  // Core's base (context, errors, validate, time, i18n, batch, cache and the shared rules) sits below
  // every feature and imports none of them (docs/decisions/252). The typescript-eslint twin of the rule
  // is used so these patterns add to the core-wide ones above instead of replacing them; type imports
  // count too. Tests are left out: they drive features through the base. Fixture: core/test/lint/.
  {
    files: ['core/src/{context,errors,validate}.ts', 'core/src/{time,i18n,batch,cache,rules}/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(?:(?:\\.\\.?/)+|@dps/core/)(?!(?:context|errors|validate|time|i18n|batch|cache|rules)(?:/|\\.ts$|$))[^./][^/]*/',
          message: "core's base (context, errors, validate, time, i18n, batch, cache, rules) never imports a core feature: a rule that features share moves down into core/src/rules/ (docs/decisions/252).",
        }],
      }],
    },
  },
  {
    files: ['db/src/**'],
    rules: {
      ...restrict([{ group: ['@dps/core/*', '@dps/web/*', '@dps/bot/*', '**/core/src/**', '**/web/**', '**/bot/**'], message: 'db never imports core or a front end.' }]),
      ...noEnv,
    },
  },
  {
    files: ['web/**'],
    rules: { ...restrict([{ group: ['@dps/bot/*', '**/bot/src/**'], message: 'web and bot never import each other.' }]) },
  },
  {
    files: ['bot/**'],
    rules: { ...restrict([{ group: ['@dps/web/*', '**/web/**'], message: 'web and bot never import each other.' }]) },
  },
  // The chats never import the sending side: bot/src/sending reaches Telegram and Slack only
  // through core's DeliverySender (and the send functions the composition hands its outbox loop),
  // so a chat file can never pull the runner into a circle. Tests compose the whole, as
  // scripts/start-bots.ts does, and are left out. The web border is repeated here because a later
  // block's no-restricted-imports replaces an earlier one's for the same files.
  {
    files: ['bot/src/telegram/**', 'bot/src/slack/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...restrict([
        { group: ['@dps/web/*', '**/web/**'], message: 'web and bot never import each other.' },
        {
          group: ['@dps/bot/sending/*', '**/sending', '**/sending/**'],
          message: 'The chats never import bot/src/sending: sending reaches them through DeliverySender, wired in the composition root (scripts/start-bots.ts, bot/src/outboxes).',
        },
      ]),
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Web borders (see webBorders above); web/test/lint-borders.test.ts breaks each on a fixture.
  {
    files: ['web/server/**', 'web/shared/**'],
    plugins: { web: webBorders },
    rules: { 'web/server-not-client': 'error' },
  },
  {
    files: ['web/src/**'],
    plugins: { web: webBorders },
    rules: { 'web/client-types-from-server': 'error' },
  },
  {
    files: ['web/src/features/**'],
    plugins: { web: webBorders },
    rules: { 'web/no-cross-feature': 'error' },
  },
);
