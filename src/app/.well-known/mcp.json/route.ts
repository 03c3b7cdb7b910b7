import { serverCardResponse } from '@/features/mcp/serverCard'

/** /.well-known/mcp.json: the same server card at the address older MCP clients look at. */
export const dynamic = 'force-static'

export function GET(): Response {
  return serverCardResponse('application/json')
}
