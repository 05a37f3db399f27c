// ESLint flat config. Beyond the recommended rules, it keeps the package boundaries of
// ARCHITECTURE.md: what each package may import, and no process.env inside core or db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noEnv = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Config is parsed once at the entry point and passed down.' }],
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
  // every feature and imports none of them (docs/decisions/251). The typescript-eslint twin of the rule
  // is used so these patterns add to the core-wide ones above instead of replacing them; type imports
  // count too. Tests are left out: they drive features through the base. Fixture: core/test/lint/.
  {
    files: ['core/src/{context,errors,validate}.ts', 'core/src/{time,i18n,batch,cache,rules}/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(?:(?:\\.\\.?/)+|@dps/core/)(?!(?:context|errors|validate|time|i18n|batch|cache|rules)(?:/|\\.ts$|$))[^./][^/]*/',
          message: "core's base (context, errors, validate, time, i18n, batch, cache, rules) never imports a core feature: a rule that features share moves down into core/src/rules/ (docs/decisions/251).",
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
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
