/**
 * npm run bench:load [-- --duration 30 --connections 20 --restart-db]
 *
 * Mixed load on a production build started as `npm start` does (throwaway embedded PostgreSQL,
 * emails to a local SMTP sink): page views, /api/blog, contact submissions and checker runs
 * (against a fixture site on 127.0.0.1), with autocannon. With --restart-db the PostgreSQL
 * server is restarted (pg_ctl restart -m fast) halfway through.
 *
 * Prints requests/s, p50/p99 latency per kind of request, status codes, accepted vs stored vs
 * lost submissions, and how long the team emails took to drain after the load.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'
import pg from 'pg'

import { startFixtureSite } from './lib/fixtureSite'
import { launchApp } from './lib/launcher'
import { mixRequests, printLoadReport, Tally } from './lib/loadMix'
import { appDatabaseUrl, restartDatabase, stopRestartedDatabase } from './lib/pgControl'
import { root } from './lib/runtime'
import { replyToOf, startSmtpSink } from './lib/smtpSink'
import { freePort } from './lib/testDatabase'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '20' },
    'restart-db': { type: 'boolean', default: false },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)

/** Emails received by the sink, keyed by the submitter's address (Reply-To). */
const received = new Map<string, number>()

const ms = (value: number) => `${value.toFixed(0)} ms`

function startCheckerFixture() {
  return startFixtureSite({
    '/': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><head><title>Fixture</title><meta name="description" content="A site"></head><body>Hi</body></html>',
        ),
    '/robots.txt': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n'),
  })
}

/** Restarts PostgreSQL halfway through the load; answers how long the restart took, once known. */
function restartHalfway(pgDir: string): { took?: number } {
  const restart: { took?: number } = {}
  setTimeout(
    () => {
      console.log('restarting PostgreSQL (pg_ctl restart -m fast)…')
      void restartDatabase(pgDir).then(
        (took) => {
          restart.took = took
          console.log(`PostgreSQL back after ${ms(took)}`)
        },
        (error: unknown) => console.error('restart failed:', error),
      )
    },
    (duration * 1000) / 2,
  ).unref()
  return restart
}

/**
 * The submissions of this run that were stored, and when every one's team email had arrived
 * (waiting at most 3 minutes after the load).
 */
async function drainEmails(
  databaseUrl: string,
  runId: string,
  loadEnded: number,
): Promise<{ stored: Set<string>; drainedAt?: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const storedRows = await client.query<{ work_email: string }>(
    `SELECT work_email FROM contact_messages WHERE work_email LIKE $1`,
    [`load-${runId}-%`],
  )
  await client.end()
  const stored = new Set(storedRows.rows.map((row) => row.work_email))
  while (Date.now() - loadEnded < 180_000) {
    if ([...stored].every((email) => received.has(email))) return { stored, drainedAt: Date.now() }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { stored }
}

type LaunchedApp = Awaited<ReturnType<typeof launchApp>>

async function runLoad(app: LaunchedApp, checkerHost: string): Promise<void> {
  const tally = new Tally()
  const runId = Date.now().toString(36)
  const restart = args['restart-db'] ? restartHalfway(app.pgDir) : {}
  const started = Date.now()
  const result = await autocannon({
    url: app.baseUrl,
    connections,
    duration,
    timeout: 15,
    requests: mixRequests(tally, runId, checkerHost),
  })
  const loadEnded = Date.now()
  const databaseUrl = await appDatabaseUrl(app.pgDir, app.pgPort)
  const { stored, drainedAt } = await drainEmails(databaseUrl, runId, loadEnded)
  printLoadReport({
    duration,
    connections,
    restartDb: Boolean(args['restart-db']),
    result,
    seconds: (loadEnded - started) / 1000,
    tally,
    stored,
    received,
    drainedAfter: drainedAt === undefined ? undefined : (drainedAt - loadEnded) / 1000,
    restartMs: restart.took,
    uncaught: app.output.join('').split('uncaughtException').length - 1,
  })
}

async function main(): Promise<void> {
  const smtpPort = await freePort()
  const sink = await startSmtpSink(smtpPort, ({ raw }) => {
    const replyTo = replyToOf(raw)
    received.set(replyTo, (received.get(replyTo) ?? 0) + 1)
  })
  const site = await startCheckerFixture()
  console.log('starting the app (the test build, reused when up to date)…')
  const app = await launchApp('bench-load', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    AI_CHECK_ALLOWED_HOSTS: '127.0.0.1',
  })
  try {
    await runLoad(app, site.host)
  } finally {
    app.child.kill('SIGTERM')
    await app.exited
    const { mkdir, writeFile } = await import('node:fs/promises')
    await mkdir(path.join(root, 'bench-results'), { recursive: true })
    await writeFile(path.join(root, 'bench-results', 'load-server.log'), app.output.join(''))
    if (args['restart-db']) stopRestartedDatabase(app.pgDir)
    await app.cleanup()
    await site.close()
    await sink.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
