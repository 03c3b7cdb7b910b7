import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Riding out short database outages: a restart, a failover, a full pool. Work that failed because
 * the connection failed (not because of what it asked) is tried again with a short backoff for
 * a few seconds; past that the caller gets a DatabaseUnavailableError, which the HTTP layer turns
 * into 503 with Retry-After.
 *
 * This is the one place database work is retried, with one budget per unit of work: the route
 * handlers (lib/http/errors.ts `handle`, `handleWithRetry`) and the writes that look for their
 * own earlier attempt (a contact message, a sign-up). Work nested in a retried unit is not
 * retried again on its own: the unit is, as a whole, so an outage meets one attempt at a time
 * per request rather than one per layer.
 */

/** SQLSTATE codes and socket errors that say "the connection failed", not "the query failed". */
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop/restart -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/** node-postgres raises these as plain Errors without a code. */
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'connection timeout',
  'not queryable',
  'query read timeout',
  'the database system is',
  'terminating connection',
  // Payload re-throws a failed BEGIN as a new Error holding only the original message.
  'econnrefused',
  'econnreset',
  'etimedout',
]

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    yield current as { code?: unknown; message?: unknown }
    // AggregateError (one per address tried) holds the socket errors in `errors`.
    const many = (current as { errors?: unknown }).errors
    if (Array.isArray(many) && many[0]) yield* causes(many[0])
    current = (current as { cause?: unknown }).cause
  }
}

function matches(error: unknown, codes: Set<string>, messages: string[]): boolean {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && codes.has(cause.code)) return true
    const message = typeof cause.message === 'string' ? cause.message.toLowerCase() : ''
    if (messages.some((fragment) => message.includes(fragment))) return true
  }
  return false
}

/** True when `error` (or its cause) is a lost or refused database connection. */
export function isConnectionError(error: unknown): boolean {
  return matches(error, CONNECTION_CODES, CONNECTION_MESSAGES)
}

/** The database stayed unreachable for the whole retry budget. */
export class DatabaseUnavailableError extends Error {
  constructor(
    message = 'The database is unavailable.',
    readonly retryAfterSeconds = 5,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

export type RetryOptions = {
  /** Last moment (ms after the first attempt) to start another attempt. */
  budgetMs?: number
  /** Hard bound on the whole call, attempts included: past it the caller gets the error. */
  deadlineMs?: number
  /** Called before each retry (for logging). */
  onRetry?: (error: unknown, attempt: number) => void
}

/** The budget behind the public forms and the admin API: a restart fits, a visitor still waits. */
export const RETRY_BUDGET_MS = 5_000
export const RETRY_DEADLINE_MS = 9_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A lost connection is reported once per outage, not once per query. */
let lastReport = 0
export function reportConnectionError(where: string, error: unknown): void {
  const now = Date.now()
  if (now - lastReport < 30_000) return
  lastReport = now
  const message = error instanceof Error ? error.message : String(error)
  console.warn(`[db] ${where}: ${message} (retrying; further connection errors muted for 30 s)`)
}

/** The retried unit of work the current code runs in, while its attempts last. */
const retrying = new AsyncLocalStorage<{ active: boolean }>()

/**
 * Runs `work(attempt)` and runs it again (attempt 2, 3, …) while it fails with a connection
 * error and the budget lasts: 100 ms, 200 ms, 400 ms, then every 800 ms. Any other error is
 * thrown at once. `work` must be safe to repeat: an attempt whose connection dropped after the
 * server committed may have taken effect (the callers look for their own earlier write first).
 * Called inside work that is already being retried, it runs `work` once: the outer unit retries.
 */
export async function withDbRetry<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  if (retrying.getStore()?.active) return work(1)
  const unit = { active: true }
  try {
    return await retrying.run(unit, () => attempts(work, options))
  } finally {
    // Work the unit started and left running (a response's `after`) retries on its own again.
    unit.active = false
  }
}

async function attempts<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const budget = options.budgetMs ?? RETRY_BUDGET_MS
  const deadline = Date.now() + (options.deadlineMs ?? RETRY_DEADLINE_MS)
  const started = Date.now()
  let lastError: unknown
  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now()
    if (remaining <= 0) break
    let timer: NodeJS.Timeout | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DatabaseUnavailableError('The database did not answer in time.')),
          remaining,
        )
      })
      return await Promise.race([work(attempt), timeout])
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error
      if (!isConnectionError(error)) throw error
      lastError = error
      reportConnectionError('connection failed', error)
      options.onRetry?.(error, attempt)
    } finally {
      clearTimeout(timer)
    }
    const delay = Math.min(800, 100 * 2 ** (attempt - 1))
    if (Date.now() - started + delay > budget) break
    await sleep(delay)
  }
  throw new DatabaseUnavailableError(undefined, 5, { cause: lastError })
}
