import { env } from '@/env'
import { DISCOVERY } from '@/lib/http/agentHeaders'

/**
 * Who the public MCP server says it is, in its `initialize` answer and in its server card alike,
 * so that a client that compares the two finds them equal.
 */

/** Raised when the tools or their schemas change, so that a client can tell. */
export const MCP_SERVER_VERSION = '1.0.0'

export const MCP_SERVER_TITLE = 'Blog, offers and AI Visibility Checker'

/** At most 100 characters: the server card's limit. */
export const MCP_SERVER_DESCRIPTION =
  'Search and read the blog, read our offers and prices, and check a domain’s AI visibility.'

/** How an agent is told to use the tools, in the `initialize` answer. */
export const MCP_INSTRUCTIONS =
  'Read-only tools of this site: search_posts finds published blog posts by words; read_post ' +
  'returns one post in Markdown by its slug; get_offers lists the plans, bespoke solutions, AI ' +
  'visibility plans and coaching with prices in GBP; check_ai_visibility runs the free AI ' +
  'Visibility Checker on a public domain (rate-limited per client address).'

/**
 * The server's name in reverse-DNS form, `<reversed host>/site` (`com.example/site` for
 * https://example.com), as server cards name servers.
 */
export function mcpServerName(siteUrl: string = env().SITE_URL): string {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '').replace(/[^a-zA-Z0-9.-]/g, '-')
  return `${host.split('.').reverse().join('.')}/site`
}

/** The MCP endpoint's absolute URL, from SITE_URL (never from a request's headers). */
export const mcpEndpoint = (siteUrl: string = env().SITE_URL): string =>
  `${siteUrl}${DISCOVERY.mcp}`
