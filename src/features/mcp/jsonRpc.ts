import { type ApiError, toApiError } from '@/lib/http/errors'

/**
 * Refusals of the MCP endpoint, in the shape its transport prescribes: a JSON-RPC error without
 * an id (no message was read, or none could be), with the HTTP status of the refusal.
 */

/** JSON-RPC 2.0's codes, and the MCP SDK's for transport errors. */
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  internalError: -32603,
  /** A refusal at the transport (size, rate, origin, method): the SDK's own code for these. */
  serverError: -32000,
} as const

export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
  data?: Record<string, unknown>,
): Response {
  return Response.json(
    { jsonrpc: '2.0', error: { code, message, ...(data ? { data } : {}) }, id: null },
    {
      status,
      headers: { 'Cache-Control': 'no-store', ...headers },
    },
  )
}

/** The codes of the refusals the site's HTTP helpers throw (413, 415, 429, unreadable JSON). */
function codeOf(error: ApiError): number {
  if (error.code === 'invalid_json') return JSON_RPC.parseError
  if (error.status >= 500) return JSON_RPC.internalError
  return JSON_RPC.serverError
}

/**
 * Anything thrown before the MCP server ran, as a JSON-RPC error: the site's typed errors keep
 * their status and message (a 429 its Retry-After), and anything else is logged and answered
 * 500 without detail (toApiError).
 */
export function jsonRpcFromError(thrown: unknown): Response {
  const error = toApiError(thrown)
  const retryAfter = error.details?.retryAfter
  const headers: Record<string, string> =
    typeof retryAfter === 'number' ? { 'Retry-After': String(Math.ceil(retryAfter)) } : {}
  const data = typeof retryAfter === 'number' ? { retryAfter } : undefined
  return jsonRpcError(error.status, codeOf(error), error.message, headers, data)
}

/** The one answer to every method but POST (and OPTIONS): the server offers no GET stream. */
export const ALLOWED_METHODS = 'POST, OPTIONS'

export function methodNotAllowed(): Response {
  return jsonRpcError(
    405,
    JSON_RPC.serverError,
    'Method not allowed. This MCP endpoint takes JSON-RPC messages by POST only.',
    { Allow: ALLOWED_METHODS },
  )
}
