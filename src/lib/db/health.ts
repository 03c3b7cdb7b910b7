import pg from 'pg'

import { handlePoolErrors, POOL_NAMES, POOL_TIMEOUTS } from './pool'

export type Readiness =
  | { ready: true; migrations: number; latencyMs: number }
  | { ready: false; reason: string; latencyMs: number }

/** What a pool holds: its connections, the free ones, and the requests waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number }

/**
 * The parts of a pool these checks use. Payload's adapter carries its own copy of pg's types, so
 * its pool is described by shape rather than by pg.Pool.
 */
type PoolLike = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'> & {
  connect(): Promise<{ release(): void }>
}

export function poolStats(pool: PoolLike): PoolStats {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

/**
 * Whether `pool` (the app's own, which serves the requests) hands out a connection within its
 * connection timeout: a database that answers is not enough when the pool's connections are
 * all taken or lost, and every request then waits the timeout and fails. Busy is fine: a
 * connection freed within the timeout is handed out, and given straight back.
 */
export async function checkPoolAvailable(
  pool: PoolLike,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const client = await pool.connect()
    client.release()
    return { ok: true }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: `no pooled connection: ${reason}` }
  }
}

let pool: pg.Pool | undefined

/**
 * Whether the database answers and every migration this build knows has been applied, decided
 * within `timeoutMs`. A pool of one connection of its own, so a probe never queues behind the
 * app's queries (a busy app is still ready) and never takes a connection the app needs.
 */
export async function checkReadiness(
  connectionString: string,
  expectedMigrations: readonly string[],
  timeoutMs = 1_000,
): Promise<Readiness> {
  const started = Date.now()
  pool ??= handlePoolErrors(
    new pg.Pool({
      connectionString,
      max: 1,
      application_name: POOL_NAMES.probe,
      ...POOL_TIMEOUTS,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    }),
    'readiness probe',
  )
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const { rows } = await Promise.race([
      pool.query<{ name: string }>('SELECT name FROM payload_migrations WHERE batch > 0'),
      timeout,
    ])
    const applied = new Set(rows.map((row) => row.name))
    const missing = expectedMigrations.filter((name) => !applied.has(name))
    const latencyMs = Date.now() - started
    if (missing.length > 0) {
      return { ready: false, reason: `migrations not applied: ${missing.join(', ')}`, latencyMs }
    }
    return { ready: true, migrations: applied.size, latencyMs }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ready: false,
      reason: `database unreachable: ${reason}`,
      latencyMs: Date.now() - started,
    }
  } finally {
    clearTimeout(timer)
  }
}
