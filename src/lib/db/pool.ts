import pg from 'pg'

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
  const guard = (client: pg.PoolClient | pg.Client) => {
    if (!guarded.has(client)) {
      guarded.add(client)
      client.on('error', report)
    }
  }
  pool.on('error', report)
  pool.on('connect', guard)
  healPool(pool, name)
  // Connections opened before this was called (Payload connects before its onInit).
  const existing = (pool as unknown as { _clients?: pg.Client[] })._clients ?? []
  for (const client of existing) guard(client)
  return pool
}

const handled = new WeakSet<pg.Pool>()
const guarded = new WeakSet<object>()

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

/** pg-pool's bookkeeping, read by the sweeper (no public interface exposes it). */
type PoolInternals = {
  _clients: PooledClient[]
  _idle: { client: PooledClient }[]
  _remove(client: PooledClient, callback?: () => void): void
  _pulseQueue(): void
}
type PooledClient = pg.Client & { _ending?: boolean; _ended?: boolean; _queryable?: boolean }

/** How often checked-out connections are looked at. */
export const SWEEP_INTERVAL_MS = 5_000

/**
 * Removes from `pool` the connections that are checked out but dead: the server closed them
 * (a restart, a stop, an idle transaction ended by the server) and whoever took them will never
 * give them back (drizzle's transaction, for one, leaks its client when BEGIN fails on a dead
 * connection). Such a client still counts towards the pool's `max`: without this, each one
 * leaked in an outage is a slot lost until the process restarts, and once all are lost every
 * request waiting for a connection times out. Returns how many were removed.
 */
export function sweepDeadClients(pool: pg.Pool): number {
  const internals = pool as unknown as PoolInternals
  if (!Array.isArray(internals._clients)) return 0
  const idle = new Set(internals._idle.map((item) => item.client))
  const dead = internals._clients.filter(
    (client) => !idle.has(client) && (client._ending || client._ended || !client._queryable),
  )
  for (const client of dead) {
    // Its holder may still call release(): pg-pool then removes it again, which does nothing.
    internals._remove(client)
  }
  if (dead.length > 0) {
    internals._pulseQueue()
    reportConnectionError('pool sweeper', new Error(`removed ${dead.length} dead connection(s)`))
  }
  return dead.length
}

const healed = new WeakSet<pg.Pool>()

function healPool(pool: pg.Pool, name: string): void {
  if (healed.has(pool)) return
  healed.add(pool)
  const timer = setInterval(() => {
    if ((pool as unknown as { ended?: boolean }).ended) return clearInterval(timer)
    try {
      sweepDeadClients(pool)
    } catch (error) {
      reportConnectionError(`${name}: pool sweeper`, error)
    }
  }, SWEEP_INTERVAL_MS)
  timer.unref()
}
