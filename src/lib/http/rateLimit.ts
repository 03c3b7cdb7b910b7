import 'server-only'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/env'
import { isConnectionError, reportConnectionError } from '@/lib/db/retry'

import { addressGroup } from './addressGroup'
import { ApiError } from './errors'
import { limiter } from './limiters'

export type RateLimit = { name: string; points: number; durationSeconds: number; message: string }

/**
 * Spends one point for the client address `key` (an IPv6 address counts as its /64:
 * lib/http/addressGroup.ts); over the limit throws 429 with `message`. RATE_LIMIT=off skips.
 *
 * When the database cannot be reached the limit fails open: the request goes on to its own
 * write, which retries and answers 503 if the database stays away. Refusing every visitor
 * because the counter is unreachable would turn a blip into an outage.
 */
export async function rateLimit(rule: RateLimit, key: string): Promise<void> {
  if (!env().RATE_LIMIT) return
  try {
    await limiter(rule.name, rule.points, rule.durationSeconds).consume(addressGroup(key))
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
      throw new ApiError(429, rule.message, { retryAfter })
    }
    if (isConnectionError(error)) {
      reportConnectionError(`rate limit ${rule.name} skipped`, error)
      return
    }
    throw error
  }
}
