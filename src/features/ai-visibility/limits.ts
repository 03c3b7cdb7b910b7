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
