import pg from 'pg'

import { dropDeadClient } from '../upstream/deadClientRelease'
import { reportConnectionError } from './retry'

/**
 * Connection settings every pool of the app uses. A dead or restarting database must make a
 * query fail within seconds (so it can be retried or answered with 503), never hang a request.
 */
export const POOL_TIMEOUTS = {
  /** Waiting for a connection (a new one, or a free one from a busy pool). */
  connectionTimeoutMillis: 2_000,
  /** Idle connections are closed after this, so few stale ones survive a restart. */
  idleTimeoutMillis: 10_000,
  /** A query that gets no answer at all (a vanished host) fails instead of hanging. */
  query_timeout: 30_000,
  /**
   * A transaction left open by a code path that neither commits nor rolls back holds its pooled
   * connection forever; the server ends such a session after a minute idle, and the pool's
   * sweeper (healPool) then gives the slot back. Nothing here keeps a transaction idle that long.
   */
  idle_in_transaction_session_timeout: 60_000,
  keepAlive: true,
} satisfies pg.PoolConfig

/**
 * Connections in Payload's pool, which the site's requests, /cms and the job runner share (the
 * runner takes a bounded share of it, lib/jobs/runner.ts).
 */
export const PAYLOAD_POOL_MAX = 10

/**
 * The name each of the app's pools gives its connections (application_name), so PostgreSQL's
 * list of connections (pg_stat_activity) can be told apart per pool and compared with the
 * counts each pool keeps.
 */
export const POOL_NAMES = {
  payload: 'site payload',
  app: 'site app pool',
  probe: 'site readiness probe',
} as const

/**
 * A pooled connection that the server closes (a restart, an idle timeout on a proxy) emits
 * `error`: on the pool while idle, on the client itself while checked out (inside a
 * transaction between two queries). Without a listener Node turns either into an uncaught
 * exception. The pool drops such a connection and its next query fails (and is retried), so
 * the error is only reported, once per outage.
 */
export function handlePoolErrors(pool: pg.Pool, name: string): pg.Pool {
  if (handled.has(pool)) return pool
  handled.add(pool)
  const report = (error: Error) => reportConnectionError(`${name}: connection closed`, error)
  pool.on('error', report)
  pool.on('connect', (client) => client.on('error', report))
  healPool(pool, name)
  return pool
}

const handled = new WeakSet<pg.Pool>()

/**
 * pg for Payload's adapter (its `pg` option): its pools are guarded from their first connection
 * on, before Payload's onInit, while the adapter already holds one connection checked out.
 */
export const guardedPg: typeof pg = {
  ...pg,
  Pool: class GuardedPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config)
      handlePoolErrors(this, 'database')
    }
  },
}

let appPool: pg.Pool | undefined

/**
 * The one small pool of the app's own queries (rate limits, the checker's cache), beside
 * Payload's: one per process, whoever asks first opens it.
 */
export function sharedPool(connectionString: string): pg.Pool {
  appPool ??= handlePoolErrors(
    new pg.Pool({
      connectionString,
      max: 5,
      application_name: POOL_NAMES.app,
      ...POOL_TIMEOUTS,
    }),
    'app pool',
  )
  return appPool
}

/** How often checked-out connections are looked at. */
export const SWEEP_INTERVAL_MS = 5_000

/** Per pool: the connections checked out now, and which of them the server has closed. */
type Tracked = { checkedOut: Set<pg.PoolClient>; ended: WeakSet<pg.PoolClient> }
const tracked = new WeakMap<pg.Pool, Tracked>()

/** Follows checkouts through pg-pool's public events (`acquire`, `release`, `remove`). */
function track(pool: pg.Pool): Tracked {
  const state: Tracked = { checkedOut: new Set(), ended: new WeakSet() }
  tracked.set(pool, state)
  pool.on('connect', (client) => client.once('end', () => state.ended.add(client)))
  pool.on('acquire', (client) => state.checkedOut.add(client))
  pool.on('remove', (client) => state.checkedOut.delete(client))
  // Documented by node-postgres, missing from @types/pg.
  ;(pool as NodeJS.EventEmitter).on('release', (_error: unknown, client: pg.PoolClient) =>
    state.checkedOut.delete(client),
  )
  return state
}

/**
 * Removes from `pool` the connections that are checked out but dead: the server closed them
 * (a restart, a stop, an idle transaction ended by the server) and whoever took them will never
 * give them back (drizzle's transaction, for one, leaks its client when BEGIN fails on a dead
 * connection). Such a client still counts towards the pool's `max`: without this, each one
 * leaked in an outage is a slot lost until the process restarts, and once all are lost every
 * request waiting for a connection times out. Returns how many were removed.
 */
export function sweepDeadClients(pool: pg.Pool): number {
  const state = tracked.get(pool)
  if (!state) return 0
  const dead = [...state.checkedOut].filter((client) => state.ended.has(client))
  for (const client of dead) {
    // Released with an error, pg-pool drops the client and frees its slot; a later release by
    // its holder does nothing.
    dropDeadClient(client, new Error('connection closed by the server'))
  }
  if (dead.length > 0) {
    reportConnectionError('pool sweeper', new Error(`removed ${dead.length} dead connection(s)`))
  }
  return dead.length
}

function healPool(pool: pg.Pool, name: string): void {
  if (tracked.has(pool)) return
  track(pool)
  const timer = setInterval(() => {
    if (pool.ended) return clearInterval(timer)
    try {
      sweepDeadClients(pool)
    } catch (error) {
      reportConnectionError(`${name}: pool sweeper`, error)
    }
  }, SWEEP_INTERVAL_MS)
  timer.unref()
}
