import { RateLimiterPostgres } from 'rate-limiter-flexible'

import { requireServerEnv } from '@/env'
import { sharedPool } from '@/lib/db/pool'

/**
 * Per-key rate limits kept in PostgreSQL (table rate_limits, created by a migration), so that
 * every app instance behind a load balancer counts against the same budget.
 */
const limiters = new Map<string, RateLimiterPostgres>()

/**
 * The shared counter for `name`: `points` per `durationSeconds`; past them a key stays refused
 * for `blockSeconds` (0: until the window ends).
 */
export function limiter(
  name: string,
  points: number,
  durationSeconds: number,
  blockSeconds = 0,
): RateLimiterPostgres {
  const id = `${name}:${points}:${durationSeconds}:${blockSeconds}`
  let found = limiters.get(id)
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: sharedPool(requireServerEnv().DATABASE_URL),
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points,
      duration: durationSeconds,
      blockDuration: blockSeconds,
    })
    limiters.set(id, found)
  }
  return found
}
