import { defineConfig, devices, type Project } from '@playwright/test'

import { CHROMIUM_ARGS, testChromiumPath } from './scripts/lib/chromium'

const NO_JAVASCRIPT = '**/noJavaScript.e2e.ts'
const SLOW_DEVICE = '**/slowDevice.e2e.ts'

// Run through `npm run test:e2e`, which builds and starts the app and sets E2E_BASE_URL.
// Every file runs beside any other, in any order: each test makes its own data and sends its
// own X-Forwarded-For address where rate limits count, and the files that change or count on
// what every page shows (prices, site-wide redirects, the newest posts, the login's account-wide
// counters) or log the administrator in and out run against a server of their own
// (`test.use({ ownServer })`, tests/support/ownServer.ts). A worker takes a file at a time, as
// the tests of a file may build on each other, except in files that say otherwise; three workers
// keep two cores busy, as most tests wait on the browser or the server.
const PROJECTS: Project[] = [
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
]

export default defineConfig({
  globalSetup: './tests/support/playwrightGlobalSetup.ts',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace of every test (to keep those that fail) costs a quarter of the suite's
    // CPU; a failure keeps a screenshot, and `npm run test:e2e -- --trace retain-on-failure`
    // records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  // E2E_ORDER=reversed runs the projects in the opposite order: no file needs another first.
  projects: process.env.E2E_ORDER === 'reversed' ? [...PROJECTS].reverse() : PROJECTS,
})
