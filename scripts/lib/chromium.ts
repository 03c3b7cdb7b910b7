import { existsSync } from 'node:fs'

import { scriptEnv } from './scriptEnv'

/** Debian's Chromium (or CHROMIUM_PATH); Playwright's own browser download fails here. */
export function chromiumPath(): string | undefined {
  const candidates = [scriptEnv().CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  )
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
