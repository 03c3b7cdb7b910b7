import type { AfterErrorHook } from 'payload'

import { payloadErrorStatus } from '@/lib/http/errors'

/**
 * Payload passes some malformed queries straight to PostgreSQL, or to a query builder that
 * cannot take them, and answers the failure as a 500: a
 * NUL byte in a text filter, a word where an id or a date belongs, a value outside an enum,
 * `like` on a number, `near`/`within`/`intersects` on a field that is not a point. These are
 * the client's mistakes, so they are answered 400 with a message; any other failure stays a
 * 500.
 *
 * Relies on the failures' text and shape: PostgreSQL's SQLSTATE on the error's `cause` chain,
 * two messages of Payload's query builder as the minified bundle words them
 * (`operators[…] is not a function`, `.split is not a function`), one of its auth (`Cannot find
 * field for path at _verificationToken`), busboy's fixed messages, and Payload's errors told
 * by `status` and `isOperational` once minifying took their class names. Checked against
 * payload 3.90.2 and next 16.4.6 (the production bundle). Guarded by "never answer 5xx, and
 * refuse with a JSON message" and "answers an unreadable body 400 with a message, signed in or
 * not" in tests/int/hostileQueries.int.test.ts, src/lib/upstream/answerBadQueries.test.ts and
 * tests/security/queries.security.ts. Goes once Payload validates a query against its fields'
 * types before it runs (and answers its parser's failures 400).
 */
export const INVALID_QUERY = 'The query is not valid for these fields and values.'
export const INVALID_TOKEN = 'The link is not valid.'

/** SQLSTATE: class 22 is "data exception" (bad values); these others come from bad operators. */
const CLIENT_SQLSTATES = new Set(['42883', '42601', '42804', '42P18', '54001'])

/**
 * Query-builder failures that only a field/operator pairing Payload does not support causes.
 * The production bundle is minified, so the variable names in the message are not Payload's
 * (`adapter.operators[queryOperator]` becomes `s.operators[j]`).
 */
const BUILDER_FAILURES = [
  /(?:^|\.)operators\[[\w$]+\] is not a function/,
  /\.split is not a function/,
]

function sqlState(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** The message to answer with, if `error` came from bad input; undefined otherwise. */
export function badInputMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const state = sqlState(error)
  if (state && (state.startsWith('22') || CLIENT_SQLSTATES.has(state))) return INVALID_QUERY
  if (error instanceof TypeError && BUILDER_FAILURES.some((p) => p.test(error.message))) {
    return INVALID_QUERY
  }
  // Email verification is off for administrators: a token lookup finds no such field.
  if (/Cannot find field for path at _verificationToken/.test(error.message)) return INVALID_TOKEN
  return undefined
}

export const UNREADABLE_BODY = 'The request body could not be read.'

/**
 * Failures of Payload's multipart parser (busboy's fixed messages, and Payload's own for a
 * multipart type without a boundary), which Payload answers with a 500. A JSON body that does
 * not parse is already Payload's 400 "Invalid JSON".
 */
const MULTIPART_FAILURES = [
  /^Multipart: Boundary not found$/,
  /^Malformed (?:content type|part header)$/,
  /^Unexpected end of (?:form|file)$/,
  /^Request is not eligible for file upload$/,
]

/**
 * The message to answer with if `error` came from a request body that could not be read: a
 * broken multipart body, or its `_payload` field (the document as JSON) that does not parse.
 */
export function unreadableBodyMessage(
  error: unknown,
  contentType: string | null | undefined,
): string | undefined {
  if (!(error instanceof Error) || !/^\s*multipart\//i.test(contentType ?? '')) return undefined
  if (error instanceof SyntaxError) return UNREADABLE_BODY
  return MULTIPART_FAILURES.some((pattern) => pattern.test(error.message))
    ? UNREADABLE_BODY
    : undefined
}

/**
 * A public 4xx error Payload threw (or a hook threw as Payload's APIError), if `error` is one.
 * Minifying the production bundle can leave Payload's error classes without a `name`, and
 * Payload then answers such an error as "An unknown error occurred."; its own message, and the
 * `data` it carries (a retry time), are what the client should read.
 */
export function publicClientError(
  error: unknown,
): { message: string; status: number; data?: Record<string, unknown> } | undefined {
  // Payload's errors are recognised by shape (status and isOperational), as everywhere else.
  const status = payloadErrorStatus(error)
  if (status === undefined || status < 400 || status >= 500) return undefined
  const candidate = error as Error & { isPublic?: unknown; data?: unknown }
  if (!candidate.message || candidate.isPublic === false) return undefined
  const data =
    candidate.data && typeof candidate.data === 'object'
      ? (candidate.data as Record<string, unknown>)
      : undefined
  return { message: candidate.message, status, ...(data ? { data } : {}) }
}

export const answerBadQueries: AfterErrorHook = ({ error, req, result }) => {
  const unreadable = unreadableBodyMessage(error, req?.headers?.get('content-type'))
  if (unreadable)
    return { response: { errors: [{ message: unreadable }], message: unreadable }, status: 400 }
  const message = badInputMessage(error)
  if (!message) {
    const known = publicClientError(error)
    if (!known) return
    const answered = (result as { errors?: { message?: unknown; data?: unknown }[] } | undefined)
      ?.errors?.[0]
    // Payload recognised the error itself: its answer already holds the message and data.
    if (answered?.message === known.message && (answered.data || !known.data)) return
    const { message: text, status, data } = known
    return { response: { errors: [{ message: text, ...(data ? { data } : {}) }] }, status }
  }
  return { response: { errors: [{ message }], message }, status: 400 }
}
