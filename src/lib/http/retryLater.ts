/**
 * What a visitor over a rate limit is told, with when to try again, from the answer's
 * Retry-After (seconds) or the `retryAfter` a 429 carries in its body.
 */
export const TOO_MANY_ATTEMPTS = 'Too many attempts.'

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** "Please try again in 12 minutes.", or "later" when the wait is unknown. */
export function tryAgainIn(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) {
    return 'Please try again later.'
  }
  const wait = Math.ceil(seconds)
  if (wait < 60) return `Please try again in ${plural(wait, 'second')}.`
  if (wait < 2 * 60 * 60) return `Please try again in ${plural(Math.ceil(wait / 60), 'minute')}.`
  return `Please try again in ${plural(Math.ceil(wait / 3600), 'hour')}.`
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()) {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/** A failed request of a form: its status and, for a 429, the seconds to wait. */
export class RequestFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'RequestFailed'
  }
}

/** The seconds to wait if `error` is a rate limit (429), else undefined. */
export function rateLimitWait(error: unknown): { retryAfter?: number } | undefined {
  return error instanceof RequestFailed && error.status === 429
    ? { retryAfter: error.retryAfter }
    : undefined
}
