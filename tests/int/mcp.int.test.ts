import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as route from '@/app/mcp/route'
import { getOffers } from '@/data/offers'
import { serverCard } from '@/features/mcp/serverCard'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
} from '../../scripts/lib/fixtureSite'
import { testPayload } from '../support/payload'

// Set before the imports run, which start the app: the fixture site is on loopback.
vi.hoisted(() => {
  process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
  process.env.RATE_LIMIT = 'true'
})

/**
 * The public MCP server through the official SDK's client, over its Streamable HTTP transport,
 * whose requests go to the route handler itself (as Next would call it), each from the client
 * address the test gives.
 */
const ENDPOINT = 'http://localhost:3000/mcp'

let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

function routedFetch(ip: string) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    request.headers.set('x-forwarded-for', ip)
    const handler = {
      POST: route.POST,
      GET: route.GET,
      DELETE: route.DELETE,
      PUT: route.PUT,
      PATCH: route.PATCH,
    }[request.method]
    if (!handler) throw new Error(`unexpected ${request.method}`)
    return handler(request)
  }
}

async function connect(ip = freshIp()): Promise<Client> {
  const client = new Client({ name: 'mcp-int-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(ENDPOINT), { fetch: routedFetch(ip) }),
  )
  return client
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('')

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

let payload: Payload
const sites: FixtureSite[] = []
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

/** A word no other post of the database holds, in every post of one test. */
const WORD = `zebrafinch${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await testPayload()
  const post = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'posts',
      data: { content: 'Body text', ...data } as never,
      overrideAccess: true,
    })
  await post({
    title: `Published ${WORD} guide`,
    slug: unique('published'),
    excerpt: 'What the published post says.',
    content: `# Heading\n\nA [relative link](/contact) and the word ${WORD}.`,
    status: 'published',
    publishedAt: '2026-01-02T10:00:00.000Z',
    tags: ['guides'],
  })
  await post({ title: `Draft ${WORD}`, slug: unique('draft'), status: 'draft' })
  await post({
    title: `Scheduled ${WORD}`,
    slug: unique('scheduled'),
    status: 'published',
    publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
  })
  const trashed = await post({
    title: `Trashed ${WORD}`,
    slug: unique('trashed'),
    status: 'published',
    publishedAt: '2026-01-01T10:00:00.000Z',
  })
  await payload.update({
    collection: 'posts',
    id: trashed.id,
    data: { deletedAt: new Date().toISOString() } as never,
    overrideAccess: true,
  })
})

describe('the MCP server, through the SDK client', () => {
  it('names itself and lists its four tools, each with an input schema', async () => {
    const client = await connect()
    // What it answers agrees with its server card.
    const card = serverCard()
    expect(client.getServerVersion()).toMatchObject({
      name: card.name,
      version: card.version,
      title: card.title,
      websiteUrl: card.websiteUrl,
    })
    expect(card.remotes[0]!.url).toBe(ENDPOINT)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_ai_visibility',
      'get_offers',
      'read_post',
      'search_posts',
    ])
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40)
      expect(tool.inputSchema.type, tool.name).toBe('object')
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true)
    }
    const search = tools.find((tool) => tool.name === 'search_posts')!
    expect(search.inputSchema.required).toEqual(['query'])
    await client.close()
  })

  it('finds a published post by a word of its title, and no draft, scheduled or trashed one', async () => {
    const client = await connect()
    const result = await client.callTool({ name: 'search_posts', arguments: { query: WORD } })
    expect(result.isError).toBeFalsy()
    const found = result.structuredContent as { total: number; posts: { title: string }[] }
    expect(found.posts.map((post) => post.title)).toEqual([`Published ${WORD} guide`])
    expect(found.total).toBe(1)
    expect(textOf(result)).toContain(`Published ${WORD} guide`)
    await client.close()
  })

  it('needs every word of the query', async () => {
    const client = await connect()
    const both = await client.callTool({
      name: 'search_posts',
      arguments: { query: `GUIDE ${WORD}` },
    })
    expect((both.structuredContent as { total: number }).total).toBe(1)
    const other = await client.callTool({
      name: 'search_posts',
      arguments: { query: `${WORD} nowhere-else` },
    })
    expect((other.structuredContent as { total: number }).total).toBe(0)
    expect(textOf(other)).toBe(`No published post matches “${WORD} nowhere-else”.`)
    await client.close()
  })

  it('reads a published post in Markdown, with absolute links', async () => {
    const client = await connect()
    const search = await client.callTool({ name: 'search_posts', arguments: { query: WORD } })
    const [{ slug }] = (search.structuredContent as { posts: { slug: string }[] }).posts
    const result = await client.callTool({ name: 'read_post', arguments: { slug } })
    expect(result.isError).toBeFalsy()
    const post = result.structuredContent as Record<string, unknown>
    expect(post).toMatchObject({
      slug,
      title: `Published ${WORD} guide`,
      url: `http://localhost:3000/blog/${slug}`,
      markdownUrl: `http://localhost:3000/blog/${slug}.md`,
      tags: ['guides'],
      author: 'Admin',
    })
    expect(post.markdown).toBe(
      `# Heading\n\nA [relative link](http://localhost:3000/contact) and the word ${WORD}.`,
    )
    await client.close()
  })

  it('reads no draft, scheduled or trashed post, and refuses what is not a slug', async () => {
    const client = await connect()
    const { docs } = await payload.find({
      collection: 'posts',
      where: { title: { in: [`Draft ${WORD}`, `Scheduled ${WORD}`, `Trashed ${WORD}`] } },
      trash: true,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(3)
    for (const { slug } of docs) {
      const result = await client.callTool({ name: 'read_post', arguments: { slug } })
      expect(result.isError, slug).toBe(true)
      expect(textOf(result)).toBe(`No published post has the slug “${slug}”.`)
    }
    const bad = await client.callTool({ name: 'read_post', arguments: { slug: '../etc/passwd' } })
    expect(bad.isError).toBe(true)
    expect(textOf(bad)).toContain('A slug is lowercase letters, digits and hyphens')
    await client.close()
  })

  it('answers the offers the pages show', async () => {
    const client = await connect()
    const result = await client.callTool({ name: 'get_offers', arguments: {} })
    expect(result.isError).toBeFalsy()
    const offers = await getOffers()
    const answer = result.structuredContent as {
      currency: string
      plans: { name: string; pricePerMonth: number }[]
      bespokeSolutions: { name: string; price: number }[]
      aiVisibilityPlans: { name: string; price: number }[]
      coaching: { packages: { name: string; price: number }[] }
    }
    expect(answer.currency).toBe('GBP')
    expect(answer.plans.map(({ name, pricePerMonth }) => [name, pricePerMonth])).toEqual(
      offers.plans.map(({ name, price }) => [name, price]),
    )
    expect(answer.bespokeSolutions).toHaveLength(offers.bespokeSolutions.length)
    expect(answer.aiVisibilityPlans.map((plan) => plan.price)).toEqual(
      offers.aiVisibilityPlans.map((plan) => plan.price),
    )
    expect(answer.coaching.packages.map((item) => item.price)).toEqual(
      offers.coachingPackages.map((item) => item.price),
    )
    expect(textOf(result)).toContain(`${offers.plans[0]!.name}: £`)
    await client.close()
  })

  it('runs the checker on a fixture site and links the shared result', async () => {
    const site: FixtureSite = await startFixtureSite(
      completeSiteRoutes(() => `http://${site.host}`),
    )
    sites.push(site)
    const client = await connect()
    const result = await client.callTool({
      name: 'check_ai_visibility',
      arguments: { domain: site.host },
    })
    expect(result.isError, textOf(result)).toBeFalsy()
    const text = textOf(result)
    expect(text).toMatch(new RegExp(`^${site.host.replace(/\./g, '\\.')}: 100/100, `))
    expect(text).toContain('PASS  ')
    expect(text).toMatch(/Full results: http:\/\/localhost:3000\/ai-checker\/results\/[\w-]{22}$/)
    await client.close()
  })

  it('refuses to check a private address, as the API does', async () => {
    const client = await connect()
    const result = await client.callTool({
      name: 'check_ai_visibility',
      arguments: { domain: '10.0.0.1' },
    })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toMatch(/private|internal|not allowed|public/i)
    await client.close()
  })

  it('answers an unknown tool with a tool error', async () => {
    const client = await connect()
    const result = await client.callTool({ name: 'drop_tables', arguments: {} })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe('MCP error -32602: Tool drop_tables not found')
    await client.close()
  })
})
