import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

import { env } from '@/env'

import {
  MCP_INSTRUCTIONS,
  MCP_SERVER_DESCRIPTION,
  MCP_SERVER_TITLE,
  MCP_SERVER_VERSION,
  mcpServerName,
} from './info'
import { MCP_MAX_INPUT_ELEMENTS } from './limits'
import { registerCheckerTools } from './tools/checker'
import { registerOfferTools } from './tools/offers'
import { registerPostTools } from './tools/posts'

/**
 * The public MCP server: tools only, all of them reads. A new one serves each HTTP request and
 * is dropped with it, so no instance holds a session another would not know.
 */
export function createMcpServer({ clientIp }: { clientIp: string }): McpServer {
  const server = new McpServer(
    {
      name: mcpServerName(),
      title: MCP_SERVER_TITLE,
      version: MCP_SERVER_VERSION,
      description: MCP_SERVER_DESCRIPTION,
      websiteUrl: env().SITE_URL,
    },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: MCP_INSTRUCTIONS,
      maxToolInputElements: MCP_MAX_INPUT_ELEMENTS,
    },
  )
  registerPostTools(server)
  registerOfferTools(server)
  registerCheckerTools(server, clientIp)
  return server
}
