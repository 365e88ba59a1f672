import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium only (CHROME_PATH or /usr/bin/chromium): a test tool never downloads a browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A lane of scripts/e2e-lanes.mjs names its own, so lanes running side by side never share one.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/e2e-lanes.mjs names a JSON report per lane, to say where each lane's time went.
  reporter: [
    ['list'],
    ...(process.env.E2E_REPORT_FILE ? [['json', { outputFile: process.env.E2E_REPORT_FILE }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace films every step (screencast frames), which slows every journey on a 2-core box;
    // the retry of a failed journey records one, and the CI log points to it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The journeys' browser asks for reduced motion, as some users' systems do (the app then turns antd's
    // animations off, app/theme.ts): no waiting for a modal or a drop-down to finish moving before a click.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
