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
  keepAlive: true,
} satisfies pg.PoolConfig

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
    new pg.Pool({ connectionString, max: 5, ...POOL_TIMEOUTS }),
    'app pool',
  )
  return appPool
}
