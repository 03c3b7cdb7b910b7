import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, testChromiumPath } from './scripts/lib/chromium'

const NO_JAVASCRIPT = '**/noJavaScript.e2e.ts'
const SLOW_DEVICE = '**/slowDevice.e2e.ts'

/**
 * Files that change what every page shows (posts, prices, redirects, the login's account-wide
 * failure count) or check exactly what it shows (the newest posts, the sitemap's posts), and
 * files that log the administrator in (Payload rewrites the administrator's list of sessions at
 * each login, so two logins at the same moment can drop one of the two: the slow-device login,
 * the one login left in the other projects, then finds itself logged out). They run one at a
 * time, before every other file, so that no other test sees their changes half-way. One worker
 * leaves a core half idle, which `npm test` fills with the integration tests it runs beside this
 * stage.
 */
const SHARED_STATE = [
  '**/e2e/admin.e2e.ts',
  '**/e2e/blog.e2e.ts',
  '**/e2e/blogApiCache.e2e.ts',
  '**/e2e/cmsDrafts.e2e.ts',
  '**/e2e/cmsLinks.e2e.ts',
  '**/e2e/cmsPosts.e2e.ts',
  '**/e2e/cmsRules.e2e.ts',
  '**/e2e/cmsSafetyNets.e2e.ts',
  '**/e2e/heroImage.e2e.ts',
  '**/e2e/homeInsights.e2e.ts',
  '**/e2e/jobs.e2e.ts',
  '**/e2e/markdown.e2e.ts',
  '**/e2e/offers.e2e.ts',
  '**/e2e/pageSeo.e2e.ts',
  '**/e2e/platform.e2e.ts',
  '**/e2e/publishing.e2e.ts',
  '**/e2e/redirects.e2e.ts',
  '**/e2e/seo.e2e.ts',
  '**/security/auth.security.ts',
  '**/security/cms.security.ts',
  '**/security/csrf.security.ts',
  '**/security/lockout.security.ts',
  '**/security/markdown.security.ts',
  '**/security/media.security.ts',
  '**/security/payloadApi.security.ts',
  '**/security/socialCard.security.ts',
  '**/security/redirects.security.ts',
  '**/security/xss.security.ts',
]

// Run through `npm run test:e2e`, which builds and starts the app and sets E2E_BASE_URL.
// One build and one server for every project. "shared state" runs first, in one worker; the
// other four then share three workers (most tests wait on the browser or the server, so three
// keep two cores busy); a worker takes a file at a time, as the tests of a file may build on
// each other, except in files that say otherwise. Each test arranges its own data and sends its
// own X-Forwarded-For address where rate limits count. `-- --project security` runs one project,
// after "shared state" unless `--no-deps` is given.
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
  projects: [
    // Workers take the files in this order. The security files last: their tables of hostile
    // requests also write to a post (a write that changes nothing still marks it updated), which
    // expires the pages that the checker's test of this site reads twice and compares.
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testMatch: '**/*.e2e.ts',
      testIgnore: [NO_JAVASCRIPT, SLOW_DEVICE, ...SHARED_STATE],
      dependencies: ['shared state'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The forms as a browser without JavaScript posts them.
    {
      name: 'no JavaScript',
      testDir: 'tests/e2e',
      testMatch: NO_JAVASCRIPT,
      dependencies: ['shared state'],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
    // A slow phone: the CPU slowed 4x and the page's scripts 2.5 s late (set up in the file).
    {
      name: 'slow device',
      testDir: 'tests/e2e',
      testMatch: SLOW_DEVICE,
      dependencies: ['shared state'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'security',
      testDir: 'tests/security',
      testMatch: '**/*.security.ts',
      testIgnore: SHARED_STATE,
      dependencies: ['shared state'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'shared state',
      testDir: 'tests',
      testMatch: SHARED_STATE,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
})
