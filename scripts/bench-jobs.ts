/**
 * npm run bench:jobs [-- --jobs 5000 --down-seconds 60 --wait-seconds 30 --timeout 300]
 *
 * The email queue against a mail server that is down, then back, on a production build started
 * as `npm start` does (throwaway embedded PostgreSQL, the web server running the queue):
 *   1. the SMTP server is down; --jobs contact messages are stored and a team notification queued
 *      for each (in one statement, as a burst of submissions leaves them); for --down-seconds the
 *      runner tries them and each attempt fails: the attempts made and the CPU they cost;
 *   2. the backlog waits: every pending job's next retry is set 10 minutes ahead (as after a few
 *      failed attempts), and the CPU of the web server's Node processes and of PostgreSQL is
 *      measured for --wait-seconds;
 *   3. the SMTP server is back and the retries are due (their wait set to now, as the back-off
 *      running out does): the time until every notification reached the sink (at most
 *      --timeout s), and whether any was sent twice.
 * Prints the figures beside the targets (drain within 60 s, a waiting backlog under 2% of a
 * core) and exits 1 when a notification was lost or sent twice.
 */
import { parseArgs } from 'node:util'

import { launchApp, type LaunchedApp } from './lib/launcher'
import { appDatabaseUrl } from './lib/pgControl'
import { coreShare, treeCpu, type TreeCpu } from './lib/processCpu'
import { replyToOf, startSmtpSink } from './lib/smtpSink'
import { withDatabase } from './lib/soakChecks'
import { freePort } from './lib/testDatabase'

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '5000' },
    'down-seconds': { type: 'string', default: '60' },
    'wait-seconds': { type: 'string', default: '30' },
    timeout: { type: 'string', default: '300' },
  },
})
const JOBS = Number(args.jobs)
const DOWN_SECONDS = Number(args['down-seconds'])
const WAIT_SECONDS = Number(args['wait-seconds'])
const TIMEOUT_MS = Number(args.timeout) * 1000
const DRAIN_TARGET_MS = 60_000
const WAITING_TARGET_PERCENT = 2

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const percent = (value: number) => `${value.toFixed(2)}%`
const run = Date.now().toString(36)
const addressOf = (n: number) => `jobs-${run}-${n}@bench.test`

/** Stores `count` contact messages and queues one team notification for each. */
async function queueBurst(databaseUrl: string, count: number): Promise<void> {
  await withDatabase(databaseUrl, async (db) => {
    await db.query('BEGIN')
    await db.query(
      `WITH messages AS (
         INSERT INTO contact_messages (full_name, work_email, message, source, status)
         SELECT 'Bench ' || n, 'jobs-' || $2 || '-' || n || '@bench.test', 'Burst message ' || n,
                'contact-page', 'new'
         FROM generate_series(1, $1) AS n
         RETURNING id)
       INSERT INTO payload_jobs (input, task_slug, queue)
       SELECT jsonb_build_object('collection', 'contact-messages', 'id', id), 'notifyTeam', 'default'
       FROM messages ORDER BY id`,
      [count, run],
    )
    await db.query('COMMIT')
  })
}

type Queue = {
  pending: number
  untried: number
  attempts: number
  due: number
  processing: number
}

async function queueState(databaseUrl: string): Promise<Queue> {
  return withDatabase(databaseUrl, async (db) => {
    const { rows } = await db.query<Record<keyof Queue, string>>(
      `SELECT count(*) AS pending,
              count(*) FILTER (WHERE total_tried = 0) AS untried,
              coalesce(sum(total_tried), 0) AS attempts,
              count(*) FILTER (WHERE NOT processing AND (wait_until IS NULL OR wait_until <= now())) AS due,
              count(*) FILTER (WHERE processing) AS processing
       FROM payload_jobs
       WHERE task_slug = 'notifyTeam' AND completed_at IS NULL AND NOT coalesce(has_error, false)`,
    )
    const row = rows[0]!
    return {
      pending: Number(row.pending),
      untried: Number(row.untried),
      attempts: Number(row.attempts),
      due: Number(row.due),
      processing: Number(row.processing),
    }
  })
}

/** Sets the next retry of every waiting notification to now + `seconds`. */
async function setRetryIn(databaseUrl: string, secondsFromNow: number): Promise<number> {
  return withDatabase(databaseUrl, async (db) => {
    const { rowCount } = await db.query(
      `UPDATE payload_jobs SET wait_until = now() + make_interval(secs => $1)
       WHERE task_slug = 'notifyTeam' AND completed_at IS NULL AND NOT processing`,
      [secondsFromNow],
    )
    return rowCount ?? 0
  })
}

async function downWhileQueued(app: LaunchedApp, databaseUrl: string, report: string[]) {
  const cpuBefore = await treeCpu(app.child.pid!)
  const started = Date.now()
  await sleep(DOWN_SECONDS * 1000)
  const took = Date.now() - started
  const share = coreShare(cpuBefore, await treeCpu(app.child.pid!), took)
  const state = await queueState(databaseUrl)
  report.push(
    `1. SMTP down, ${JOBS} notifications queued, ${seconds(took)}: ${JOBS - state.untried} tried,` +
      ` ${state.attempts} failed attempts; web server ${percent(share.node)} of a core, PostgreSQL ${percent(share.postgres)}`,
  )
}

async function waitingBacklog(app: LaunchedApp, databaseUrl: string, report: string[]) {
  // Jobs a batch holds when the wait starts finish their failing attempt first.
  let state = await queueState(databaseUrl)
  for (let i = 0; i < 30 && state.processing > 0; i++) {
    await sleep(500)
    state = await queueState(databaseUrl)
  }
  const waiting = await setRetryIn(databaseUrl, 600)
  // A runner that was asleep until the earlier due time wakes once and finds nothing due.
  await sleep(5_000)
  const before: TreeCpu = await treeCpu(app.child.pid!)
  const started = Date.now()
  await sleep(WAIT_SECONDS * 1000)
  const share = coreShare(before, await treeCpu(app.child.pid!), Date.now() - started)
  report.push(
    `2. ${waiting} retries waiting (next in 10 min), ${WAIT_SECONDS} s:` +
      ` web server ${percent(share.node)} of a core (target < ${WAITING_TARGET_PERCENT}%),` +
      ` PostgreSQL ${percent(share.postgres)}`,
  )
  return share.node
}

async function drain(
  app: LaunchedApp,
  databaseUrl: string,
  smtpPort: number,
  received: Map<string, number>,
  report: string[],
) {
  const sink = await startSmtpSink(smtpPort, ({ raw }) => {
    const address = replyToOf(raw)
    received.set(address, (received.get(address) ?? 0) + 1)
  })
  const before = await treeCpu(app.child.pid!)
  const started = Date.now()
  await setRetryIn(databaseUrl, 0)
  while (received.size < JOBS && Date.now() - started < TIMEOUT_MS) await sleep(100)
  const took = Date.now() - started
  const share = coreShare(before, await treeCpu(app.child.pid!), took)
  // Sends still in flight when the last one arrived would show up as duplicates.
  await sleep(3_000)
  await sink.close()
  const state = await queueState(databaseUrl)
  report.push(
    `3. SMTP back, retries due: ${received.size} of ${JOBS} delivered in ${seconds(took)}` +
      ` (${(received.size / (took / 1000)).toFixed(0)}/s; target ${JOBS} within ${seconds(DRAIN_TARGET_MS)});` +
      ` web server ${percent(share.node)} of a core, PostgreSQL ${percent(share.postgres)};` +
      ` still pending ${state.pending}`,
  )
  return { took, complete: received.size === JOBS }
}

async function main(): Promise<number> {
  const smtpPort = await freePort()
  const received = new Map<string, number>()
  // Nothing listens on the SMTP port until phase 3: every connection is refused.
  console.log('starting the app (the test build, reused when up to date)…')
  const app = await launchApp('bench-jobs', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  const report: string[] = []
  try {
    const databaseUrl = await appDatabaseUrl(app.pgDir, app.pgPort)
    console.log(`phase 1: SMTP down, ${JOBS} notifications queued…`)
    await queueBurst(databaseUrl, JOBS)
    await downWhileQueued(app, databaseUrl, report)
    console.log(`phase 2: the backlog waits ${WAIT_SECONDS} s…`)
    const waitingCpu = await waitingBacklog(app, databaseUrl, report)
    console.log('phase 3: SMTP back, retries due…')
    const drained = await drain(app, databaseUrl, smtpPort, received, report)
    const ours = [...received].filter(([address]) => address.startsWith(`jobs-${run}-`))
    const twice = ours.filter(([, times]) => times > 1)
    const missing = Array.from({ length: JOBS }, (_, i) => addressOf(i + 1)).filter(
      (address) => !received.has(address),
    )
    report.push(
      'checks:',
      `  ${drained.complete && drained.took <= DRAIN_TARGET_MS ? 'ok  ' : 'OVER'} drain ${seconds(drained.took)} (target ${seconds(DRAIN_TARGET_MS)})`,
      `  ${waitingCpu < WAITING_TARGET_PERCENT ? 'ok  ' : 'OVER'} waiting backlog ${percent(waitingCpu)} of a core (target < ${WAITING_TARGET_PERCENT}%)`,
      `  ${twice.length === 0 ? 'ok  ' : 'FAIL'} sent more than once: ${twice.length}`,
      `  ${missing.length === 0 ? 'ok  ' : 'FAIL'} never sent: ${missing.length}`,
    )
    console.log(['', `bench:jobs (${JOBS} notifications)`, ...report].join('\n'))
    return twice.length === 0 && missing.length === 0 ? 0 : 1
  } finally {
    app.child.kill('SIGTERM')
    await app.exited
    await app.cleanup()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
