import { env } from '@/env'
import { API_CATALOG_LINK, API_CATALOG_MEDIA_TYPE, apiCatalog } from '@/lib/openapi/catalog'

/**
 * /.well-known/api-catalog (RFC 9727): the site's APIs, with a Link to itself that a HEAD
 * request gets too. Built once per deployment from SITE_URL; any page may read it.
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(`${JSON.stringify(apiCatalog(env().SITE_URL), null, 2)}\n`, {
    headers: {
      'Content-Type': API_CATALOG_MEDIA_TYPE,
      Link: API_CATALOG_LINK,
      'Access-Control-Allow-Origin': '*',
    },
  })
}
