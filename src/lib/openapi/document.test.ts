import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { aiCheckSchema } from '@/lib/validation/aiCheck'
import { aiMonitorSchema } from '@/lib/validation/aiMonitor'
import { SCHEMA_BY_SOURCE } from '@/lib/validation/contactMessage'
import { waitlistSchema } from '@/lib/validation/waitlist'

import { apiCatalog } from './catalog'
import { openApiDocument, REQUEST_SCHEMAS } from './document'

const API_DIR = path.resolve(import.meta.dirname, '../../app/api')

/**
 * Route folders under src/app/api that are not for anonymous visitors: the administrator's API
 * (bearer token), the draft preview (an editor's link), and the document itself.
 */
const NOT_PUBLIC = /^\/api\/(admin|draft-preview)(\/|$)|^\/api\/openapi\.json$/

/** Every route file under src/app/api, as OpenAPI paths with the methods the file exports. */
function routeFiles(dir = API_DIR, prefix = '/api'): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[(.+)\]$/, '{$1}')
      found.push(...routeFiles(full, `${prefix}/${segment}`))
    } else if (entry.name === 'route.ts') {
      const source = readFileSync(full, 'utf8')
      const methods = [
        ...source.matchAll(/export (?:const|(?:async )?function) (GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((match) => match[1]!.toLowerCase())
      found.push({ path: prefix, methods })
    }
  }
  return found
}

type Operation = {
  operationId: string
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
  responses: Record<string, unknown>
}

/** The document as it is served: JSON. */
type Served = {
  openapi: string
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, unknown> }
}

const document: Served = JSON.parse(JSON.stringify(openApiDocument('https://www.example.com')))

/** zod's own JSON Schema of what a handler accepts (its input), as OpenAPI 3.1 embeds it. */
const inputSchema = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' })
  return rest
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 for the site’s own origin', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: 'https://www.example.com' }])
  })

  it('lists every public route under src/app/api with each method it takes, and no other', () => {
    const routes = routeFiles().filter((route) => !NOT_PUBLIC.test(route.path))
    expect(routes.length).toBeGreaterThanOrEqual(10)
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const served = routes.flatMap((route) =>
      route.methods.map((method) => `${method.toUpperCase()} ${route.path}`),
    )
    expect(documented.sort()).toEqual(served.sort())
  })

  it('describes each request body with the schema its handler validates with', () => {
    expect(REQUEST_SCHEMAS).toEqual({
      '/api/contact-message': Object.values(SCHEMA_BY_SOURCE),
      '/api/ai-check': [aiCheckSchema],
      '/api/ai-check/monitor': [aiMonitorSchema],
      '/api/clavius-waitlist': [waitlistSchema],
    })
    for (const [path, schemas] of Object.entries(REQUEST_SCHEMAS)) {
      const body = document.paths[path]!.post!.requestBody!
      const schema = body.content['application/json']!.schema
      const expected = schemas.map(inputSchema)
      expect(schemas.length === 1 ? [schema] : schema.anyOf, path).toEqual(expected)
    }
  })

  it('gives every operation an id and a JSON error for every refusal', () => {
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/)
        ids.add(operation.operationId)
        if (method === 'post') {
          expect(Object.keys(operation.responses)).toEqual(
            expect.arrayContaining(['400', '413', '415', '429', '503']),
          )
        }
      }
    }
    expect(ids.size).toBe(Object.values(document.paths).flatMap(Object.keys).length)
  })

  it('resolves every $ref', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)]
    expect(refs.length).toBeGreaterThan(0)
    for (const [, name] of refs) expect(document.components?.schemas?.[name!], name).toBeTruthy()
  })
})

describe('the API catalog', () => {
  const catalog = apiCatalog('https://www.example.com')

  it('lists the HTTP API and the MCP server as items of the catalog', () => {
    expect(catalog.linkset[0]).toEqual({
      anchor: 'https://www.example.com/.well-known/api-catalog',
      item: [{ href: 'https://www.example.com/api' }, { href: 'https://www.example.com/mcp' }],
    })
  })

  it('describes the HTTP API by the OpenAPI document, its docs and its status', () => {
    expect(catalog.linkset[1]).toEqual({
      anchor: 'https://www.example.com/api',
      'service-desc': [
        {
          href: 'https://www.example.com/api/openapi.json',
          type: 'application/vnd.oai.openapi+json;version=3.1',
        },
      ],
      'service-doc': [{ href: 'https://www.example.com/agents', type: 'text/html' }],
      status: [{ href: 'https://www.example.com/api/health', type: 'application/json' }],
    })
  })

  it('points to the MCP server card without calling it an OpenAPI document', () => {
    expect(catalog.linkset[2]).toEqual({
      anchor: 'https://www.example.com/mcp',
      'service-meta': [
        {
          href: 'https://www.example.com/.well-known/mcp/server-card.json',
          type: 'application/mcp-server-card+json',
        },
      ],
      'service-doc': [{ href: 'https://www.example.com/agents', type: 'text/html' }],
    })
  })
})
