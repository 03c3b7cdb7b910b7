import { NextResponse } from 'next/server'

import { DatabaseUnavailableError, isConnectionError, withDbRetry } from '@/lib/db/retry'

/**
 * The machine-readable `code` every JSON error carries beside its `message`. Clients may branch
 * on it; the wording of `message` may change, a code does not.
 */
export type ErrorCode =
  | 'bad_request'
  | 'invalid_json'
  | 'validation_failed'
  | 'invalid_image'
  | 'invalid_domain'
  | 'invalid_address'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'forbidden'
  | 'cross_site_refused'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'length_required'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'account_locked'
  | 'internal_error'
  | 'site_unreachable'
  | 'database_unavailable'
  | 'site_timeout'

/** The code of an error that names none, from its status alone. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request'
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 405:
      return 'method_not_allowed'
    case 409:
      return 'conflict'
    case 411:
      return 'length_required'
    case 413:
      return 'payload_too_large'
    case 415:
      return 'unsupported_media_type'
    case 429:
      return 'rate_limited'
    case 502:
      return 'site_unreachable'
    case 503:
      return 'database_unavailable'
    case 504:
      return 'site_timeout'
    default:
      return status >= 400 && status < 500 ? 'bad_request' : 'internal_error'
  }
}

/** The one typed error handlers throw; `toErrorResponse` turns it into JSON. */
export class ApiError extends Error {
  readonly code: ErrorCode

  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    code?: ErrorCode,
  ) {
    super(message)
    this.name = 'ApiError'
    this.code = code ?? codeForStatus(status)
  }
}

/** The answer of a validation failure: a summary and the first reason per field. */
export const CHECK_FIELDS = 'Please check the highlighted fields.'

export function validationFailed(errors: Record<string, string>): ApiError {
  return new ApiError(400, CHECK_FIELDS, { errors }, 'validation_failed')
}

/** What a visitor reads while the database is away; nothing they sent was kept. */
export const UNAVAILABLE_MESSAGE =
  'We could not save or load this right now because of a temporary problem on our side. Please try again in a few seconds.'

/** Seconds a client should wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER = 5

export const INTERNAL_MESSAGE = 'Something went wrong on our side.'

// ---------------------------------------------------------------------------------------------
// Payload's errors
// ---------------------------------------------------------------------------------------------

/**
 * Payload's own errors (ValidationError, Forbidden, NotFound, QueryError, an APIError with a
 * status…), recognised by shape: a production bundle can hold a second copy of Payload's error
 * classes, so `instanceof` is unreliable.
 */
type PayloadError = Error & { status: number; isPublic?: boolean; data?: unknown }

function asPayloadError(error: unknown): PayloadError | undefined {
  if (!(error instanceof Error)) return undefined
  const candidate = error as Partial<PayloadError> & { isOperational?: unknown }
  return typeof candidate.status === 'number' && candidate.isOperational === true
    ? (candidate as PayloadError)
    : undefined
}

/** The HTTP status Payload gave an error it threw, if it is one of Payload's. */
export function payloadErrorStatus(error: unknown): number | undefined {
  return asPayloadError(error)?.status
}

/** The field failures of a Payload ValidationError (400 with a list of field errors). */
export function payloadFieldErrors(
  error: unknown,
): { path: string; message: string }[] | undefined {
  const found = asPayloadError(error)
  if (found?.status !== 400) return undefined
  const errors = (found.data as { errors?: unknown } | undefined)?.errors
  return Array.isArray(errors) ? (errors as { path: string; message: string }[]) : undefined
}

const PAYLOAD_MESSAGES: Record<number, string> = {
  400: 'The request could not be processed.',
  401: 'Authentication required. Log in again.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  409: 'This conflicts with the current state. Reload and try again.',
  413: 'The request is too large.',
}

/** Payload's 4xx as the same status; its 5xx and everything unknown stay internal errors. */
function fromPayloadError(error: unknown): ApiError | undefined {
  const found = asPayloadError(error)
  if (!found || found.status < 400 || found.status >= 500) return undefined
  const fields = payloadFieldErrors(found)
  if (fields) {
    return validationFailed(Object.fromEntries(fields.map((field) => [field.path, field.message])))
  }
  const message =
    found.isPublic && found.message
      ? found.message
      : (PAYLOAD_MESSAGES[found.status] ?? PAYLOAD_MESSAGES[400]!)
  return new ApiError(found.status, message)
}

// ---------------------------------------------------------------------------------------------
// The one mapping to a JSON answer
// ---------------------------------------------------------------------------------------------

/** Anything thrown, as the ApiError a client is shown. Unknown errors are logged here. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const fromPayload = fromPayloadError(error)
  if (fromPayload) return fromPayload
  // A database that stays away past the retry budget is a temporary condition, not a bug.
  if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
    const retryAfter =
      error instanceof DatabaseUnavailableError ? error.retryAfterSeconds : UNAVAILABLE_RETRY_AFTER
    return new ApiError(503, UNAVAILABLE_MESSAGE, { retryAfter }, 'database_unavailable')
  }
  console.error(error)
  return new ApiError(500, INTERNAL_MESSAGE)
}

/**
 * The fields an endpoint adds to its error answers where its clients read their own shape (the
 * login's `error`, the checker's `success: false`); `message` and `code` are always there.
 */
export type ErrorShape = (error: ApiError) => Record<string, unknown>

function retryAfterHeaders(seconds: unknown): Record<string, string> {
  return typeof seconds === 'number' && seconds > 0
    ? { 'Retry-After': String(Math.ceil(seconds)) }
    : {}
}

/** `{ message, code, ...details }` with the error's status. */
export function errorJson(error: ApiError, shape?: ErrorShape): NextResponse {
  // `retryAfter` of a 503 is said in the header only; a 429 says it in the body as well.
  const { retryAfter, ...rest } = error.details ?? {}
  const details = error.status === 503 ? rest : error.details
  const headers: Record<string, string> = retryAfterHeaders(retryAfter)
  if (error.status === 503) headers['Cache-Control'] = 'no-store'
  return NextResponse.json(
    { message: error.message, code: error.code, ...details, ...shape?.(error) },
    { status: error.status, headers },
  )
}

export function toErrorResponse(error: unknown, shape?: ErrorShape): NextResponse {
  return errorJson(toApiError(error), shape)
}

/** Methods that only read: a handler of one may run again as it is. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Wraps a route handler so that every thrown error becomes a JSON answer without a stack. A
 * read (GET or HEAD, or a handler that takes no request) that fails on a lost database
 * connection runs again within the one retry budget (lib/db/retry.ts), then answers 503 with
 * Retry-After; other methods run once here (their writes retry themselves where that is safe,
 * or the route uses `handleWithRetry`).
 */
export function handle<Args extends unknown[]>(
  fn: (...args: Args) => Promise<Response>,
  shape?: ErrorShape,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      const request = args[0]
      const reads = !(request instanceof Request) || SAFE_METHODS.has(request.method)
      return await (reads ? withDbRetry(() => fn(...args)) : fn(...args))
    } catch (error) {
      return toErrorResponse(error, shape)
    }
  }
}

/** Bodies up to this size are kept for a retry; larger ones are left to the handler to refuse. */
const MAX_RETRY_BODY_BYTES = 16 * 1024 * 1024

/**
 * Like `handle`, and a handler of any method that failed on a lost database connection runs
 * again within the one retry budget, each time on its own copy of the request (a body can be
 * read only once). For handlers whose work is safe to repeat: reads, updates that set values,
 * deletes. The body is
 * read into memory once, up front, and only when it declares a length no handler would accept
 * past; a larger or undeclared-length body gets one attempt with the request as it came, so the
 * handler's own size check refuses it (413) without the copy holding it up.
 */
export function handleWithRetry<Rest extends unknown[]>(
  fn: (request: Request, ...rest: Rest) => Promise<Response>,
  shape?: ErrorShape,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return handle(async (request: Request, ...rest: Rest) => {
    const declared = Number(request.headers.get('content-length') ?? Number.NaN)
    const bodyless = request.body === null
    if (!bodyless && !(declared <= MAX_RETRY_BODY_BYTES)) return fn(request, ...rest)
    const body = bodyless ? null : new Uint8Array(await request.arrayBuffer())
    return withDbRetry(() => fn(new Request(request, { body }), ...rest))
  }, shape)
}
