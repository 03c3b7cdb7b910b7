/**
 * The one production build every suite of `npm test` serves: Next's standalone output (what the
 * production image runs) in .next-test, built once with the demo content and reused while the
 * sources are unchanged. The end-to-end harness and the launcher test serve it in place with
 * `next start`, the image test serves a copy of its standalone folder with Next's own
 * `node server.js`, the cluster puts Varnish in front of two `next start` instances of it.
 *
 * Prerendered pages carry absolute URLs (canonical links, sitemap, Open Graph) that include the
 * origin, so the end-to-end server serves it at TEST_SITE_URL (TEST_PORT). The cluster's proxy
 * takes a port of its own beside it: its instances keep pages in Redis, which starts empty, so
 * they render every page for the proxy's origin (scripts/lib/cluster.ts `sharedBuild`). When
 * TEST_PORT is taken by something else, the suite picks another one and the build is redone
 * for it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { isAlive } from './embedded'
import { freePort, startTestDatabase } from './testDatabase'

import { bootstrap, buildIfNeeded, buildIsCurrent, dataDir, log } from './runtime'
import { childEnv, setEnv } from './scriptEnv'

export const TEST_PORT = 3107
export const TEST_DIST_DIR = '.next-test'

/** The variables that select the test build, for a site served on `port`. */
export function testBuildEnv(port = TEST_PORT): Record<string, string> {
  return {
    NEXT_DIST_DIR: TEST_DIST_DIR,
    NEXT_OUTPUT: 'standalone',
    SITE_URL: `http://127.0.0.1:${port}`,
  }
}

/** TEST_PORT when it is free, else another free port (and then a build of its own). */
export function testPort(): Promise<number> {
  return freePort(TEST_PORT)
}

export const TEST_BUILD_ADMIN = {
  ADMIN_EMAIL: 'admin@build.test',
  ADMIN_PASSWORD: 'build-Admin-password-1',
  ADMIN_NAME: 'Build Admin',
}

/**
 * Builds the test build for `port` unless it is up to date: on a throwaway database holding the
 * migrations and the demo content, as the suites' own databases do. Restores this process's
 * environment afterwards.
 */
export async function ensureTestBuild(port = TEST_PORT): Promise<void> {
  const release = await lockTestBuild()
  const saved = childEnv()
  try {
    setEnv(testBuildEnv(port))
    if (await buildIsCurrent()) {
      log(`the test build in ${TEST_DIST_DIR} is up to date`)
      return
    }
    const database = await startTestDatabase('build')
    try {
      setEnv({
        ...TEST_BUILD_ADMIN,
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: 'test-build-secret-not-used-at-run-time',
        SEED_DEMO: 'true',
        MEDIA_DIR: `.data/test/media-build-${process.pid}`,
      })
      await bootstrap()
      await buildIfNeeded()
    } finally {
      await database.dispose()
    }
  } finally {
    setEnv(Object.fromEntries(Object.keys(childEnv()).map((key) => [key, saved[key]])))
    await release()
  }
}

const LOCK_FILE = path.join(dataDir, 'test', 'test-build.lock')

/**
 * One process at a time builds or checks the test build: `npm test` builds it in one branch
 * while the other may reach a suite that serves it (the image test, the cluster), which then
 * waits for that build instead of starting a second one into the same folder. The lock file
 * holds its owner's pid; a lock whose process is gone is taken over.
 */
async function lockTestBuild(): Promise<() => Promise<void>> {
  await fs.mkdir(path.dirname(LOCK_FILE), { recursive: true })
  let waiting = false
  for (;;) {
    try {
      await fs.writeFile(LOCK_FILE, String(process.pid), { flag: 'wx' })
      return () => fs.rm(LOCK_FILE, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(await fs.readFile(LOCK_FILE, 'utf8').catch(() => ''))
    if (owner && !isAlive(owner)) {
      await fs.rm(LOCK_FILE, { force: true })
      continue
    }
    if (!waiting) log(`waiting for the test build, which process ${owner || '?'} is making`)
    waiting = true
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}
