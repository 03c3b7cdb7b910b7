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
 * An idle pooled connection that the server closes (a restart, an idle timeout on a proxy)
 * emits `error` on the pool; without a listener Node turns it into an uncaught exception. The
 * pool already drops that connection, so the error is only reported (once per outage).
 */
export function handlePoolErrors(pool: pg.Pool, name: string): pg.Pool {
  if (pool.listenerCount('error') === 0) {
    pool.on('error', (error) => reportConnectionError(`${name}: idle connection closed`, error))
  }
  return pool
}

/** A small pool of the app's own (rate limits, caches), beside Payload's. */
export function createPool(connectionString: string, name: string, max = 3): pg.Pool {
  return handlePoolErrors(new pg.Pool({ connectionString, max, ...POOL_TIMEOUTS }), name)
}
