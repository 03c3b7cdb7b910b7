import { expect, type CDPSession, type Locator, type Page } from '@playwright/test'

import { cpuLimit, SLOWDOWN } from './cpuLimit'

/**
 * The slow device of tests/e2e/slowDevice*.e2e.ts: a phone-class CPU (the browser held to a
 * quarter of a core, 4x slower) and the page's own scripts arriving 2.5 s late, and the steps
 * that use a control before its script has run.
 */

const SCRIPT_DELAY_MS = 2500
/**
 * How long the page may take, once the tap is heard, to run its scripts at a quarter of the
 * CPU and do what the tap asked. What is checked is that the tap is not lost, not the speed:
 * that depends on how busy the test machine is (`npm test` runs other suites beside this one,
 * and there the request modal once took more than 40 s to open after its tap).
 */
export const SCRIPTS_RUN_MS = 90_000
export const tag = `slow${Date.now().toString(36)}${process.pid}`
let ipCounter = 0

/**
 * The page's scripts wait SCRIPT_DELAY_MS, and, while a tap is being tried, until the test has
 * seen that tap heard: on a busy test machine a fixed delay alone can let them overtake the tap.
 */
const scriptGates = new WeakMap<Page, Promise<void>>()
const openGates = new WeakMap<Page, () => void>()

function holdScripts(page: Page) {
  // Whatever the last page load still waits for is let through (it is left behind anyway).
  releaseScripts(page)
  scriptGates.set(page, new Promise<void>((open) => openGates.set(page, open)))
}

export function releaseScripts(page: Page) {
  openGates.get(page)?.()
}

/**
 * The phone-class CPU, 4x slower: the kernel holds the worker's browser to a quarter of a core
 * (tests/support/cpuLimit.ts), or, where that is out of reach, Chromium's CPU throttling through
 * CDP slows the page's main thread 4x. The slowdown is on only while the page has work whose
 * speed the test is about: from the navigation until the tap is heard, and from the arrival of
 * the scripts until they have done what the tap asked (`settled`). It is off while a tap already
 * heard waits for the held scripts, and after the outcome, when the test only sends or reads:
 * Chromium's throttling keeps a core busy even while the page has nothing to run.
 */
const cpuControls = new WeakMap<Page, CDPSession>()
/** Pages whose scripts, when they arrive, still run on the slowed CPU. */
const loading = new WeakSet<Page>()

export async function slowCpu(page: Page, slow: boolean) {
  const limit = cpuLimit()
  if (limit) {
    limit.slow(slow)
  } else {
    const rate = slow ? SLOWDOWN : 1
    await cpuControls.get(page)?.send('Emulation.setCPUThrottlingRate', { rate })
  }
}

/** The scripts have done what the tap asked: the rest of the test runs at full speed. */
export async function settled(page: Page) {
  loading.delete(page)
  await slowCpu(page, false)
}

/**
 * Slows `page` as the device does (each file's beforeEach): its scripts held back, its CPU
 * control ready, and an address of its own for the rate limits.
 */
export async function slowDevice(page: Page): Promise<void> {
  const limit = cpuLimit()
  if (limit) {
    // The browser's processes, those of this page included, into the worker's group, at full
    // speed until the test slows them (a test that failed while slowed may have left it so).
    limit.adopt()
    limit.slow(false)
  } else {
    cpuControls.set(page, await page.context().newCDPSession(page))
  }
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await Promise.all([
        new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)),
        scriptGates.get(page),
      ])
      if (loading.has(page)) await slowCpu(page, true).catch(() => {})
      await route.continue().catch(() => {})
    },
  )
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.20.${process.pid % 250}.${++ipCounter}`,
  })
}

/**
 * Opens `path` and returns as soon as the HTML has arrived, long before the scripts; with
 * `holdForTap`, the scripts also wait for the test's tap to be heard (expectHeard).
 */
export async function early(page: Page, path: string, { holdForTap = true } = {}) {
  if (holdForTap) holdScripts(page)
  else releaseScripts(page)
  loading.add(page)
  await slowCpu(page, true)
  await page.goto(path, { waitUntil: 'commit' })
  if (!holdForTap) {
    // Nothing is tapped before the scripts: once the HTML is parsed, the page only waits.
    await page.waitForLoadState('domcontentloaded')
    await slowCpu(page, false)
  }
}

/**
 * The control says it heard the tap: set in the same event, before any script of the page.
 * Then the page's scripts may arrive.
 */
export async function expectHeard(control: Locator) {
  await expect(control).toHaveAttribute('aria-busy', 'true', { timeout: 1000 })
  await slowCpu(control.page(), false)
  releaseScripts(control.page())
}

/** The form's component has claimed it (EarlyInput's `data-early`): hydrated, handlers in place. */
async function hydrated(form: Locator): Promise<boolean> {
  return form.evaluate((element) => {
    const id = element.getAttribute('data-early')
    const early = (window as { __early?: { ready: Record<string, boolean> } }).__early
    return Boolean(id && early?.ready[id])
  })
}

/**
 * Types into `field` while the scripts arrive: `start` while they are held, then, once they are
 * let through, a few characters at a time until `form` is hydrated (or `max` is reached), then a
 * few more. Returns everything typed, which the field must show.
 */
export async function typeAcrossHydration(
  form: Locator,
  field: Locator,
  {
    start,
    chunk = ' w',
    max,
    end = ' end',
  }: { start: string; chunk?: string; max: number; end?: string },
): Promise<string> {
  await field.pressSequentially(start)
  let text = start
  await slowCpu(form.page(), true)
  releaseScripts(form.page())
  while (!(await hydrated(form)) && text.length + chunk.length + end.length <= max) {
    await field.pressSequentially(chunk)
    text += chunk
  }
  await expect.poll(() => hydrated(form), { timeout: SCRIPTS_RUN_MS }).toBe(true)
  await settled(form.page())
  await field.pressSequentially(end)
  return text + end
}
