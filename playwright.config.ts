import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium'

const NO_JAVASCRIPT = '**/noJavaScript.e2e.ts'
const SLOW_DEVICE = '**/slowDevice.e2e.ts'

// Run through `npm run test:e2e`, which builds and starts the app and sets E2E_BASE_URL.
// One build and one server for both projects: `-- --project security` runs the security suite alone.
// One worker: some tests change site-wide state that others read (the offers global's prices,
// the newest posts on the home page), so two workers made them fail at random. Each test still
// arranges its own data and sends its own X-Forwarded-For address where rate limits count.
export default defineConfig({
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testMatch: '**/*.e2e.ts',
      testIgnore: [NO_JAVASCRIPT, SLOW_DEVICE],
      use: { ...devices['Desktop Chrome'] },
    },
    // The forms as a browser without JavaScript posts them.
    {
      name: 'no JavaScript',
      testDir: 'tests/e2e',
      testMatch: NO_JAVASCRIPT,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
    // A slow phone: the CPU slowed 4x and the page's scripts 2.5 s late (set up in the file).
    {
      name: 'slow device',
      testDir: 'tests/e2e',
      testMatch: SLOW_DEVICE,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'security',
      testDir: 'tests/security',
      testMatch: '**/*.security.ts',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
})
