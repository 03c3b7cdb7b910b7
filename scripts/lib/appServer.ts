/**
 * The built app on a throwaway database, as the end-to-end tests and the Lighthouse benchmark
 * use it: an embedded PostgreSQL of its own, migrations, a known administrator and the demo
 * content, `next build` into its own folder when the sources changed, then `next start` on
 * 127.0.0.1. `stop()` ends the server and removes the database.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { freePort, startTestDatabase, type TestDatabase } from './testDatabase'

import {
  bootstrap,
  buildIfNeeded,
  clearDataCache,
  log,
  resetPageCache,
  spawnServer,
  waitFor,
} from './runtime'
import { setEnv } from './scriptEnv'

export type AppServer = { baseUrl: string; port: number; stop(): Promise<void> }

export type AppServerOptions = {
  /** Names the database and the media folder ('e2e', 'bench'). */
  label: string
  /** Where `next build` writes; each harness has its own so that they never disturb each other. */
  distDir: string
  /** The port, chosen before the build: prerendered pages carry absolute URLs that include it. */
  port: number
  admin: { email: string; password: string; name: string }
  /** More environment for the build and the server. */
  env?: Record<string, string>
  /** Runs once the database holds its content, before the server connects to it. */
  beforeStart?: (database: TestDatabase, mediaDir: string) => Promise<void>
}

export async function waitUntilServing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Waits until `server` answers at `url`. A server that exits at start-up fails the wait at once:
 * otherwise another app on the same port (another checkout's suite) could answer in its place.
 */
export async function answering(
  server: ChildProcess,
  url: string,
  name: string,
  timeoutMs: number,
): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}) before it answered`)),
    ),
  )
  exited.catch(() => {})
  await Promise.race([waitUntilServing(url, timeoutMs), exited])
}

/**
 * Sets this process's environment for the app (the harness's own children, Playwright for
 * instance, inherit it), builds if needed and starts the server.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { label, distDir, port, admin } = options
  let database: TestDatabase | undefined = await startTestDatabase(label)
  let server: ReturnType<typeof spawnServer> | undefined
  const baseUrl = `http://127.0.0.1:${port}`
  const mediaDir = `.data/test/media-${label}-${process.pid}`
  const stop = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await waitFor(server)
    }
    server = undefined
    await database?.dispose()
    database = undefined
  }
  try {
    setEnv({
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SITE_URL: baseUrl,
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      SEED_DEMO: 'true',
      MEDIA_DIR: mediaDir,
      NEXT_DIST_DIR: distDir,
      ...options.env,
    })
    await bootstrap()
    await buildIfNeeded()
    // The database is new: no page or data an earlier run cached may be served from it.
    await clearDataCache()
    await resetPageCache()
    await options.beforeStart?.(database, mediaDir)
    // The port was free when the suite chose it, before the build: another checkout's suite
    // may have taken it since, and its app would then answer this suite's requests.
    if ((await freePort(port)) !== port) {
      throw new Error(`port ${port} was taken while the app was built; run the suite again`)
    }
    server = spawnServer(
      { port, hostname: '127.0.0.1' },
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    await answering(server, `${baseUrl}/api/blog`, 'the app server', 60_000)
    log(`app serving at ${baseUrl}`)
    return { baseUrl, port, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export { freePort }
