import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{db,core,web,bot,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/e2e/**'],
    globalSetup: ['core/test/global-setup.ts'],
    setupFiles: ['core/test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
