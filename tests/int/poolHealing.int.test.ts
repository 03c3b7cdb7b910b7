/**
 * Payload's connection pool keeps its connections through faults: a job update whose statement
 * dies (as in a database restart) gives its connection back, a connection that dies while
 * checked out and is never released is taken out of the pool, and the readiness check answers
 * 503 while the pool cannot hand out a connection.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POOL_NAMES, SWEEP_INTERVAL_MS } from '@/lib/db/pool'

let payload: Payload
let admin: pg.Client
let ready: () => Promise<Response>

function pool(): pg.Pool {
  // Payload's adapter carries its own copy of pg's types.
  return payload.db.pool as unknown as pg.Pool
}

/**
 * Payload's adapter keeps one connection of its pool checked out from its start (a connection
 * check it never releases); the others are the ones requests can have.
 */
let heldByPayload = 0
const usable = () => 10 - heldByPayload

/** Checks out every usable connection at once (each within the pool's 2 s timeout), then frees them. */
async function checkOutAll(): Promise<void> {
  const clients = await Promise.all(Array.from({ length: usable() }, () => pool().connect()))
  for (const client of clients) client.release()
}

/** The pool's connections, and the server's connections under the pool's name on this database. */
async function connectionsAgree(): Promise<{ pool: number; server: number }> {
  const { rows } = await admin.query<{ count: string }>(
    `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
    [POOL_NAMES.payload],
  )
  return { pool: pool().totalCount, server: Number(rows[0]!.count) }
}

describe('the connection pool after faults', () => {
  beforeAll(async () => {
    payload = await (await import('../support/payload')).testPayload()
    ready = (await import('@/app/api/health/ready/route')).GET as unknown as () => Promise<Response>
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    heldByPayload = pool().totalCount - pool().idleCount
    expect(heldByPayload).toBeLessThanOrEqual(1)
  })

  afterAll(async () => {
    await admin?.end()
  })

  it('gives back the connection of a job claim whose statement was cut off', async () => {
    const job = await payload.jobs.queue({
      task: 'notifyTeam',
      input: { collection: 'contact-messages', id: 999_999 },
    })
    // Another session holds the job's row, so the claim's UPDATE waits on it; that waiting
    // backend is then terminated, as a restart would.
    await admin.query('BEGIN')
    await admin.query('SELECT id FROM payload_jobs WHERE id = $1 FOR UPDATE', [job.id])
    let ended: { error: unknown } | undefined
    const run = payload.jobs.runByID({ id: job.id, silent: true }).then(
      () => (ended = { error: undefined }),
      (error: unknown) => (ended = { error }),
    )
    // The claim reaches its UPDATE after Payload's own steps, which on a machine busy with other
    // suites can take seconds: the waiting backend is looked for until it shows, or until the
    // run ends without having waited (which fails below, saying how it ended).
    let terminated = 0
    await expect
      .poll(
        async () => {
          if (terminated === 0 && !ended) {
            // This session is inside its transaction, where PostgreSQL keeps the first reading of
            // pg_stat_activity until the transaction ends: read it afresh each time.
            await admin.query('SELECT pg_stat_clear_snapshot()')
            const { rows } = await admin.query<{ terminated: boolean }>(
              `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND query ILIKE '%payload_jobs%' AND pid <> pg_backend_pid()
                 AND datname = current_database()`,
            )
            terminated = rows.length
          }
          return terminated > 0 || ended !== undefined
        },
        {
          timeout: 45_000,
          interval: 100,
          message: "a claim waits on the job's row, or the run ends",
        },
      )
      .toBe(true)
    const { rows: state } = await admin.query(
      'SELECT processing, completed_at, has_error, total_tried FROM payload_jobs WHERE id = $1',
      [job.id],
    )
    await admin.query('ROLLBACK')
    expect(
      terminated,
      `no claim waited on the job's row; the run ${ended ? `ended: ${String(ended.error)}` : 'had not ended'}; the job: ${JSON.stringify(state[0])}`,
    ).toBe(1)
    await run

    expect(Object.keys(payload.db.sessions ?? {})).toEqual([])
    // Every connection can be had again: none is held by a transaction left open.
    await checkOutAll()
    expect(pool().waitingCount).toBe(0)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('takes a connection that died checked out, and was never released, out of the pool', async () => {
    const leaked = await pool().connect()
    const before = pool().totalCount
    await admin.query('SELECT pg_terminate_backend($1)', [
      (leaked as unknown as { processID: number }).processID,
    ])
    await expect
      .poll(() => pool().totalCount, { timeout: SWEEP_INTERVAL_MS * 3, interval: 200 })
      .toBeLessThan(before)
    // Its slot is usable again.
    await checkOutAll()
    const { pool: held, server } = await connectionsAgree()
    expect(server).toBe(held)
  })

  it('answers 503 on /api/health/ready while the pool cannot hand out a connection', async () => {
    const held = await Promise.all(Array.from({ length: usable() }, () => pool().connect()))
    try {
      const started = Date.now()
      const response = await ready()
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      const body = (await response.json()) as { status: string; message: string }
      expect(body.status).toBe('unavailable')
      expect(body.message).toMatch(/no pooled connection/)
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      for (const client of held) client.release()
    }
    const response = await ready()
    expect(response.status).toBe(200)
    const body = (await response.json()) as { pool: { total: number; waiting: number } }
    expect(body.pool.waiting).toBe(0)
  })
})
