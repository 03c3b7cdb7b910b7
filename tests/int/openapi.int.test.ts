import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

import { POST as aiCheck } from '@/app/api/ai-check/route'
import { POST as monitor } from '@/app/api/ai-check/monitor/route'
import { GET as getPost } from '@/app/api/blog/[slug]/route'
import { GET as listPosts } from '@/app/api/blog/route'
import { POST as waitlist } from '@/app/api/clavius-waitlist/route'
import { POST as contact } from '@/app/api/contact-message/route'
import { GET as health } from '@/app/api/health/route'
import { GET as openApiRoute } from '@/app/api/openapi.json/route'
import { GET as catalogRoute } from '@/app/.well-known/api-catalog/route'
import { GET as oldCardRoute } from '@/app/.well-known/mcp.json/route'
import { GET as cardRoute } from '@/app/.well-known/mcp/server-card.json/route'
import { GET as endpointCardRoute } from '@/app/mcp/server-card/route'
import { serverCard } from '@/features/mcp/serverCard'
import { apiCatalog } from '@/lib/openapi/catalog'
import { openApiDocument, REQUEST_SCHEMAS } from '@/lib/openapi/document'
import {
  acknowledged,
  aiCheckAnswer,
  aiCheckError,
  created,
  errorResponse,
  health as healthAnswer,
  onePost,
  postList,
} from '@/lib/openapi/responses'
import { SCHEMA_BY_SOURCE } from '@/lib/validation/contactMessage'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
} from '../../scripts/lib/fixtureSite'
import { testPayload } from '../support/payload'

// The checker may reach the fixture site on loopback.
vi.hoisted(() => {
  process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
})

/**
 * The OpenAPI document against the handlers it describes: their real answers parse with the
 * documented response schemas, and for any body the documented request schema refuses, the
 * handler refuses it with the same reasons, field by field.
 */
const SITE = 'http://localhost:3000'

let ipCounter = 0
const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++ipCounter}` },
      body: JSON.stringify(body),
    }),
  )

/** What parseWith answers for a body: the first reason per field. */
function reasons(schema: z.ZodType, body: unknown): Record<string, string> | null {
  const result = schema.safeParse(body)
  if (result.success) return null
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message
  return errors
}

async function expectParses(schema: z.ZodType, response: Response, status: number) {
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(status)
  const parsed = schema.safeParse(body)
  expect(parsed.error?.issues ?? [], JSON.stringify(body).slice(0, 300)).toEqual([])
  return body
}

let payload: Payload
let slug: string
const sites: FixtureSite[] = []

beforeAll(async () => {
  payload = await testPayload()
  slug = `openapi-${Date.now().toString(36)}`
  await payload.create({
    collection: 'posts',
    data: {
      title: 'Documented post',
      slug,
      content: '# Heading\n\nBody.',
      status: 'published',
      publishedAt: '2026-02-01T10:00:00.000Z',
      tags: ['api'],
    } as never,
    overrideAccess: true,
  })
})
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

describe('the documented answers are the handlers’ answers', () => {
  it('for the blog', async () => {
    await expectParses(postList, await listPosts(new Request(`${SITE}/api/blog`)), 200)
    const params = (value: string) => ({ params: Promise.resolve({ slug: value }) })
    await expectParses(
      onePost,
      await getPost(new Request(`${SITE}/api/blog/${slug}`), params(slug)),
      200,
    )
    await expectParses(
      errorResponse,
      await getPost(new Request(`${SITE}/api/blog/nothing-here`), params('nothing-here')),
      404,
    )
  })

  it('for an enquiry, the waitlist and a refused body', async () => {
    const message = {
      source: 'contact-page',
      fullName: 'Ada Lovelace',
      workEmail: 'ada@example.com',
      company: 'Engines Ltd',
      companySize: '1-10',
      message: 'We would like an AI-native website.',
    }
    await expectParses(created, await post(contact, '/api/contact-message', message), 201)
    const joined = await post(waitlist, '/api/clavius-waitlist', {
      name: 'Ada',
      email: `ada-${Date.now()}@example.com`,
    })
    await expectParses(acknowledged, joined, 201)
    await expectParses(errorResponse, await post(waitlist, '/api/clavius-waitlist', {}), 400)
    await expectParses(aiCheckError, await post(aiCheck, '/api/ai-check', { domain: '' }), 400)
  })

  it('for a domain check', async () => {
    const site: FixtureSite = await startFixtureSite(
      completeSiteRoutes(() => `http://${site.host}`),
    )
    sites.push(site)
    await expectParses(
      aiCheckAnswer,
      await post(aiCheck, '/api/ai-check', { domain: site.host }),
      200,
    )
  })

  it('for the status', async () => {
    await expectParses(healthAnswer, health(), 200)
  })
})

describe('the handlers refuse what the documented request schemas refuse, with the same reasons', () => {
  const cases: [string, (request: Request) => Promise<Response>, z.ZodType, unknown[]][] = [
    [
      '/api/contact-message',
      contact,
      SCHEMA_BY_SOURCE['contact-page'],
      [
        { source: 'contact-page' },
        {
          source: 'contact-page',
          fullName: 'A',
          workEmail: 'not-an-address',
          company: 'B',
          companySize: 'huge',
          message: 'short',
          isAgency: 'yes',
        },
      ],
    ],
    [
      '/api/contact-message',
      contact,
      SCHEMA_BY_SOURCE.modal,
      [{ source: 'modal' }, { source: 'modal', name: 'x'.repeat(300), email: 'x', company: 7 }],
    ],
    [
      '/api/contact-message',
      contact,
      SCHEMA_BY_SOURCE.onboarding,
      [{ source: 'onboarding', buildType: 'rocket', fullName: '', workEmail: '' }],
    ],
    [
      '/api/ai-check',
      aiCheck,
      REQUEST_SCHEMAS['/api/ai-check'][0],
      [{}, { domain: 12 }, { domain: 'x'.repeat(3000) }, { domain: 'example.com', refresh: 'yes' }],
    ],
    [
      '/api/ai-check/monitor',
      monitor,
      REQUEST_SCHEMAS['/api/ai-check/monitor'][0],
      [{}, { domain: '', email: 'no' }],
    ],
    [
      '/api/clavius-waitlist',
      waitlist,
      REQUEST_SCHEMAS['/api/clavius-waitlist'][0],
      [{}, { name: '', email: 'no' }, { name: 'x'.repeat(500), email: 'a@example.com' }],
    ],
  ]

  for (const [path, handler, schema, bodies] of cases) {
    it(`at ${path}`, async () => {
      expect(Object.values(REQUEST_SCHEMAS).flat()).toContain(schema)
      for (const body of bodies) {
        const expected = reasons(schema, body)
        expect(expected, JSON.stringify(body)).not.toBeNull()
        const response = await post(handler, path, body)
        expect(response.status, JSON.stringify(body)).toBe(400)
        const answer = (await response.json()) as {
          errors?: Record<string, string>
          message: string
        }
        // The checker shows the first reason as its message; the others list them all.
        if (path === '/api/ai-check') expect(answer.message).toBe(Object.values(expected!)[0])
        else expect(answer.errors, JSON.stringify(body)).toEqual(expected)
      }
    })
  }
})

describe('the discovery documents', () => {
  it('serve the OpenAPI document with its media type', async () => {
    const response = openApiRoute()
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.oai.openapi+json;version=3.1',
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(SITE))))
  })

  it('serve the API catalog as a linkset, linking to itself', async () => {
    const response = catalogRoute()
    expect(response.headers.get('content-type')).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    )
    expect(response.headers.get('link')).toBe('</.well-known/api-catalog>; rel="api-catalog"')
    expect(await response.json()).toEqual(apiCatalog(SITE))
  })

  it('serve the MCP server card at each of its addresses', async () => {
    for (const route of [cardRoute, oldCardRoute, endpointCardRoute]) {
      const response = route()
      expect(response.headers.get('content-type')).toMatch(
        /^application\/(mcp-server-card\+)?json$/,
      )
      expect(await response.json()).toEqual(serverCard(SITE))
    }
  })
})
