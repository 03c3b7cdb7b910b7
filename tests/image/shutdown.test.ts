/**
 * SIGTERM to a started app (the launcher, as `npm start` runs it) while requests are in flight:
 * each request is answered in full or refused before the server accepted it, what was answered
 * 201 is stored and nothing else is, no job is left claimed, the launcher exits 0 and the
 * embedded PostgreSQL is stopped.
 */
import { existsSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { startEmbeddedPostgres } from '../../scripts/lib/embedded'
import { launchApp, type LaunchedApp } from '../../scripts/lib/launcher'

type Outcome =
  | { kind: 'answered'; status: number; body: string; email?: string }
  | { kind: 'refused'; code: string; email?: string }
  | { kind: 'cut'; error: string; email?: string }

/** One request on its own connection (no keep-alive), classified by how it ended. */
function request(
  baseUrl: string,
  method: string,
  urlPath: string,
  body?: object,
): Promise<Outcome> {
  const email = body && 'email' in body ? String(body.email) : undefined
  return new Promise((resolve) => {
    let responded = false
    const payload = body ? JSON.stringify(body) : undefined
    const req = http.request(
      `${baseUrl}${urlPath}`,
      {
        method,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        responded = true
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          const expected = Number(res.headers['content-length'] ?? NaN)
          if (
            !res.complete ||
            (Number.isFinite(expected) && Buffer.byteLength(text) !== expected)
          ) {
            resolve({ kind: 'cut', error: 'truncated body', email })
          } else resolve({ kind: 'answered', status: res.statusCode ?? 0, body: text, email })
        })
        res.on('error', (error) => resolve({ kind: 'cut', error: error.message, email }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Refused at connect, or a connection the closing server dropped before reading any of
      // the request: either way the server never took the request on.
      if (!responded) resolve({ kind: 'refused', code: error.code ?? error.message, email })
      else resolve({ kind: 'cut', error: error.message, email })
    })
    req.end(payload)
  })
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

let app: LaunchedApp | undefined

afterAll(async () => {
  if (app && app.child.exitCode === null) app.child.kill('SIGKILL')
  await app?.cleanup()
})

describe('graceful shutdown', () => {
  it('finishes or refuses every request in flight on SIGTERM, exits 0 and stops PostgreSQL', async () => {
    app = await launchApp('shutdown')
    const { baseUrl } = app
    const outcomes: Promise<Outcome>[] = []
    let sent = 0
    let settled = 0
    let stop = false
    const worker = async () => {
      while (!stop) {
        const n = ++sent
        const outcome =
          n % 3 === 0
            ? request(baseUrl, 'GET', '/blog')
            : request(baseUrl, 'POST', '/api/contact-message', {
                name: `Shutdown ${n}`,
                email: `shutdown-${n}@example.test`,
                message: `In flight during SIGTERM (${n}).`,
              })
        outcomes.push(outcome)
        await outcome
        settled += 1
      }
    }
    const workers = Array.from({ length: 12 }, worker)
    // The server is busy: every worker has had answers, and requests are in flight.
    await vi.waitUntil(() => settled >= 48, { timeout: 60_000, interval: 50 })
    const signalled = Date.now()
    app.child.kill('SIGTERM')
    // Visitors keep coming until the process has exited.
    const code = await app.exited
    stop = true
    await Promise.all(workers)
    const stoppedAfter = Date.now() - signalled
    const results = await Promise.all(outcomes)

    const answered = results.filter((r) => r.kind === 'answered')
    const refused = results.filter((r) => r.kind === 'refused')
    const cut = results.filter((r) => r.kind === 'cut')
    console.log(
      `SIGTERM: ${results.length} requests, ${answered.length} answered, ${refused.length} refused, ${cut.length} cut; exit ${code} after ${stoppedAfter} ms`,
    )
    expect(cut).toEqual([])
    expect(answered.length).toBeGreaterThan(0)
    expect(refused.length).toBeGreaterThan(0)
    for (const r of answered) expect([200, 201]).toContain(r.status)
    expect(code).toBe(0)
    expect(app.output.join('')).toContain('PostgreSQL stopped')

    // PostgreSQL is stopped: no server on its port, no pid file.
    expect(await portOpen(app.pgPort)).toBe(false)
    expect(existsSync(path.join(app.pgDir, 'postmaster.pid'))).toBe(false)

    // What was answered 201 is stored, exactly once; what was refused is not; no job is stuck.
    const accepted = answered.filter((r) => r.email && r.status === 201).map((r) => r.email!)
    const notAccepted = refused.filter((r) => r.email).map((r) => r.email!)
    const server = await startEmbeddedPostgres({ dataDir: app.pgDir, port: app.pgPort })
    try {
      const client = new pg.Client({ connectionString: server.url('app') })
      await client.connect()
      try {
        const { rows } = await client.query<{ work_email: string }>(
          `SELECT work_email FROM contact_messages WHERE work_email LIKE 'shutdown-%'`,
        )
        const stored = rows.map((row) => row.work_email).sort()
        expect(stored).toEqual([...accepted].sort())
        expect(stored.filter((email) => notAccepted.includes(email))).toEqual([])
        const { rows: stuck } = await client.query(
          `SELECT id FROM payload_jobs WHERE processing = true AND completed_at IS NULL`,
        )
        expect(stuck).toEqual([])
      } finally {
        await client.end()
      }
    } finally {
      await server.stop()
    }
  }, 900_000)
})
