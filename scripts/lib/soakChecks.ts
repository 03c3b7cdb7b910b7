/**
 * What `npm run bench:soak` (scripts/bench-soak.ts) looks at once the faults are over: the
 * stored submissions, notification jobs queued straight into the database, an operation that
 * needs connections of its own (Payload's transactions), and whether the app's pool holds the
 * connections PostgreSQL sees.
 */
import pg from 'pg'

import { POOL_NAMES } from '../../src/lib/db/pool'

export async function withDatabase<T>(url: string, work: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

/** The addresses of this run's stored contact messages. */
export async function storedSubmissions(db: pg.Client, runId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ work_email: string }>(
    `SELECT work_email FROM contact_messages WHERE work_email LIKE $1`,
    [`soak-${runId}-%`],
  )
  return new Set(rows.map((row) => row.work_email))
}

/**
 * Queues `count` team notifications, spread over the stored contact messages, as the contact
 * form does (task notifyTeam on the default queue), in one statement.
 */
export async function queueNotifications(db: pg.Client, count: number): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO payload_jobs (input, task_slug, queue)
     SELECT jsonb_build_object('collection', 'contact-messages', 'id', m.id), 'notifyTeam', 'default'
     FROM generate_series(0, $1 - 1) AS g
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS c
           FROM contact_messages) AS m ON m.n = g % m.c`,
    [count],
  )
  return rowCount ?? 0
}

/** Notification jobs not completed, and how many of them were tried at least once. */
export async function pendingNotifications(db: pg.Client) {
  const { rows } = await db.query<{ pending: string; tried: string; attempts: string }>(
    `SELECT count(*) AS pending, count(*) FILTER (WHERE total_tried > 0) AS tried,
            coalesce(sum(total_tried), 0) AS attempts
     FROM payload_jobs WHERE task_slug = 'notifyTeam' AND completed_at IS NULL`,
  )
  const row = rows[0]!
  return { pending: Number(row.pending), tried: Number(row.tried), attempts: Number(row.attempts) }
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await response.json()) as { token?: string }
  if (!response.ok || !body.token) throw new Error(`login answered ${response.status}`)
  return body.token
}

/**
 * Draft saves through Payload's REST API, `parallel` at once on as many posts: each runs in a
 * transaction, which takes a pooled connection of its own beside the ones its reads use. The
 * operation that failed with a pool timeout when the pool had lost its connections.
 */
export async function draftSaves(
  baseUrl: string,
  admin: { email: string; password: string },
  parallel: number,
): Promise<{ statuses: number[]; ms: number }> {
  const started = Date.now()
  const token = await login(baseUrl, admin.email, admin.password)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const list = await fetch(`${baseUrl}/api/posts?limit=${parallel}&depth=0`, { headers })
  const { docs } = (await list.json()) as { docs: { id: number; title: string }[] }
  if (!list.ok || docs.length === 0) throw new Error(`listing posts answered ${list.status}`)
  const statuses = await Promise.all(
    docs.map(async (post) => {
      const response = await fetch(`${baseUrl}/api/posts/${post.id}?draft=true&depth=0`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: `${post.title} (soak draft)` }),
        signal: AbortSignal.timeout(15_000),
      })
      await response.arrayBuffer()
      return response.status
    }),
  )
  return { statuses, ms: Date.now() - started }
}

type PoolCounts = { total: number; idle: number; waiting: number }
export type PoolComparison = {
  readyStatus: number
  pool?: PoolCounts
  /** PostgreSQL's connections to the app's database, by application name and state. */
  server: Record<string, number>
  payloadConnections: number
  matches: boolean
}

async function comparePoolOnce(baseUrl: string, db: pg.Client): Promise<PoolComparison> {
  const response = await fetch(`${baseUrl}/api/health/ready`)
  const { pool } = (await response.json()) as { pool?: PoolCounts }
  const { rows } = await db.query<{ name: string; state: string; n: string }>(
    `SELECT application_name AS name, coalesce(state, '?') AS state, count(*) AS n
     FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
     GROUP BY 1, 2 ORDER BY 1, 2`,
  )
  const server = Object.fromEntries(rows.map((row) => [`${row.name} ${row.state}`, Number(row.n)]))
  const payloadConnections = rows
    .filter((row) => row.name === POOL_NAMES.payload)
    .reduce((sum, row) => sum + Number(row.n), 0)
  const matches = pool !== undefined && pool.total === payloadConnections
  return { readyStatus: response.status, pool, server, payloadConnections, matches }
}

/**
 * Payload's pool's own count of connections (from /api/health/ready) against PostgreSQL's list
 * of the connections that pool opened. Connections open and close all the time (idle ones after
 * 10 s), so the two are read a few times until they agree.
 */
export async function comparePool(baseUrl: string, db: pg.Client): Promise<PoolComparison> {
  let last = await comparePoolOnce(baseUrl, db)
  for (let attempt = 1; attempt < 10 && !(last.matches && last.readyStatus === 200); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    last = await comparePoolOnce(baseUrl, db)
  }
  return last
}
