import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'

import { env } from '@/env'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIp, readJson } from '@/lib/http/request'
import { siteOrigins } from '@/lib/http/origin'

import { JSON_RPC, jsonRpcError, jsonRpcFromError } from './jsonRpc'
import { MCP_MAX_BATCH, MCP_MAX_BODY_BYTES, mcpRateLimit } from './limits'
import { createMcpServer } from './server'

/**
 * POST /mcp, the Streamable HTTP transport without sessions and without streams: each POST
 * carries one JSON-RPC message (or a small batch) and is answered with one JSON document, by a
 * server made for that request. In order, before any tool runs:
 *
 * 1. a browser page of another site is refused (403): the transport requires the Origin check;
 * 2. the client address spends a point of its budget (429 past it), before the body is read;
 * 3. the body is read up to MCP_MAX_BODY_BYTES, counted as it streams (413 past it, at once
 *    when Content-Length says so), must be JSON sent as JSON (415, 400);
 * 4. a batch holds 1 to MCP_MAX_BATCH messages (400; JSON-RPC calls an empty one invalid).
 *
 * The SDK's transport then checks the Accept header (406), the JSON-RPC shape (400) and the
 * protocol version header (400), and answers the messages.
 */
export async function handleMcpPost(request: Request): Promise<Response> {
  const origin = request.headers.get('origin')
  if (origin !== null && !siteOrigins(env()).includes(origin)) {
    return jsonRpcError(
      403,
      JSON_RPC.serverError,
      'Requests from another site’s pages are not accepted.',
    )
  }
  let body: unknown
  try {
    await rateLimit(mcpRateLimit(), clientIp(request))
    body = await readJson(request, MCP_MAX_BODY_BYTES)
  } catch (error) {
    return jsonRpcFromError(error)
  }
  if (Array.isArray(body) && (body.length === 0 || body.length > MCP_MAX_BATCH)) {
    return jsonRpcError(
      400,
      JSON_RPC.invalidRequest,
      `Invalid Request: a batch holds 1 to ${MCP_MAX_BATCH} messages.`,
    )
  }
  return answer(request, body)
}

async function answer(request: Request, body: unknown): Promise<Response> {
  const server = createMcpServer({ clientIp: clientIp(request) })
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
  try {
    await server.connect(transport)
    const response = await transport.handleRequest(request, { parsedBody: body })
    response.headers.set('Cache-Control', 'no-store')
    return response
  } catch (error) {
    return jsonRpcFromError(error)
  } finally {
    await server.close()
  }
}
