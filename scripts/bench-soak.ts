/**
 * npm run bench:soak [-- --jobs 3000 --read-seconds 30 --stop-seconds 17]
 *
 * Replays a sequence of faults on a production build started as `npm start` does (throwaway
 * embedded PostgreSQL, emails to a local SMTP sink), then checks that the app has healed:
 *   1. PostgreSQL restarted (pg_ctl restart -m fast) under 50 concurrent contact submissions;
 *   2. PostgreSQL stopped for --stop-seconds under 20 concurrent submissions;
 *   3. the SMTP server stopped, --jobs team notifications queued (each keeps failing), and a
 *      64-connection read load (pages, /api/blog) for --read-seconds.
 * Checks: every submission answered 201 is stored; none answered 503 is; no 5xx other than a
 * 503 with Retry-After; draft saves through Payload's REST API (transactions, each on a
 * connection of its own) succeed; Payload's pool holds the connections PostgreSQL sees;
 * /api/health/ready answers 200; the log grows by less than 5 MB during phase 3. Prints the
 * figures and exits 1 when a check fails.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { LAUNCH_ADMIN, launchApp, type LaunchedApp } from './lib/launcher'
import {
  appDatabaseUrl,
  restartDatabase,
  startDatabase,
  stopDatabase,
  stopRestartedDatabase,
} from './lib/pgControl'
import { root } from './lib/runtime'
import {
  comparePool,
  draftSaves,
  pendingNotifications,
  queueNotifications,
  storedSubmissions,
  withDatabase,
} from './lib/soakChecks'
import { contactRequests, outputGrowth, readRequests, SoakTally } from './lib/soakLoad'
import { startSmtpSink, type SmtpSink } from './lib/smtpSink'
import { freePort } from './lib/testDatabase'

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '3000' },
    'read-seconds': { type: 'string', default: '30' },
    'stop-seconds': { type: 'string', default: '17' },
  },
})
const JOBS = Number(args.jobs)
const READ_SECONDS = Number(args['read-seconds'])
const STOP_SECONDS = Number(args['stop-seconds'])
/** The log growth allowed during phase 3 (the SMTP server down, jobs failing). */
const LOG_BUDGET_BYTES = 5 * 1024 * 1024
/** Submissions at most in flight when phases 1 and 2 end (their connections). */
const IN_FLIGHT_MAX = 50 + 20

type Soak = {
  app: LaunchedApp
  sink: SmtpSink
  databaseUrl: string
  tally: SoakTally
  runId: string
  /** Lines of the report, printed at the end. */
  report: string[]
  failures: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB (${bytes} bytes)`

function check(soak: Soak, ok: boolean, line: string): void {
  soak.report.push(`  ${ok ? 'ok  ' : 'FAIL'} ${line}`)
  if (!ok) soak.failures.push(line)
}

function load(soak: Soak, connections: number, duration: number, requests: autocannon.Request[]) {
  return autocannon({ url: soak.app.baseUrl, connections, duration, timeout: 15, requests })
}

const unanswered = (result: autocannon.Result) =>
  `${result.errors} errors/${result.timeouts} timeouts`

async function restartUnderLoad(soak: Soak): Promise<void> {
  console.log('phase 1: PostgreSQL restarted under 50 concurrent submissions…')
  const restart = sleep(8_000).then(() => restartDatabase(soak.app.pgDir))
  const result = await load(soak, 50, 20, contactRequests(soak.tally, 'restart', soak.runId))
  const took = await restart
  soak.report.push(
    `phase 1, restart under 50 concurrent submissions (20 s; pg_ctl restart took ${seconds(took)}):`,
    `  ${result.requests.total} answered (${soak.tally.statusLine('restart')}), ${unanswered(result)}`,
  )
}

async function stopUnderLoad(soak: Soak): Promise<void> {
  console.log(`phase 2: PostgreSQL stopped for ${STOP_SECONDS} s under 20 concurrent submissions…`)
  const outage = (async () => {
    await sleep(5_000)
    const options = await stopDatabase(soak.app.pgDir)
    const stoppedAt = Date.now()
    await sleep(STOP_SECONDS * 1000)
    await startDatabase(soak.app.pgDir, options)
    return Date.now() - stoppedAt
  })()
  const duration = 5 + STOP_SECONDS + 12
  const result = await load(soak, 20, duration, contactRequests(soak.tally, 'stop', soak.runId))
  const down = await outage
  soak.report.push(
    `phase 2, PostgreSQL down ${seconds(down)} under 20 concurrent submissions (${duration} s):`,
    `  ${result.requests.total} answered (${soak.tally.statusLine('stop')}), ${unanswered(result)}`,
  )
}

async function readsWhileJobsFail(soak: Soak): Promise<void> {
  console.log(`phase 3: SMTP stopped, ${JOBS} notifications queued, 64-connection reads…`)
  await soak.sink.close()
  const mark = soak.app.output.length
  const started = Date.now()
  const queued = await withDatabase(soak.databaseUrl, (db) => queueNotifications(db, JOBS))
  const result = await load(soak, 64, READ_SECONDS, readRequests(soak.tally, 'read'))
  // The job runner looks at the queue every 5 s: let the failures of the last batches land.
  await sleep(5_000)
  const growth = outputGrowth(soak.app.output, mark)
  const jobs = await withDatabase(soak.databaseUrl, pendingNotifications)
  soak.report.push(
    `phase 3, SMTP down, ${queued} notifications queued, 64-connection reads (${READ_SECONDS} s):`,
    `  ${result.requests.total} answered, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${soak.tally.statusLine('read')}), ${unanswered(result)}`,
    `  notifications still pending ${jobs.pending}, ${jobs.tried} of them tried (${jobs.attempts} failed attempts in all)`,
  )
  check(
    soak,
    growth.bytes < LOG_BUDGET_BYTES,
    `log growth during phase 3 (${seconds(Date.now() - started)}): ${mb(growth.bytes)}, ${growth.lines} lines (budget ${LOG_BUDGET_BYTES / 1024 / 1024} MB)`,
  )
}

async function checkSubmissions(soak: Soak): Promise<void> {
  const { tally } = soak
  const stored = await withDatabase(soak.databaseUrl, (db) => storedSubmissions(db, soak.runId))
  const lost = [...tally.accepted].filter((email) => !stored.has(email))
  const refusedStored = [...tally.refused].filter((email) => stored.has(email))
  // autocannon stops without waiting for the requests in flight: those may be stored unanswered.
  const inFlight = [...stored].filter((email) => !tally.accepted.has(email)).length
  soak.report.push('checks:')
  check(
    soak,
    lost.length === 0,
    `submissions: accepted (201) ${tally.accepted.size}, stored ${stored.size}, lost ${lost.length}`,
  )
  check(
    soak,
    inFlight <= IN_FLIGHT_MAX,
    `stored without an answer (in flight when a load stopped): ${inFlight} (at most ${IN_FLIGHT_MAX})`,
  )
  check(
    soak,
    refusedStored.length === 0,
    `submissions answered 503: ${tally.refused.size}, of them stored ${refusedStored.length}`,
  )
  const bad = [...tally.badServerErrors].map(([phase, n]) => `${phase} ${n}`).join(', ')
  check(
    soak,
    tally.totalBadServerErrors() === 0,
    `5xx other than 503 with Retry-After: ${tally.totalBadServerErrors()}${bad ? ` (${bad})` : ''}`,
  )
}

async function checkHealed(soak: Soak): Promise<void> {
  const { baseUrl } = soak.app
  try {
    const saves = await draftSaves(baseUrl, LAUNCH_ADMIN, 4)
    check(
      soak,
      saves.statuses.every((status) => status === 200),
      `draft saves through Payload's REST API (transactions), 4 at once: ${saves.statuses.join(', ')} in ${saves.ms} ms`,
    )
  } catch (error) {
    check(soak, false, `draft saves through Payload's REST API: ${String(error)}`)
  }
  const pool = await withDatabase(soak.databaseUrl, (db) => comparePool(baseUrl, db))
  const counts = pool.pool
    ? `${pool.pool.total} (idle ${pool.pool.idle}, waiting ${pool.pool.waiting})`
    : 'unknown'
  check(
    soak,
    pool.matches,
    `Payload's pool holds ${counts}; PostgreSQL sees ${pool.payloadConnections} of its connections`,
  )
  soak.report.push(
    `       PostgreSQL's connections to the app's database: ${JSON.stringify(pool.server)}`,
  )
  check(soak, pool.readyStatus === 200, `/api/health/ready answers ${pool.readyStatus}`)
}

async function runSoak(soak: Soak): Promise<void> {
  await restartUnderLoad(soak)
  await stopUnderLoad(soak)
  await readsWhileJobsFail(soak)
  await checkSubmissions(soak)
  await checkHealed(soak)
}

async function main(): Promise<number> {
  const started = Date.now()
  const smtpPort = await freePort()
  const sink = await startSmtpSink(smtpPort, () => {})
  console.log('starting the app (the test build, reused when up to date)…')
  const app = await launchApp('bench-soak', { SMTP_URL: sink.url })
  const soak: Soak = {
    app,
    sink,
    databaseUrl: await appDatabaseUrl(app.pgDir, app.pgPort),
    tally: new SoakTally(),
    runId: Date.now().toString(36),
    report: [],
    failures: [],
  }
  const mark = app.output.length
  const runStarted = Date.now()
  try {
    await runSoak(soak)
    const growth = outputGrowth(app.output, mark)
    soak.report.push(
      `log growth over the whole run (${seconds(Date.now() - runStarted)}): ${mb(growth.bytes)}, ${growth.lines} lines`,
    )
  } finally {
    await stopApp(app, sink)
  }
  console.log(
    ['', `bench:soak (${seconds(Date.now() - started)} in all)`, ...soak.report].join('\n'),
  )
  console.log(
    soak.failures.length ? `\n${soak.failures.length} check(s) failed` : '\nall checks passed',
  )
  return soak.failures.length ? 1 : 0
}

async function stopApp(app: LaunchedApp, sink: SmtpSink): Promise<void> {
  app.child.kill('SIGTERM')
  await app.exited
  await mkdir(path.join(root, 'bench-results'), { recursive: true })
  await writeFile(path.join(root, 'bench-results', 'soak-server.log'), app.output.join(''))
  stopRestartedDatabase(app.pgDir)
  await app.cleanup()
  await sink.close().catch(() => {})
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
