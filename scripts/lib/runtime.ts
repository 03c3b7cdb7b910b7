/**
 * What the launcher, the test harness and the benchmarks share: .env loading, the local secret,
 * the embedded database, child processes that die with their parent, and the build check.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { parseEnv } from '../../src/env'
import { childEnv, distDir as configuredDistDir, scriptEnv, setEnv } from './scriptEnv'
import { runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from './embedded'

export const root = path.resolve(import.meta.dirname, '../..')
export const dataDir = path.join(root, '.data')
const exitWithParent = path.join(root, 'scripts/exit-with-parent.cjs')

export function log(message: string): void {
  console.log(`[launch] ${message}`)
}

export function loadDotEnv(): void {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file) // never overrides variables already set
}

/** PAYLOAD_SECRET from the environment, or for local use one generated once into .data/. */
export async function ensureSecret(): Promise<void> {
  const { PAYLOAD_SECRET, NODE_ENV, DATABASE_URL } = scriptEnv()
  if (PAYLOAD_SECRET) return
  if (NODE_ENV === 'production' && DATABASE_URL) {
    throw new Error('PAYLOAD_SECRET must be set in production (see .env.example).')
  }
  const file = path.join(dataDir, 'payload-secret')
  await fs.mkdir(dataDir, { recursive: true })
  let secret = existsSync(file) ? (await fs.readFile(file, 'utf8')).trim() : ''
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600 })
    log('generated PAYLOAD_SECRET into .data/payload-secret')
  }
  setEnv({ PAYLOAD_SECRET: secret })
  await ensureWebBotAuthKey()
}

/**
 * WEB_BOT_AUTH_KEY (the Ed25519 seed the checker signs its requests with) from the environment,
 * or for local use one generated once into .data/, so that every process of the app (web
 * servers, job workers) signs with the key its key directory serves.
 */
async function ensureWebBotAuthKey(): Promise<void> {
  const { WEB_BOT_AUTH_KEY, NODE_ENV, DATABASE_URL } = scriptEnv()
  if (WEB_BOT_AUTH_KEY) return
  if (NODE_ENV === 'production' && DATABASE_URL) {
    throw new Error('WEB_BOT_AUTH_KEY must be set in production (see .env.example).')
  }
  const file = path.join(dataDir, 'web-bot-auth-key')
  let seed = existsSync(file) ? (await fs.readFile(file, 'utf8')).trim() : ''
  if (!seed) {
    seed = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }).d!
    await fs.writeFile(file, `${seed}\n`, { mode: 0o600 })
    log('generated WEB_BOT_AUTH_KEY into .data/web-bot-auth-key')
  }
  setEnv({ WEB_BOT_AUTH_KEY: seed })
}

/** Where the embedded PostgreSQL keeps its data: EMBEDDED_PG_DIR, by default .data/postgres. */
export function embeddedDataDir(configured: string | undefined): string {
  return configured ? path.resolve(root, configured) : path.join(dataDir, 'postgres')
}

/**
 * Uses DATABASE_URL when set; otherwise starts the embedded PostgreSQL in .data/postgres and
 * points DATABASE_URL at its `app` database. With `shareRunning`, the server of an app already
 * running on that directory is used as it is (and left running).
 */
export async function ensureDatabase(
  options: { shareRunning?: boolean } = {},
): Promise<EmbeddedServer | undefined> {
  if (scriptEnv().DATABASE_URL) return undefined
  const { EMBEDDED_PG_PORT, EMBEDDED_PG_DIR } = parseEnv()
  const dataDir = embeddedDataDir(EMBEDDED_PG_DIR)
  const running = options.shareRunning ? await runningEmbeddedPostgres(dataDir) : undefined
  if (running) {
    setEnv({ DATABASE_URL: running.url('app') })
    log(`using the embedded PostgreSQL of the running app (process ${running.owner})`)
    return undefined
  }
  const server = await startEmbeddedPostgres({
    dataDir,
    port: EMBEDDED_PG_PORT,
    log: (message) => log(message),
  })
  await server.ensureDatabase('app')
  setEnv({ DATABASE_URL: server.url('app') })
  log(
    `embedded PostgreSQL on 127.0.0.1:${server.port} (data in ${path.relative(root, server.dataDir)})`,
  )
  return server
}

/** Spawns a Node tool from node_modules/.bin whose processes exit if we die. */
export function spawnNodeTool(
  bin: string,
  args: string[],
  options: SpawnOptions & { conditionsProduction?: boolean } = {},
): ChildProcess {
  return spawn(path.join(root, 'node_modules/.bin', bin), args, withParent(options))
}

/**
 * Starts the production web server, `next start` on the build in NEXT_DIST_DIR, in a process that
 * exits if we die. Without `hostname` it listens on every interface. KEEP_ALIVE_TIMEOUT (behind
 * a load balancer: longer than the balancer's idle timeout) is passed on as Next's option.
 * SIGTERM or SIGINT stop it gracefully: no new connections, the requests in flight finish.
 */
export function spawnServer(
  { port, hostname }: { port: number; hostname?: string },
  options: SpawnOptions = {},
): ChildProcess {
  const keepAlive = Number(scriptEnv().KEEP_ALIVE_TIMEOUT)
  const args = [
    'start',
    '--port',
    String(port),
    ...(hostname ? ['--hostname', hostname] : []),
    ...(keepAlive > 0 ? ['--keepAliveTimeout', String(keepAlive)] : []),
  ]
  // A standalone build (the test build) also holds the regular output `next start` serves; its
  // own server.js is the image's. NEXT_OUTPUT only shapes a build, and left set it would make
  // `next start` warn that it should not serve one.
  return spawnNodeTool('next', args, {
    ...options,
    env: { ...childEnv(), ...options.env, NEXT_OUTPUT: undefined },
  })
}

function withParent(options: SpawnOptions & { conditionsProduction?: boolean }): SpawnOptions {
  const nodeOptions = [
    scriptEnv().NODE_OPTIONS ?? '',
    `--require ${exitWithParent}`,
    // Payload's CLI can deadlock on a top-level await in lexical on Node 20 without this.
    options.conditionsProduction ? '--conditions=production' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...childEnv(), ...options.env, NODE_OPTIONS: nodeOptions },
  }
}

export function waitFor(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

export async function run(
  bin: string,
  args: string[],
  options: Parameters<typeof spawnNodeTool>[2] = {},
) {
  const code = await waitFor(spawnNodeTool(bin, args, options))
  if (code !== 0) throw new Error(`${bin} ${args.join(' ')} exited with code ${code}`)
}

/** Applies migrations; unless `migrateOnly`, also creates the first admin and demo content. */
export function bootstrap(migrateOnly = false): Promise<void> {
  return run('payload', ['run', 'src/seed/bootstrap.ts'], {
    conditionsProduction: true,
    env: childEnv({ BOOTSTRAP_MIGRATE_ONLY: String(migrateOnly) }),
  })
}

const BUILD_INPUTS = [
  'src',
  'public',
  'migrations',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]

async function hashInputs(): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (entry: string): Promise<void> => {
    const full = path.join(root, entry)
    if (!existsSync(full)) return
    const stat = await fs.stat(full)
    if (stat.isDirectory()) {
      for (const child of (await fs.readdir(full)).sort()) await walk(path.join(entry, child))
    } else {
      hash
        .update(entry)
        .update('\0')
        .update(await fs.readFile(full))
        .update('\0')
    }
  }
  for (const entry of BUILD_INPUTS) await walk(entry)
  // Absolute URLs (canonical, sitemap, Open Graph) are baked into prerendered pages.
  // A standalone build is another output of the same sources.
  const { SITE_URL, NEXT_OUTPUT } = scriptEnv()
  hash.update(`SITE_URL=${SITE_URL ?? ''}\0NEXT_OUTPUT=${NEXT_OUTPUT ?? ''}`)
  return hash.digest('hex')
}

/**
 * Empties Next's data cache (unstable_cache entries). It outlives builds and restarts, but the
 * database may have changed meanwhile (a reset, a seed, another process), and a build would
 * otherwise prerender pages from stale entries.
 */
export async function clearDataCache(): Promise<void> {
  const distDir = path.join(root, configuredDistDir())
  await fs.rm(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
}

/** Where a build keeps a copy of the pages `next build` prerendered (its server/app folder). */
const BUILT_PAGES = 'prerendered-pages'

/**
 * Puts back the pages the build prerendered and drops every page cached since: without a
 * shared cache, Next revalidates into the build folder itself, so a server started on a fresh
 * database would otherwise serve pages (a sitemap, an article) of an earlier run's database.
 * For the harnesses that start the build on a throwaway database; a build made before builds
 * kept their pages has nothing to put back.
 */
export async function resetPageCache(): Promise<void> {
  const distDir = path.join(root, configuredDistDir())
  const built = path.join(distDir, BUILT_PAGES)
  if (!existsSync(built)) return
  const pages = path.join(distDir, 'server', 'app')
  await fs.rm(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
  await fs.rm(pages, { recursive: true, force: true })
  await fs.cp(built, pages, { recursive: true })
}

/** True when the build folder holds a build of exactly these sources (and this SITE_URL). */
export async function buildIsCurrent(): Promise<boolean> {
  const distDir = path.join(root, configuredDistDir())
  const buildStamp = path.join(distDir, 'source-hash')
  const current = existsSync(buildStamp) ? (await fs.readFile(buildStamp, 'utf8')).trim() : ''
  return current === (await hashInputs()) && existsSync(path.join(distDir, 'BUILD_ID'))
}

/** Builds unless .next already holds a build of exactly these sources. */
export async function buildIfNeeded(force = false): Promise<void> {
  const distDir = path.join(root, configuredDistDir())
  const buildStamp = path.join(distDir, 'source-hash')
  if (!force && (await buildIsCurrent())) {
    log('the build is up to date')
    return
  }
  const hash = await hashInputs()
  await clearDataCache()
  log('building the app (next build)…')
  const started = Date.now()
  await run('next', ['build'], { env: childEnv({ NEXT_TELEMETRY_DISABLED: '1' }) })
  if (scriptEnv().NEXT_OUTPUT === 'standalone') await completeStandalone(distDir)
  // After the standalone copy, which does not need it.
  const built = path.join(distDir, BUILT_PAGES)
  await fs.rm(built, { recursive: true, force: true })
  await fs.cp(path.join(distDir, 'server', 'app'), built, { recursive: true })
  await fs.writeFile(buildStamp, `${hash}\n`)
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Next's standalone output made complete, as the production image ships it: the static chunks
 * and public/ copied beside its server.js (Next leaves that to the deployer), so that
 * `node <dist>/standalone/server.js` serves everything. The image and the test build both come
 * through here.
 */
async function completeStandalone(distDir: string): Promise<void> {
  const standalone = path.join(distDir, 'standalone')
  if (!existsSync(path.join(standalone, 'server.js'))) {
    throw new Error(`${standalone}/server.js is missing: was the build standalone?`)
  }
  await fs.rm(path.join(standalone, 'public'), { recursive: true, force: true })
  await fs.cp(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
  const staticTarget = path.join(standalone, configuredDistDir(), 'static')
  await fs.rm(staticTarget, { recursive: true, force: true })
  await fs.cp(path.join(distDir, 'static'), staticTarget, { recursive: true })
}
