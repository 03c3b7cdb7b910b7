import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'

import { env } from '@/env'
import { SERVER_CARD_MEDIA_TYPE } from '@/lib/http/agentHeaders'

import {
  MCP_SERVER_DESCRIPTION,
  MCP_SERVER_TITLE,
  MCP_SERVER_VERSION,
  mcpEndpoint,
  mcpServerName,
} from './info'

/**
 * The MCP server card (SEP-2127, the server-card extension's v1 schema): who the server is and
 * where to connect, for a client that knows only the domain. It declares no tools (clients list
 * them over the connection) and nothing secret. Every value agrees with what the server itself
 * answers to `initialize`.
 */
export const SERVER_CARD_SCHEMA =
  'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'

/** Streamable HTTP came with 2025-03-26: earlier versions spoke the older HTTP+SSE transport. */
const STREAMABLE_HTTP_VERSIONS = SUPPORTED_PROTOCOL_VERSIONS.filter(
  (version) => version >= '2025-03-26',
)

export function serverCard(siteUrl: string = env().SITE_URL) {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: mcpServerName(siteUrl),
    version: MCP_SERVER_VERSION,
    title: MCP_SERVER_TITLE,
    description: MCP_SERVER_DESCRIPTION,
    websiteUrl: siteUrl,
    remotes: [
      {
        type: 'streamable-http' as const,
        url: mcpEndpoint(siteUrl),
        supportedProtocolVersions: STREAMABLE_HTTP_VERSIONS,
      },
    ],
  }
}

/**
 * The card as served at each of its addresses: any page may read it (the extension asks hosts
 * to allow browser clients), and it changes only with a deployment.
 */
export function serverCardResponse(contentType: string = SERVER_CARD_MEDIA_TYPE): Response {
  return new Response(`${JSON.stringify(serverCard(), null, 2)}\n`, {
    headers: {
      'Content-Type': contentType,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET',
      'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
      'Access-Control-Expose-Headers': 'ETag',
    },
  })
}
