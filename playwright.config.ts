import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { ordinaryWednesdayNoon } from './e2e/fixtures/clock.ts';

// Chosen once, here, so that every worker's server starts from the same instant even on a run that
// crosses a month's turn; the workers inherit it (e2e/fixtures/clock.ts).
process.env.E2E_CLOCK_START ||= ordinaryWednesdayNoon(new Date());

/** `npm test` asks for a machine-readable report by naming the file it wants. */
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;
const reporter: ReporterDescription[] = [['list']];
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }]);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: true,
  // Two cores: two workers, each with a server of its own (fixtures/test.ts).
  workers: 2,
  retries: 0,
  reporter,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      // Debian's Chromium; a browser is never downloaded.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
