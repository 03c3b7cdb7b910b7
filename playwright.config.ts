import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import {
  defineConfig,
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from '@playwright/test'

import type { OwnServerOptions } from './tests/support/ownServer'

import { CHROMIUM_ARGS, testChromiumPath } from './scripts/lib/chromium'

const NO_JAVASCRIPT = '**/noJavaScript.e2e.ts'
const SLOW_DEVICE = '**/slowDevice*.e2e.ts'

/**
 * The files that run against a server of their own: those that call runOnOwnServer()
 * (tests/support/ownServer.ts). They run in a project of their own, so that a worker goes from
 * one such file to the next on the same server instead of starting one for each file.
 */
const ownServerFiles = (dir: string, suffix: string): string[] =>
  readdirSync(path.join(import.meta.dirname, dir))
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(import.meta.dirname, dir, name))
    .filter((file) => /^runOnOwnServer\(\)$/m.test(readFileSync(file, 'utf8')))
const OWN_E2E = ownServerFiles('tests/e2e', '.e2e.ts')
const OWN_SECURITY = ownServerFiles('tests/security', '.security.ts')

// Run through `npm run test:e2e`, which builds and starts the app and sets E2E_BASE_URL.
// Every file runs beside any other, in any order: each test makes its own data and sends its
// own X-Forwarded-For address where rate limits count, and the files that change or count on
// what every page shows (prices, site-wide redirects, the newest posts, the login's account-wide
// counters) or log the administrator in and out run against a server of their own (above). A
// worker takes a file at a time, as the tests of a file may build on each other, except in files
// that say otherwise; three workers keep two cores busy, as most tests wait on the browser or
// the server.
const PROJECTS: Project<PlaywrightTestOptions, PlaywrightWorkerOptions & OwnServerOptions>[] = [
  // A slow phone: the browser held to a quarter of a core and the page's scripts 2.5 s late
  // (tests/support/slowDevice.ts). Its tests run one after another in one worker, file after file;
  // listed first only so that this long worker starts early while the others take the rest (the
  // suite passes in either order, E2E_ORDER=reversed).
  {
    name: 'slow device',
    testDir: 'tests/e2e',
    testMatch: SLOW_DEVICE,
    workers: 1,
    use: { ...devices['Desktop Chrome'] },
  },
  {
    name: 'chromium',
    testDir: 'tests/e2e',
    testMatch: '**/*.e2e.ts',
    testIgnore: [NO_JAVASCRIPT, SLOW_DEVICE, ...OWN_E2E],
    use: { ...devices['Desktop Chrome'] },
  },
  // The end-to-end and security files that run on a server of their own, in one project: a
  // worker goes from any such file to the next on the server it has.
  {
    name: 'own server',
    testDir: 'tests',
    testMatch: [...OWN_E2E, ...OWN_SECURITY],
    use: { ...devices['Desktop Chrome'], ownServer: true },
  },
  // The forms as a browser without JavaScript posts them.
  {
    name: 'no JavaScript',
    testDir: 'tests/e2e',
    testMatch: NO_JAVASCRIPT,
    use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
  },
  {
    name: 'security',
    testDir: 'tests/security',
    testMatch: '**/*.security.ts',
    testIgnore: OWN_SECURITY,
    use: { ...devices['Desktop Chrome'] },
  },
]

export default defineConfig<Record<never, never>, OwnServerOptions>({
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
    launchOptions: {
      executablePath: testChromiumPath(),
      // A test's page lives for seconds: V8's compilers spend more CPU compiling its scripts
      // than the compiled code saves before the page is closed. Lite mode interprets them, and
      // code runs the same. (Lighthouse, which measures speed, keeps the compilers.)
      args: [...CHROMIUM_ARGS, '--js-flags=--lite-mode'],
    },
  },
  // E2E_ORDER=reversed runs the projects in the opposite order: no file needs another first.
  projects: process.env.E2E_ORDER === 'reversed' ? [...PROJECTS].reverse() : PROJECTS,
})
