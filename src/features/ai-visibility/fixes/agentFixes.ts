import { SERVER_CARD_SCHEMA } from '../facts/agent'
import { wafHint } from './crawlerFixes'
import type { FixSnippet, FixSource } from './source'
import { brandName, description, siteOrigin } from './values'

/** What the agent-readiness fixes need of a result, beyond its checks (`agentReadiness.details`). */
export type AgentDetails = {
  /** The MCP endpoint the card names, if any. */
  endpoint: string | null
  cardFound: boolean
  /** The Link values the home page should send and does not. */
  missingLinks: string[]
  /** The site's Content-Signal, `name → allowed`, to say the same in Content-Usage. */
  contentSignal: Record<string, boolean> | null
  /** Each crawler stopped at the edge, with what it met. */
  blocked: { crawler: string; met: string }[]
}

function detailsOf(result: FixSource): AgentDetails | null {
  const details = (result.agentReadiness as { details?: unknown } | undefined)?.details
  return details && typeof details === 'object' ? (details as AgentDetails) : null
}

/** example.com → com.example: the reverse-DNS namespace of a server card's name. */
const namespaceOf = (result: FixSource) =>
  new URL(siteOrigin(result)).hostname.split('.').reverse().join('.')

export function mcpServerCardFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const details = detailsOf(result)
  const endpoint = details?.endpoint ?? `${siteOrigin(result)}/mcp`
  const card = {
    $schema: SERVER_CARD_SCHEMA,
    name: `${namespaceOf(result)}/mcp`,
    version: '1.0.0',
    title: brandName(result).slice(0, 100),
    description: description(result).slice(0, 100),
    websiteUrl: `${siteOrigin(result)}/`,
    remotes: [{ type: 'streamable-http', url: endpoint }],
  }
  const fixes: FixSnippet[] = []
  if (!details?.cardFound) {
    fixes.push({
      where: `a new file at ${siteOrigin(result)}/.well-known/mcp/server-card.json (application/json)`,
      snippet: JSON.stringify(card, null, 2),
    })
  }
  fixes.push({
    where: `your MCP server at ${endpoint}: it must answer this request with an initialize result`,
    snippet: `curl -sS -X POST ${endpoint} -H 'content-type: application/json' -H 'accept: application/json, text/event-stream' \\\n  -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}'`,
  })
  return fixes
}

export function apiCatalogFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const site = siteOrigin(result)
  const linkset = {
    linkset: [
      {
        anchor: `${site}/api`,
        'service-desc': [
          { href: `${site}/openapi.json`, type: 'application/vnd.oai.openapi+json' },
        ],
        'service-doc': [{ href: `${site}/docs/api`, type: 'text/html' }],
      },
    ],
  }
  return [
    {
      where: `${site}/.well-known/api-catalog, served as application/linkset+json (the OpenAPI document at the service-desc address)`,
      snippet: JSON.stringify(linkset, null, 2),
    },
  ]
}

export function linkHeadersFix(result: FixSource, failing: boolean): FixSnippet[] {
  const missing = detailsOf(result)?.missingLinks ?? []
  if (!failing || missing.length === 0) return []
  return [
    { where: 'the response headers of your home page', snippet: `Link: ${missing.join(', ')}` },
  ]
}

/**
 * Why a fix gives a header rather than the robots.txt line that says the same: a site that
 * follows it would lose its Lighthouse SEO score, one error per robots.txt group.
 */
const NOT_IN_ROBOTS = "but Lighthouse's SEO audit counts it as an unknown directive"

export function contentUsageFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const signal = detailsOf(result)?.contentSignal
  const said = (name: string, fallback: boolean) => ((signal?.[name] ?? fallback) ? 'y' : 'n')
  const value = `search=${said('search', true)}, train-ai=${said('ai-train', true)}, ai-use=${said('ai-input', true)}`
  return [
    {
      where: `the response headers of your pages (y allows, n refuses: say what you mean). A robots.txt line says the same, ${NOT_IN_ROBOTS}`,
      snippet: `Content-Usage: ${value}`,
    },
  ]
}

export function webmcpFix(_result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  return [
    {
      where:
        'your contact form (and each form an agent may fill): the tool and each field described',
      snippet: [
        '<form action="/contact" method="post" toolname="send_enquiry"',
        '      tooldescription="Send an enquiry to the team; they answer within one working day.">',
        '  <input name="email" type="email" required toolparamdescription="Where the answer goes">',
        '  <textarea name="message" required toolparamdescription="What you need, in a few sentences"></textarea>',
        '  <button type="submit">Send</button>',
        '</form>',
      ].join('\n'),
    },
  ]
}

export function botChallengesFix(result: FixSource, failing: boolean): FixSnippet[] {
  const blocked = detailsOf(result)?.blocked ?? []
  if (!failing || blocked.length === 0) return []
  return [
    {
      where: 'your CDN or bot protection',
      snippet: wafHint(
        blocked.map((entry) => entry.crawler),
        blocked.map((entry) => `${entry.crawler} met ${entry.met}`),
      ),
    },
  ]
}

export function protectedResourceFix(result: FixSource, failing: boolean): FixSnippet[] {
  const endpoint = detailsOf(result)?.endpoint
  if (!failing || !endpoint) return []
  const metadata = `${new URL(endpoint).origin}/.well-known/oauth-protected-resource`
  return [
    {
      where: `${metadata} (application/json), named by the 401 answers of ${endpoint}`,
      snippet: [
        JSON.stringify(
          { resource: endpoint, authorization_servers: ['https://auth.example.com'] },
          null,
          2,
        ),
        '',
        `WWW-Authenticate: Bearer resource_metadata="${metadata}"`,
      ].join('\n'),
    },
  ]
}

export function licensingFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const licence = `${siteOrigin(result)}/license.xml`
  return [
    {
      where: `the response headers of your pages, or a <link rel="license"> in their <head>, pointing at your RSL licence (the terms on which AI may use your content). RSL's robots.txt License line says the same, ${NOT_IN_ROBOTS}`,
      snippet: `Link: <${licence}>; rel="license"; type="application/rsl+xml"`,
    },
  ]
}
