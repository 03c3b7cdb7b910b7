import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

import { toApiError } from '@/lib/http/errors'

/**
 * A tool's answer: the text a model reads and, when the tool declares an output schema, the
 * same facts as structured content.
 */
export function toolResult(text: string, structured?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: 'text', text }],
    ...(structured ? { structuredContent: structured } : {}),
  }
}

/** A tool's refusal, which the calling model reads (not a protocol error). */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true }
}

/**
 * Runs a tool so that whatever it throws becomes a refusal the client may see: the site's typed
 * errors with their own message (and the wait of a 429), anything else logged and answered with
 * the generic message. The SDK would otherwise put any error's own text in the answer, and a
 * database error's text names tables and columns.
 */
export async function safely(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run()
  } catch (thrown) {
    const error = toApiError(thrown)
    const retryAfter = error.details?.retryAfter
    const wait = typeof retryAfter === 'number' ? ` Retry after ${Math.ceil(retryAfter)} s.` : ''
    return toolError(`${error.message}${wait}`)
  }
}
