import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium'

// Run through `npm run test:e2e`, which builds and starts the app and sets E2E_BASE_URL.
// One build and one server for both projects: `-- --project security` runs the security suite alone.
// Test files run in parallel workers against that server (`-- --workers 1` for one at a time):
// each test arranges its own data and sends its own X-Forwarded-For address where rate limits
// or lockouts count, so no test depends on another's state.
export default defineConfig({
  fullyParallel: false,
  workers: 2,
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
