import { defineConfig } from '@playwright/test';

// The built, composed site must already be running (npm test starts it on a
// free port with a fresh data dir and passes E2E_BASE_PORT). By hand:
//   PORT=8091 DATA_DIR=$(mktemp -d) node api/dist/server.mjs &
//   cd e2e && E2E_BASE_PORT=8091 npx playwright test
// Debian's Chromium only: never `playwright install`.
const port = Number(process.env.E2E_BASE_PORT || 8080);

export default defineConfig({
  testDir: 'tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers left a third of the 2-core CI machine idle (the journeys wait on the server and the browser): three fill it.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://demo.localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
});
