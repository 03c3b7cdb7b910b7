import { env } from '@/env'
import { OPENAPI_MEDIA_TYPE, openApiDocument } from '@/lib/openapi/document'

/**
 * /api/openapi.json: the OpenAPI document of the public API, generated from the handlers' zod
 * schemas. Built once per deployment (the schemas and SITE_URL change only with one) and served
 * as a static file; any page may read it.
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(`${JSON.stringify(openApiDocument(env().SITE_URL), null, 2)}\n`, {
    headers: {
      'Content-Type': OPENAPI_MEDIA_TYPE,
      'Access-Control-Allow-Origin': '*',
    },
  })
}
