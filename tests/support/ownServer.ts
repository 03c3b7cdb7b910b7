/**
 * Playwright's `test` with an app server of the file's own: `runOnOwnServer()` at the top of a file
 * runs its tests against a server of the worker's own, on a fresh copy of the seeded database
 * (the administrator, the demo posts, the default prices, no redirects), with its own media
 * folder and page cache, and a token for it. Files that change what every page shows (prices,
 * site-wide redirects, the newest posts), count on what every page shows, or log the
 * administrator in and out use one, so that every file runs beside any other in any order.
 *
 * The server starts with the worker and stops with it. A worker runs one file at a time, and
 * before each file after its first the server is set back to the seeded state: its database is
 * dropped and copied again from the template, its media folder copied again and its page cache
 * emptied (a server with PAGE_CACHE_DIR keeps pages on disk only), and the administrator logged
 * in again. So a file sees what it would see on a server started for it, without the start. A
 * worker whose test failed is replaced, server and all. playwright.config.ts runs these files
 * in projects of their own, so that their workers go from one such file to the next.
 *
 * While the server runs, the worker's E2E_BASE_URL, DATABASE_URL and E2E_ADMIN_TOKEN name it, so
 * that helpers reading them (tests/e2e/support.ts, tests/security/support.ts) reach it.
 */
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'

import { test as base } from '@playwright/test'

import { answering } from '../../scripts/lib/appServer'
import { databasesOn } from '../../scripts/lib/embedded'
import { spawnServer, waitFor } from '../../scripts/lib/runtime'
import { childEnv } from '../../scripts/lib/scriptEnv'
import { freePort, repoRoot } from '../../scripts/lib/testDatabase'
import { loginToken } from '../e2e/support'
import { pointHelpersAt } from '../security/support'

export { expect } from '@playwright/test'

type Site = {
  baseUrl: string
  databaseUrl: string
  token: string
  /** Sets the server back to the seeded state unless `file` is the one it last served. */
  serve(file: string): Promise<void>
}

/** The URL of `database` on the server `url` names (databasesOn's form). */
const onServer = (url: string) => (database: string) =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString()

/** Starts a server for `name` from the copy scripts/e2e.ts made of the seeded database. */
async function startOwnServer(name: string, provide: (site: Site) => Promise<void>): Promise<void> {
  const template = process.env.E2E_SITE_TEMPLATE_DATABASE_URL
  const templateMedia = process.env.E2E_SITE_TEMPLATE_MEDIA_DIR
  if (!template || !templateMedia) {
    throw new Error('run the end-to-end tests through `npm run test:e2e`, which makes the template')
  }
  const label = `${name.replace(/\W+/g, '_').toLowerCase()}_${process.pid}`
  const databaseName = `site_${label}`
  const databaseUrl = onServer(template)(databaseName)
  const folder = path.join(repoRoot, '.data', 'test', `site-${label}`)
  const mediaDir = path.join(folder, 'media')
  const pageCacheDir = path.join(folder, 'pages')
  const templateName = new URL(template).pathname.slice(1)
  const databases = databasesOn(onServer(template))
  /** The seeded state: dropped first, as what a crashed run or the last file left is not it. */
  const copySeeded = async () => {
    await databases.dropDatabase(databaseName)
    await databases.ensureDatabase(databaseName, templateName)
    // The server may still be finishing a write of the last file's requests (a page it
    // rendered, an upload): removing a folder that gains an entry meanwhile fails with
    // ENOTEMPTY, and is then tried again.
    await rm(mediaDir, { recursive: true, force: true, maxRetries: 10 })
    await cp(templateMedia, mediaDir, { recursive: true })
    await rm(pageCacheDir, { recursive: true, force: true, maxRetries: 10 })
  }
  await copySeeded()
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawnServer(
    { port, hostname: '127.0.0.1' },
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: childEnv({
        DATABASE_URL: databaseUrl,
        SITE_URL: baseUrl,
        PORT: String(port),
        MEDIA_DIR: mediaDir,
        // The build's pages carry the main server's origin: this server renders its own.
        PAGE_CACHE_DIR: path.join(pageCacheDir, 'server'),
      }),
    },
  )
  const saved = {
    E2E_BASE_URL: process.env.E2E_BASE_URL,
    DATABASE_URL: process.env.DATABASE_URL,
    E2E_ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
  }
  try {
    await answering(server, `${baseUrl}/api/blog`, `the server of ${name}`, 120_000)
    Object.assign(process.env, { E2E_BASE_URL: baseUrl, DATABASE_URL: databaseUrl })
    let served: string | undefined
    const site: Site = {
      baseUrl,
      databaseUrl,
      token: await loginToken(),
      async serve(file) {
        if (served !== undefined && served !== file) {
          await copySeeded()
          // The sessions were in the database just replaced.
          site.token = await loginToken()
          process.env.E2E_ADMIN_TOKEN = site.token
        }
        served = file
      },
    }
    process.env.E2E_ADMIN_TOKEN = site.token
    pointHelpersAt(site.baseUrl)
    await provide(site)
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    if (saved.E2E_BASE_URL) pointHelpersAt(saved.E2E_BASE_URL)
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await waitFor(server)
    }
    await databases.dropDatabase(databaseName)
    await rm(folder, { recursive: true, force: true })
  }
}

/** The worker option that gives a worker its own server. */
export type OwnServerOptions = { ownServer: boolean }

export const test = base.extend<
  Record<never, never>,
  OwnServerOptions & { site: Site | undefined }
>({
  // Set by playwright.config.ts for the projects of the files that call runOnOwnServer().
  ownServer: [false, { scope: 'worker', option: true }],
  site: [
    async ({ ownServer }, provide, workerInfo) => {
      if (!ownServer) return provide(undefined)
      await startOwnServer(`${workerInfo.project.name} ${workerInfo.workerIndex}`, provide)
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ site, baseURL }, provide) => {
    await provide(site?.baseUrl ?? baseURL)
  },
})

/**
 * Runs this file against the worker's own server, set back to the seeded state first (before
 * the file's own hooks: call it at the top of the file). playwright.config.ts finds the files
 * that call it and gives them the `ownServer` option.
 */
export function runOnOwnServer(): void {
  test.beforeAll(async ({ site }, testInfo) => {
    if (!site)
      throw new Error(
        `${testInfo.file} calls runOnOwnServer() but runs in a project without ownServer`,
      )
    await site.serve(testInfo.file)
  })
}
