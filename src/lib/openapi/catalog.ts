import { DISCOVERY, SERVER_CARD_MEDIA_TYPE } from '@/lib/http/agentHeaders'

import { OPENAPI_MEDIA_TYPE } from './document'

/**
 * The API catalog (RFC 9727): the site's APIs as a linkset (RFC 9264, `application/linkset+json`
 * with the catalog's profile). The catalog itself lists each API's endpoint as an `item`; each
 * API then has its own context with its description for machines (`service-desc`: the OpenAPI
 * document), its documentation for people (`service-doc`) and, for the HTTP API, its status.
 * The MCP server's card is its `service-meta`: an OpenAPI reader that follows `service-desc`
 * links finds OpenAPI documents only.
 */
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727'

export const API_CATALOG_MEDIA_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`

/** The link an api-catalog answer carries about itself, as RFC 9727 asks of a HEAD answer. */
export const API_CATALOG_LINK = `<${DISCOVERY.apiCatalog}>; rel="api-catalog"`

export function apiCatalog(siteUrl: string) {
  const url = (path: string) => `${siteUrl}${path}`
  const docs = { href: url(DISCOVERY.docs), type: 'text/html' }
  return {
    linkset: [
      {
        anchor: url(DISCOVERY.apiCatalog),
        item: [{ href: url('/api') }, { href: url(DISCOVERY.mcp) }],
      },
      {
        anchor: url('/api'),
        'service-desc': [{ href: url(DISCOVERY.openApi), type: OPENAPI_MEDIA_TYPE }],
        'service-doc': [docs],
        status: [{ href: url('/api/health'), type: 'application/json' }],
      },
      {
        anchor: url(DISCOVERY.mcp),
        'service-meta': [{ href: url(DISCOVERY.serverCard), type: SERVER_CARD_MEDIA_TYPE }],
        'service-doc': [docs],
      },
    ],
  }
}
