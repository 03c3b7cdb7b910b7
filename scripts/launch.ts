/**
 * npm start | npm run dev | npm run build | npm run payload -- <args> | npm run db:backup
 *
 * Starts the embedded PostgreSQL when DATABASE_URL is unset, applies migrations, creates the
 * first administrator and demo content, builds when the sources changed, and serves. Ctrl-C or
 * SIGTERM stops the web server and then the database; after a SIGKILL the next start stops the
 * orphaned database, and the web server exits on its own (scripts/exit-with-parent.cjs).
 */
import type { ChildProcess } from 'node:child_process'

import { parseEnv } from '../src/env'
import type { EmbeddedServer } from './lib/embedded'

import {
  bootstrap,
  buildIfNeeded,
  clearDataCache,
  ensureDatabase,
  ensureSecret,
  loadDotEnv,
  log,
  run,
  spawnNodeTool,
  spawnServer,
  waitFor,
} from './lib/runtime'
import { setEnvDefault } from './lib/scriptEnv'

const [mode = 'start', ...rest] = process.argv.slice(2)

let database: EmbeddedServer | undefined
let server: ChildProcess | undefined
let stopping: { code: number; done: Promise<void> } | undefined

/**
 * Stops the web server (SIGTERM: it finishes what is in flight), then the database, then exits.
 * The first caller's code wins: after a signal, the web server's own exit (which also ends
 * `main`) must not exit before the database has stopped, nor with another code.
 */
async function shutdown(code: number): Promise<never> {
  stopping ??= { code, done: stopAll().catch((error: unknown) => console.error(error)) }
  await stopping.done
  process.exit(stopping.code)
}

async function stopAll(): Promise<void> {
  if (server && server.exitCode === null) {
    // The web server finishes the requests in flight and its running job (bounded at 12 s in
    // src/instrumentation.ts); past that it is killed.
    server.kill('SIGTERM')
    const timer = setTimeout(() => server?.kill('SIGKILL'), 15_000)
    await waitFor(server)
    clearTimeout(timer)
  }
  if (database) {
    log('stopping the embedded PostgreSQL')
    await database.stop()
    log('PostgreSQL stopped')
  }
}

/** The Node major version package.json's engines names (the shared-cache handler needs it). */
const NODE_MAJOR = 22

async function main() {
  const major = Number(process.versions.node.split('.')[0])
  if (major < NODE_MAJOR) {
    log(
      `Node ${process.versions.node} is older than this project's Node ${NODE_MAJOR}: see the README for how to install it`,
    )
  }
  loadDotEnv()
  // Without SITE_URL the site's own address is the one served: links, the sitemap and the
  // origin check of cookie writes then name the PORT in use.
  setEnvDefault('SITE_URL', `http://localhost:${parseEnv().PORT}`)
  await ensureSecret()
  // A backup reads one consistent snapshot, so it may run beside the app on its database.
  database = await ensureDatabase({ shareRunning: mode === 'backup' })
  // Signals stop the web server first, then the database it uses.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0))
  }
  // `npm start` runs us under npm and a shell, which do not pass every signal on: if our parent
  // goes away (killed, even with SIGKILL), shut down as if signalled.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) void shutdown(0)
  }, 1000).unref()

  const env = parseEnv()
  switch (mode) {
    case 'payload':
      await run('payload', rest, { conditionsProduction: true })
      return shutdown(0)
    case 'backup':
      await run('payload', ['run', 'scripts/db-backup.ts', ...rest], { conditionsProduction: true })
      return shutdown(0)
    case 'build':
      await bootstrap(true)
      await buildIfNeeded(true)
      return shutdown(0)
    case 'dev':
      await bootstrap()
      server = spawnNodeTool('next', ['dev', '--port', String(env.PORT)])
      break
    case 'start':
      await bootstrap()
      await buildIfNeeded()
      await clearDataCache()
      server = spawnServer({ port: env.PORT })
      log(servingMessage(env.PORT, env.SITE_URL))
      break
    default:
      throw new Error(`unknown mode "${mode}": use start, dev, build, payload or backup`)
  }
  const code = await waitFor(server)
  return shutdown(code)
}

/** The address this machine serves, and the public one when a proxy's differs. */
function servingMessage(port: number, siteUrl: string): string {
  const local = `http://localhost:${port}`
  const pages = `dashboard: ${siteUrl}/admin/login, CMS: ${siteUrl}/cms`
  return siteUrl === local
    ? `serving ${local} (${pages})`
    : `serving ${local}, public address ${siteUrl} (${pages})`
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
})
