import { env } from '@/env'
import type { RateLimit } from '@/lib/http/rateLimit'

/** One per-IP budget shared by the domain check and the waitlist (AI_CHECK_RATE_LIMIT a minute). */
export function aiCheckRateLimit(): RateLimit {
  return {
    name: 'ai-check',
    points: env().AI_CHECK_RATE_LIMIT,
    durationSeconds: 60,
    message: 'Too many requests from your address. Please wait a minute and try again.',
  }
}

/**
 * A fresh check on demand (`refresh: true`) skips the 10-minute cache and fetches the site
 * again, so it has a tighter budget of its own on top of the check's.
 */
export function aiCheckRefreshRateLimit(): RateLimit {
  return {
    name: 'ai-check-refresh',
    points: 5,
    durationSeconds: 600,
    message: 'Too many fresh checks from your address. Please wait a few minutes and try again.',
  }
}
