/**
 * A checkout of this app (this one, or another folder holding another commit of it) built and
 * served for a side-by-side benchmark: its own database on a shared throwaway PostgreSQL, its
 * own migrations and demo content (run by that checkout's own seed), `next build` into its own
 * folder when its sources changed, and `next start` on 127.0.0.1. Only commands every version
 * of the app has are used (Payload's `payload run`, `next build`, `next start`), so an older
 * commit is served the same way as today's, by Next's own server.
 *
 * The server is `next start` in one process (Next's production server runs in the process that
 * starts it), so its CPU time is the process's own (`cpuMs`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { EmbeddedServer } from './embedded'

import { answering } from './appServer'
import { log, waitFor } from './runtime'
import { childEnv } from './scriptEnv'

export type ServedTree = {
  label: string
  root: string
  baseUrl: string
  /** The server's process (`next start`). */
  pid: number
  stop(): Promise<void>
}

export type TreeOptions = {
  label: string
  /** The checkout's folder (its own node_modules installed). */
  root: string
  /** Chosen before the build: prerendered pages carry absolute URLs that include it. */
  port: number
  /** Where `next build` writes, inside `root`. */
  distDir: string
  database: EmbeddedServer
  env?: Record<string, string>
  /** Serves the build already in `distDir` even when the sources changed since. */
  reuseBuild?: boolean
  /** NODE_OPTIONS of the server alone (not of the seed or the build), e.g. `--cpu-prof`. */
  serverNodeOptions?: string
}

const BUILT_PAGES = 'bench-prerendered-pages'

/**
 * The build folder and ports bench:http and bench:lighthouse share (the floor page included), so
 * that one build of each checkout serves both. The ports are fixed because a build names its
 * origin in its pages: a build is reused only on the port it was made for.
 */
export const BENCH_DIST_DIR = '.next-bench-http'
export const BENCH_PORTS = [3211, 3212]

function git(root: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', root, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString())
        : reject(new Error(`git ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** What a build is made of: a commit that changes only scripts, tests or docs keeps the build. */
const BUILD_INPUTS = [
  'src',
  'public',
  'migrations',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]

/** The checkout's build inputs (committed and not), and the settings baked into a build. */
async function sourceStamp(root: string, env: Record<string, string>): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await git(root, ['ls-tree', 'HEAD', '--', ...BUILD_INPUTS]))
  hash.update(await git(root, ['diff', 'HEAD', '--', ...BUILD_INPUTS]))
  const untracked = await git(root, ['ls-files', '--others', '--exclude-standard', 'src', 'public'])
  for (const file of untracked.split('\n').filter(Boolean).sort()) {
    hash.update(file).update(await fs.readFile(path.join(root, file)))
  }
  for (const key of ['SITE_URL', 'BENCH_FLOOR', 'NEXT_OUTPUT']) hash.update(`${key}=${env[key]}\0`)
  return hash.digest('hex')
}

function spawnIn(root: string, bin: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(path.join(root, 'node_modules/.bin', bin), args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

async function runIn(root: string, bin: string, args: string[], env: NodeJS.ProcessEnv) {
  const code = await waitFor(spawnIn(root, bin, args, env))
  if (code !== 0) throw new Error(`${bin} ${args.join(' ')} in ${root} exited with ${code}`)
}

/** The checkout's environment: a known administrator, the demo content, no shared services. */
function treeSettings(options: TreeOptions, databaseUrl: string): Record<string, string> {
  const { label, root, port, distDir } = options
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-Admin-password-1',
    ADMIN_NAME: 'Bench Admin',
    SEED_DEMO: 'true',
    MEDIA_DIR: path.join(root, '.data', 'test', `media-bench-${label}-${process.pid}`),
    RATE_LIMIT: 'off',
    NEXT_DIST_DIR: distDir,
    // Variables of this checkout's own runs that the other checkout must not inherit.
    NEXT_OUTPUT: '',
    REDIS_URL: '',
    CACHE_PURGE_URLS: '',
    PAGE_CACHE_DIR: '',
    ...options.env,
  }
}

/**
 * `next build` unless the folder holds a build of these sources and settings; then the pages it
 * prerendered are put back, since the database is new and pages an earlier run cached must go.
 */
async function buildIfChanged(
  options: TreeOptions,
  settings: Record<string, string>,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const { label, root } = options
  const dist = path.join(root, options.distDir)
  const stamp = await sourceStamp(root, settings)
  const stampFile = path.join(dist, 'bench-source-stamp')
  const current = existsSync(stampFile) ? (await fs.readFile(stampFile, 'utf8')).trim() : ''
  const built = existsSync(path.join(dist, 'BUILD_ID'))
  if (!built || (current !== stamp && !options.reuseBuild)) {
    log(`${label}: next build into ${dist}…`)
    await fs.rm(path.join(dist, 'cache', 'fetch-cache'), { recursive: true, force: true })
    await runIn(root, 'next', ['build'], env)
    await fs.rm(path.join(dist, BUILT_PAGES), { recursive: true, force: true })
    await fs.cp(path.join(dist, 'server', 'app'), path.join(dist, BUILT_PAGES), { recursive: true })
    await fs.writeFile(stampFile, `${stamp}\n`)
  } else {
    log(`${label}: the build in ${dist} is up to date`)
  }
  await fs.rm(path.join(dist, 'cache', 'fetch-cache'), { recursive: true, force: true })
  await fs.rm(path.join(dist, 'server', 'app'), { recursive: true, force: true })
  await fs.cp(path.join(dist, BUILT_PAGES), path.join(dist, 'server', 'app'), { recursive: true })
}

/** Seeds, builds when needed and serves the checkout at `root`. */
export async function serveTree(options: TreeOptions): Promise<ServedTree> {
  const { label, root, port, database } = options
  const name = `bench_${label.replace(/\W/g, '_')}_${Date.now()}`
  await database.ensureDatabase(name)
  const baseUrl = `http://127.0.0.1:${port}`
  const settings = treeSettings(options, database.url(name))
  const env = childEnv(settings)
  log(`${label}: migrations and demo content (${root})`)
  await runIn(root, 'payload', ['run', 'src/seed/bootstrap.ts'], {
    ...env,
    NODE_OPTIONS: '--conditions=production',
  })
  await buildIfChanged(options, settings, env)
  const server = spawnIn(root, 'next', ['start', '--port', String(port), '-H', '127.0.0.1'], {
    ...env,
    NODE_OPTIONS: [env.NODE_OPTIONS, options.serverNodeOptions].filter(Boolean).join(' '),
  })
  await answering(server, `${baseUrl}/api/blog`, `${label}'s server`, 120_000)
  log(`${label}: serving at ${baseUrl} (pid ${server.pid})`)
  return {
    label,
    root,
    baseUrl,
    pid: server.pid!,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        const timer = setTimeout(() => server.kill('SIGKILL'), 15_000)
        await waitFor(server)
        clearTimeout(timer)
      }
      await fs.rm(settings.MEDIA_DIR!, { recursive: true, force: true })
    },
  }
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / CLOCK_TICKS
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every platform Node supports. */
const CLOCK_TICKS = 100

/**
 * Records a V8 CPU profile of the server listening for the inspector on `inspectPort` (started
 * with `--inspect=127.0.0.1:<port>`) while `during` runs, and writes it to `file` (open it in
 * Chrome's DevTools or speedscope).
 */
export async function profileDuring<T>(
  inspectPort: number,
  file: string,
  during: () => Promise<T>,
): Promise<T> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let nextId = 1
  const pending = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  })
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  try {
    await send('Profiler.enable')
    await send('Profiler.setSamplingInterval', { interval: 200 })
    await send('Profiler.start')
    const result = await during()
    const { profile } = (await send('Profiler.stop')) as { profile: unknown }
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, JSON.stringify(profile))
    return result
  } finally {
    socket.close()
  }
}
