import { serverCardResponse } from '@/features/mcp/serverCard'

/**
 * /.well-known/mcp/server-card.json: the MCP server card where domain-level discovery looks for
 * it. Built once per deployment from SITE_URL, so no request header can change what it names.
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return serverCardResponse()
}
