/**
 * npm run test:e2e [-- playwright args]
 *
 * End-to-end tests against the built app: a throwaway embedded PostgreSQL, migrations, a known
 * administrator and the demo content, the shared test build (scripts/lib/testBuild.ts: built
 * when the sources changed), `next start` on its port, then
 * Playwright in Debian's Chromium headless shell, in parallel workers. Everything is stopped afterwards.
 */
import { cp, mkdir } from 'node:fs/promises'
import path from 'node:path'

import { testChromiumPath } from './lib/chromium'

import { startAppServer, type AppServer } from './lib/appServer'
import { log, spawnNodeTool, waitFor } from './lib/runtime'
import { setEnv } from './lib/scriptEnv'
import { testBuildEnv, testPort } from './lib/testBuild'

export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-Admin-password-1',
  name: 'E2E Admin',
}

async function main(): Promise<number> {
  const chromium = testChromiumPath()
  if (!chromium) {
    console.error(
      "End-to-end tests need Chromium, and none was found at CHROMIUM_PATH, or as Debian's\n" +
        'chromium-headless-shell or chromium.\n' +
        'Install it with: apt-get update && apt-get install -y chromium-headless-shell\n' +
        '(Playwright cannot download its own browser here.)',
    )
    return 1
  }
  // Playwright's request contexts reuse idle connections, and a server that closes one (Node's
  // default: after 5 s idle) just as a request goes out on it resets that request. As behind a
  // load balancer, the servers here (this one and the files' own) keep an idle connection longer
  // than a test leaves one unused.
  setEnv({ KEEP_ALIVE_TIMEOUT: '65000' })
  let app: AppServer | undefined
  try {
    // The shared build's port: its absolute URLs include it.
    const port = await testPort()
    const baseUrl = `http://127.0.0.1:${port}`
    const build = testBuildEnv(port)
    app = await startAppServer({
      label: 'e2e',
      distDir: build.NEXT_DIST_DIR!,
      port,
      admin: E2E_ADMIN,
      env: {
        NEXT_OUTPUT: build.NEXT_OUTPUT!,
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
      },
      // A copy of the seeded database and media, made before the server writes to them: the
      // files that run against a server of their own start from it (tests/support/ownServer.ts).
      beforeStart: async (database, mediaDir) => {
        const seeded = new URL(database.url).pathname.slice(1)
        await database.server.ensureDatabase(`${seeded}_site`, seeded)
        await mkdir(mediaDir, { recursive: true })
        await cp(mediaDir, `${mediaDir}-site`, { recursive: true })
        setEnv({
          E2E_SITE_TEMPLATE_DATABASE_URL: database.server.url(`${seeded}_site`),
          E2E_SITE_TEMPLATE_MEDIA_DIR: path.resolve(`${mediaDir}-site`),
        })
      },
    })
    log('running Playwright')
    return await waitFor(spawnNodeTool('playwright', ['test', ...process.argv.slice(2)]))
  } finally {
    await app?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
