import { limiter } from '@/lib/http/limiters'

/**
 * One waitlist confirmation per address per day, counted in the shared rate_limits table (so
 * every instance and job worker sees the same count). Checked before sending and recorded after
 * a send succeeds, so a failed attempt's retry still sends.
 */
const DAY_SECONDS = 24 * 60 * 60
const confirmations = () => limiter('waitlist-confirmation', 1, DAY_SECONDS)

const key = (email: string) => email.trim().toLowerCase()

export async function confirmedToday(email: string): Promise<boolean> {
  const sent = await confirmations().get(key(email))
  return (sent?.consumedPoints ?? 0) >= 1
}

export async function recordConfirmation(email: string): Promise<void> {
  await confirmations().penalty(key(email), 1)
}
