import { env } from '@/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import type { RateLimit } from '@/lib/http/rateLimit'

/**
 * The bounds of the public MCP server. A message of this server's protocol (an `initialize`, a
 * tool call with a domain or a few search words) is well under a kilobyte; 16 KB leaves room
 * for clients that describe themselves at length.
 */
export const MCP_MAX_BODY_BYTES = BODY_LIMITS.mcp

/** Messages in one JSON-RPC batch (protocol versions before 2025-06-18 allow batches). */
export const MCP_MAX_BATCH = 10

/** Values in one tool call's arguments, counted through nested arrays and objects. */
export const MCP_MAX_INPUT_ELEMENTS = 20

/** Posts one search answers with at most. */
export const MAX_SEARCH_RESULTS = 20

/** Words of a search query that count; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8

/**
 * Every request to /mcp (an `initialize`, a notification, a tool call) spends one point of the
 * client address's budget. The checker tool spends the checker's own budget as well, as the
 * domain check of the API does.
 */
export function mcpRateLimit(): RateLimit {
  return {
    name: 'mcp',
    points: env().MCP_RATE_LIMIT,
    durationSeconds: 60,
    message: 'Too many requests from your address. Please wait a minute and try again.',
  }
}
