/**
 * npm run test:e2e [-- playwright args]
 *
 * End-to-end tests against the built app: a throwaway embedded PostgreSQL, migrations, a known
 * administrator and the demo content, `next build` into .next-e2e, `next start` on a free port,
 * then Playwright in Debian's Chromium. Everything is stopped afterwards.
 */
import { randomBytes } from 'node:crypto'

import { chromiumPath } from './lib/chromium'
import {
  bootstrap,
  buildIfNeeded,
  clearDataCache,
  log,
  spawnNodeTool,
  waitFor,
} from './lib/runtime'
import { freePort, startTestDatabase, type TestDatabase } from './lib/testDatabase'

export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-Admin-password-1',
  name: 'E2E Admin',
}

async function waitUntilServing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the app did not answer at ${url} within ${timeoutMs / 1000} s`)
}

async function main(): Promise<number> {
  const chromium = chromiumPath()
  if (!chromium) {
    console.error(
      'End-to-end tests need Chromium, and none was found at CHROMIUM_PATH or /usr/bin/chromium.\n' +
        'Install it with: apt-get update && apt-get install -y chromium\n' +
        '(Playwright cannot download its own browser here.)',
    )
    return 1
  }
  let database: TestDatabase | undefined
  let server: ReturnType<typeof spawnNodeTool> | undefined
  try {
    database = await startTestDatabase('e2e')
    // A stable port keeps the build reusable between runs (its absolute URLs include the port).
    const port = await freePort(3107)
    const baseUrl = `http://127.0.0.1:${port}`
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SITE_URL: baseUrl,
      PORT: String(port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      SEED_DEMO: 'true',
      MEDIA_DIR: `.data/test/media-e2e-${process.pid}`,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
      CHROMIUM_PATH: chromium,
      E2E_BASE_URL: baseUrl,
      E2E_ADMIN_EMAIL: E2E_ADMIN.email,
      E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
      E2E_ADMIN_NAME: E2E_ADMIN.name,
      // The checker's tests serve fixture sites on 127.0.0.1 and check the app itself.
      AI_CHECK_ALLOWED_HOSTS: '127.0.0.1',
      // The test runner stands in for the production reverse proxy: the last X-Forwarded-For
      // entry a test sends is the address that proxy saw, so tests get their own rate budgets.
      TRUSTED_PROXY_HOPS: '1',
    })
    await bootstrap()
    await buildIfNeeded()
    await clearDataCache()
    server = spawnNodeTool('next', ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitUntilServing(`${baseUrl}/api/blog`, 60_000)
    log(`app serving at ${baseUrl}; running Playwright`)
    return await waitFor(spawnNodeTool('playwright', ['test', ...process.argv.slice(2)]))
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await waitFor(server)
    }
    await database?.dispose()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
