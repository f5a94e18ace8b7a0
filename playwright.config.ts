import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

// CI sets CI=true: no retries hide flakiness locally, one retry absorbs a slow machine in CI.
const IS_CI = Boolean(process.env.CI);
// Helpers and CI can test another build or run several servers side by side.
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const PORT = Number(process.env.PORT ?? 4173);
// Playwright cannot download browsers here: use Debian's Chromium when present (see DECISIONS.md).
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: IS_CI,
  retries: IS_CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  // One artifacts folder per server port, so parallel runs against different builds do not clash.
  outputDir: `test-results/playwright-${PORT}`,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
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
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: {
    command: `node scripts/serve.mjs --dir ${BUILD_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !IS_CI,
    timeout: 30_000,
  },
});
