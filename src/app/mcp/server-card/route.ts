import { serverCardResponse } from '@/features/mcp/serverCard'

/**
 * /mcp/server-card: the server card at the address the server-card extension now reserves for
 * it (the MCP endpoint's URL followed by /server-card).
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return serverCardResponse()
}
