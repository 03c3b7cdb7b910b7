/**
 * The production shape on one machine, without Docker: PostgreSQL, Redis, an S3-compatible
 * store (s3rver), N `next start` instances of one build with JOBS_AUTORUN=false,
 * the job worker and Varnish in front, load-balancing and caching. `npm run cluster`, the
 * cluster tests and `npm run bench:cluster` all start it through `startCluster`.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedServer } from './embedded'
import {
  bootstrap,
  buildIfNeeded,
  clearDataCache,
  root,
  spawnNodeTool,
  spawnServer,
  waitFor,
} from './runtime'
import {
  killStale,
  readinessPath,
  redisArgs,
  requireCommands,
  varnishArgs,
  varnishBackends,
  waitForHttp,
  waitForPort,
} from './services'
import { childEnv, setEnv } from './scriptEnv'
import { freePort } from './testDatabase'

export type ClusterOptions = {
  /** Where the cluster keeps its state: database (when embedded), media, S3 bucket, logs. */
  runDir: string
  /** Build folder shared by the instances (one build for all). */
  distDir: string
  instances?: number
  /** PostgreSQL to use; otherwise an embedded server in runDir. */
  databaseUrl?: string
  /** Preferred proxy port: a stable port keeps the build reusable (SITE_URL is baked in). */
  proxyPort?: number
  /**
   * The caller made the build for another origin and serves it elsewhere at the same time (the
   * test build, which the end-to-end server serves): the cluster neither builds nor clears the
   * build's file-system cache. Its instances keep pages in Redis, which starts empty, so every
   * page is rendered for the cluster's own origin on its first request.
   */
  sharedBuild?: boolean
  /** Extra variables for the instances and the worker (ADMIN_*, SMTP_URL, PAYLOAD_SECRET…). */
  env?: Record<string, string>
  /** How often the worker looks for jobs (croner syntax; `npm run jobs` uses every minute). */
  workerCron?: string
  /** Start the job worker (default true). */
  worker?: boolean
  /** Where the children's output goes: 'inherit' (the terminal) or files in runDir/logs. */
  output?: 'inherit' | 'files'
  log?: (message: string) => void
}

export type Instance = { name: string; port: number; url: string; process: ChildProcess }

export type Cluster = {
  proxyUrl: string
  /** The proxy's working directory (`varnishstat -n` reads its counters there). */
  proxyWorkDir: string
  instances: Instance[]
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> }
  s3: { endpoint: string; bucket: string }
  databaseUrl: string
  /** The worker process, if one was started. */
  worker?: ChildProcess
  stop(): Promise<void>
}

const S3_BUCKET = 'agency-media'
const S3_KEY = 'S3RVER' // s3rver's fixed development credentials

type Child = { name: string; process: ChildProcess }

// eslint-disable-next-line max-lines-per-function -- the one function still over the scripts' limit: its start sequence is to be split into steps
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((message: string) => console.log(`[cluster] ${message}`))
  const runDir = path.resolve(root, options.runDir)
  const logDir = path.join(runDir, 'logs')
  await fs.mkdir(logDir, { recursive: true })
  await requireCommands({ 'redis-server': 'redis-server', varnishd: 'varnish' })
  const pidFile = path.join(runDir, 'pids.json')
  await killStale(pidFile)

  const children: Child[] = []
  let database: EmbeddedServer | undefined
  const varnishDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-varnish-'))
  let stopping: Promise<void> | undefined

  const recordPids = () =>
    fs.writeFile(
      pidFile,
      JSON.stringify(children.map((child) => child.process.pid).filter(Boolean)),
    )

  const logFds: number[] = []
  const stdio = async (name: string): Promise<StdioOptions> => {
    if (options.output !== 'files') return 'inherit'
    const fd = openSync(path.join(logDir, `${name}.log`), 'a')
    logFds.push(fd)
    return ['ignore', fd, fd]
  }

  const track = (name: string, child: ChildProcess) => {
    children.push({ name, process: child })
    child.once('exit', (code, signal) => {
      if (!stopping) log(`${name} exited (${signal ?? code})`)
    })
    void recordPids()
    return child
  }

  const stop = () => {
    stopping ??= (async () => {
      // Web servers and the worker first, then the stores they use.
      const order = ['proxy', 'worker', 'app', 's3', 'redis']
      for (const prefix of order) {
        const group = children.filter(
          (child) => child.name.startsWith(prefix) && child.process.exitCode === null,
        )
        await Promise.all(
          group.map(async ({ process: child }) => {
            if (child.exitCode !== null || child.signalCode !== null) return
            child.kill('SIGTERM')
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
            await waitFor(child)
            clearTimeout(timer)
          }),
        )
      }
      if (database) await database.stop()
      for (const fd of logFds.splice(0)) closeSync(fd)
      await fs.rm(varnishDir, { recursive: true, force: true })
      await fs.rm(pidFile, { force: true })
    })()
    return stopping
  }

  try {
    // PostgreSQL
    let databaseUrl = options.databaseUrl
    if (!databaseUrl) {
      database = await startEmbeddedPostgres({
        dataDir: path.join(runDir, 'postgres'),
        port: await freePort(54339),
        log,
      })
      await database.ensureDatabase('app')
      databaseUrl = database.url('app')
      log(
        `PostgreSQL on 127.0.0.1:${database.port} (data in ${path.relative(root, runDir)}/postgres)`,
      )
    }

    // Redis: a cache, nothing persisted
    const redisPort = await freePort()
    const redisUrl = `redis://127.0.0.1:${redisPort}`
    let redisChild: ChildProcess | undefined
    const startRedis = async () => {
      redisChild = track(
        'redis',
        spawn('redis-server', redisArgs(redisPort, runDir), { stdio: await stdio('redis') }),
      )
      await waitForPort(redisPort, 10_000)
    }
    await startRedis()
    log(`Redis on ${redisUrl}`)

    // S3-compatible store
    const s3Port = await freePort()
    const s3Endpoint = `http://127.0.0.1:${s3Port}`
    const s3Dir = path.join(runDir, 's3')
    await fs.mkdir(s3Dir, { recursive: true })
    track(
      's3',
      spawnNodeTool(
        's3rver',
        [
          '-d',
          s3Dir,
          '-a',
          '127.0.0.1',
          '-p',
          String(s3Port),
          '--silent',
          '--configure-bucket',
          S3_BUCKET,
        ],
        { stdio: await stdio('s3') },
      ),
    )
    await waitForPort(s3Port, 15_000)
    log(`s3rver on ${s3Endpoint} (bucket ${S3_BUCKET})`)

    // The proxy's origin is the public origin of every instance.
    const proxyPort = await freePort(options.proxyPort ?? 0)
    const proxyUrl = `http://127.0.0.1:${proxyPort}`
    const count = options.instances ?? 2
    const ports: number[] = []
    for (let index = 0; index < count; index += 1) ports.push(await freePort())

    const shared: Record<string, string> = {
      ...options.env,
      DATABASE_URL: databaseUrl,
      SITE_URL: proxyUrl,
      NEXT_DIST_DIR: options.distDir,
      MEDIA_DIR: path.join(runDir, 'media'),
      REDIS_URL: redisUrl,
      CACHE_PURGE_URLS: proxyUrl,
      S3_BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      // Varnish adds one X-Forwarded-For entry: the visitor's address.
      TRUSTED_PROXY_HOPS: '1',
      JOBS_AUTORUN: 'false',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    }
    setEnv(shared)

    log('migrations, first administrator and demo content…')
    await bootstrap()
    if (!options.sharedBuild) {
      await buildIfNeeded()
      await clearDataCache()
    }

    const instances: Instance[] = []
    for (const [index, port] of ports.entries()) {
      const name = `app_${String.fromCharCode(97 + index)}`
      const child = spawnServer(
        { port, hostname: '127.0.0.1' },
        {
          stdio: await stdio(name),
          env: childEnv({ PORT: String(port) }),
        },
      )
      track(name, child)
      instances.push({ name, port, url: `http://127.0.0.1:${port}`, process: child })
    }
    await Promise.all(instances.map((instance) => waitForHttp(`${instance.url}/api/blog`, 120_000)))
    log(`instances: ${instances.map((instance) => instance.url).join(', ')}`)

    let worker: ChildProcess | undefined
    if (options.worker !== false) {
      // `npm run jobs`, looking for jobs more often than every minute when asked to.
      worker = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/launch.ts',
          'payload',
          'jobs:run',
          '--queue',
          'default',
          '--cron',
          options.workerCron ?? '* * * * *',
        ],
        { cwd: root, stdio: await stdio('worker'), env: childEnv() },
      )
      track('worker', worker)
      log('job worker started')
    }

    // Varnish: deploy/varnish.vcl with this machine's backends
    await fs.copyFile(path.join(root, 'deploy/varnish.vcl'), path.join(varnishDir, 'varnish.vcl'))
    await fs.writeFile(
      path.join(varnishDir, 'backends.vcl'),
      varnishBackends(instances, await readinessPath(instances[0]!.url)),
    )
    await fs.chmod(varnishDir, 0o755)
    track(
      'proxy',
      spawn('varnishd', varnishArgs(varnishDir, proxyPort), { stdio: await stdio('proxy') }),
    )
    await waitForHttp(`${proxyUrl}/api/blog`, 30_000)
    log(`proxy (Varnish) on ${proxyUrl}`)

    return {
      proxyUrl,
      proxyWorkDir: path.join(varnishDir, 'work'),
      instances,
      redis: {
        url: redisUrl,
        async stop() {
          if (!redisChild || redisChild.exitCode !== null) return
          redisChild.kill('SIGTERM')
          await waitFor(redisChild)
        },
        start: startRedis,
      },
      s3: { endpoint: s3Endpoint, bucket: S3_BUCKET },
      databaseUrl,
      worker,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
