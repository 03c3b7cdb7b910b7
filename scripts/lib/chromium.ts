import { existsSync } from 'node:fs'

import { scriptEnv } from './scriptEnv'

const firstExisting = (candidates: (string | undefined)[]): string | undefined =>
  candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)))

/** Debian's Chromium (or CHROMIUM_PATH); Playwright's own browser download fails here. */
export function chromiumPath(): string | undefined {
  return firstExisting([
    scriptEnv().CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ])
}

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH, else Debian's Chromium headless shell
 * (package chromium-headless-shell, the build Playwright itself uses for headless runs: the same
 * engine without the desktop browser's processes, about a sixth less CPU for the same tests on
 * this 2-core machine), else the full Chromium. The binary itself, not /usr/bin's wrapper script,
 * so that Playwright's signals reach the browser. Lighthouse keeps the full browser.
 */
export function testChromiumPath(): string | undefined {
  return firstExisting([
    scriptEnv().CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ])
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
