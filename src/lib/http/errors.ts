import { NextResponse } from 'next/server'

import { DatabaseUnavailableError, isConnectionError, withDbRetry } from '@/lib/db/retry'

/** The one typed error handlers throw; `toErrorResponse` turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** What a visitor reads while the database is away; nothing they sent was kept. */
export const UNAVAILABLE_MESSAGE =
  'We could not save or load this right now because of a temporary problem on our side. Please try again in a few seconds.'

/** Seconds a client should wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER = 5

function retryAfterHeaders(seconds: unknown): HeadersInit | undefined {
  return typeof seconds === 'number' && seconds > 0
    ? { 'Retry-After': String(Math.ceil(seconds)) }
    : undefined
}

export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json(
      { message: error.message, ...error.details },
      { status: error.status, headers: retryAfterHeaders(error.details?.retryAfter) },
    )
  }
  // A database that stays away past the retry budget is a temporary condition, not a bug.
  if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
    const retryAfter =
      error instanceof DatabaseUnavailableError ? error.retryAfterSeconds : UNAVAILABLE_RETRY_AFTER
    return NextResponse.json(
      { message: UNAVAILABLE_MESSAGE },
      { status: 503, headers: { ...retryAfterHeaders(retryAfter), 'Cache-Control': 'no-store' } },
    )
  }
  console.error(error)
  return NextResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 })
}

/** Wraps a route handler so that every thrown error becomes a JSON answer without a stack. */
export function handle<Args extends unknown[]>(
  fn: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await fn(...args)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
}

/** Bodies up to this size are kept for a retry; larger ones are left to the handler to refuse. */
const MAX_RETRY_BODY_BYTES = 16 * 1024 * 1024

/**
 * Like `handle`, and a handler that failed on a lost database connection runs again for up to a
 * few seconds, each time on its own copy of the request (a body can be read only once). For
 * handlers whose work is safe to repeat: reads, updates that set values, deletes. The body is
 * read into memory once, up front, and only when it declares a length no handler would accept
 * past; a larger or undeclared-length body gets one attempt with the request as it came, so the
 * handler's own size check refuses it (413) without the copy holding it up.
 */
export function handleWithRetry<Args extends [Request, ...unknown[]]>(
  fn: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return handle(async (...args: Args) => {
    const [request, ...rest] = args
    const declared = Number(request.headers.get('content-length') ?? Number.NaN)
    const bodyless = request.body === null
    if (!bodyless && !(declared <= MAX_RETRY_BODY_BYTES)) return fn(...args)
    const body = bodyless ? null : new Uint8Array(await request.arrayBuffer())
    return withDbRetry(() => fn(...([new Request(request, { body }), ...rest] as unknown as Args)))
  })
}
