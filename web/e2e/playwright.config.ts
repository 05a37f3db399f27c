/**
 * End-to-end tests: the REAL product (`scripts/start.ts`: built client, Express, embedded PGlite in
 * a fresh temp dir, the bootstrapped admin) driven in headless Chromium at phone size.
 *
 *   npx playwright test -c web/e2e/playwright.config.ts            (all specs)
 *   E2E_BASE_URL=http://localhost:3000 E2E_ADMIN_PASSWORD=… npx playwright test -c web/e2e/playwright.config.ts
 *                                                                   (against a server you started)
 *
 * Chromium is Debian's /usr/bin/chromium when present, else Playwright's own; nothing is downloaded.
 */
import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, chromiumLaunchOptions, repoRoot } from './support/env';

const env = e2eEnv();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${repoRoot}/test-results/e2e`,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${repoRoot}/.test-results/e2e.json` }],
    ['html', { outputFolder: `${repoRoot}/playwright-report`, open: 'never' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: env.baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    // Pacific/Honolulu (UTC-10) is exactly 24 h from Pacific/Kiritimati (UTC+14), which the admin
    // spec uses: its "today" is never the other specs' today, so its new daily prayer cannot swap the
    // prayer under a spec running in parallel.
    timezoneId: 'Pacific/Honolulu',
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'chromium', testIgnore: /admin-references\.spec\.ts$/ },
    // It switches the one bootstrapped admin to Spanish and dark for its pictures: run alone, after
    // every other spec, so no spec signed in as that admin sees another language mid-test.
    { name: 'admin-languages', testMatch: /admin-references\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: env.external
    ? undefined
    : {
        command: 'npx tsx scripts/start.ts',
        cwd: repoRoot,
        url: `${env.baseUrl}/healthz`,
        // The first start builds web/dist when the client sources are newer than the build.
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: env.serverEnv,
      },
});
