import { handleMcpPost } from '@/features/mcp/handler'
import { ALLOWED_METHODS, methodNotAllowed } from '@/features/mcp/jsonRpc'

/**
 * The public, read-only MCP server (Streamable HTTP, stateless): POST only. It offers no GET
 * stream and no sessions to end, so GET and DELETE answer 405 with `Allow`, as the transport
 * allows; so does any other method.
 */
export const dynamic = 'force-dynamic'

export const POST = handleMcpPost

export const GET = methodNotAllowed
export const DELETE = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { Allow: ALLOWED_METHODS } })
}
