import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { expect, test, type APIRequestContext } from '@playwright/test'
import LinkHeader from 'http-link-header'

import { completeSiteRoutes, startFixtureSite } from '../../scripts/lib/fixtureSite'
import { latestPostSlug } from './support'

/**
 * The site as an agent finds it over HTTP, on the built app: the Link headers of its pages and
 * what they point to, the API catalog and the OpenAPI document it names, the MCP server card and
 * the MCP server it names, used through the official SDK's client as an agent would.
 */
const base = () => process.env.E2E_BASE_URL!

let ipCounter = 0
const freshIp = () => `198.18.${200 + (process.pid % 50)}.${++ipCounter % 250}`

async function linksOf(request: APIRequestContext, path: string) {
  const response = await request.head(path, { headers: { 'x-forwarded-for': freshIp() } })
  expect(response.status(), path).toBe(200)
  return { links: LinkHeader.parse(response.headers()['link'] ?? ''), headers: response.headers() }
}

/** Fetches a link's target and checks it answers 200 with the media type the link names. */
async function expectResolves(request: APIRequestContext, uri: string, type?: string) {
  const response = await request.get(uri, { headers: { 'x-forwarded-for': freshIp() } })
  expect(response.status(), uri).toBe(200)
  if (type) expect(response.headers()['content-type'], uri).toContain(type)
  return response
}

test.describe('Link headers', () => {
  test('the home page links to the catalog, llms.txt, its Markdown and the MCP card', async ({
    request,
  }) => {
    const { links, headers } = await linksOf(request, '/')
    expect(links.get('rel', 'api-catalog').map((link) => link.uri)).toEqual([
      '/.well-known/api-catalog',
    ])
    expect(links.get('rel', 'alternate')).toEqual([
      { uri: '/index.md', rel: 'alternate', type: 'text/markdown' },
    ])
    expect(links.get('rel', 'describedby')).toEqual([
      { uri: '/llms.txt', rel: 'describedby', type: 'text/plain' },
    ])
    expect(links.get('rel', 'service-desc')).toEqual([
      expect.objectContaining({ uri: '/.well-known/mcp/server-card.json', anchor: '/mcp' }),
    ])
    for (const link of links.refs) await expectResolves(request, link.uri, link.type)
    expect(headers['content-usage']).toBe('train-ai=y, search=y')
  })

  test('every other page links to its own Markdown version', async ({ request }) => {
    const slug = await latestPostSlug(request)
    for (const path of ['/coaching', `/blog/${slug}`, '/agents']) {
      const { links, headers } = await linksOf(request, path)
      const [markdown] = links.get('rel', 'alternate')
      expect(markdown, path).toEqual({ uri: `${path}.md`, rel: 'alternate', type: 'text/markdown' })
      const answer = await expectResolves(request, markdown!.uri, 'text/markdown')
      expect((await answer.text()).length, path).toBeGreaterThan(200)
      expect(headers['content-usage'], path).toBe('train-ai=y, search=y')
    }
  })

  test('APIs, files and the MCP endpoint carry no page links', async ({ request }) => {
    for (const path of ['/api/blog', '/robots.txt', '/llms.txt', '/api/health']) {
      const response = await request.get(path)
      expect(response.headers()['link'], path).toBeUndefined()
    }
  })
})

test.describe('the API catalog', () => {
  test('is a linkset whose service-desc is the OpenAPI document', async ({ request }) => {
    const response = await expectResolves(request, '/.well-known/api-catalog')
    expect(response.headers()['content-type']).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    )
    const head = await request.head('/.well-known/api-catalog')
    expect(head.headers()['link']).toBe('</.well-known/api-catalog>; rel="api-catalog"')

    const { linkset } = (await response.json()) as {
      linkset: Record<string, { href: string; type?: string }[] | string>[]
    }
    const api = linkset.find((context) => context.anchor === `${base()}/api`)!
    const [desc] = api['service-desc'] as { href: string; type: string }[]
    const document = (await (await expectResolves(request, desc!.href, 'openapi')).json()) as {
      openapi: string
      servers: { url: string }[]
      paths: Record<string, unknown>
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: base() }])
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/blog', '/api/blog/{slug}', '/api/ai-check']),
    )
    for (const rel of ['service-doc', 'status'] as const) {
      const [link] = api[rel] as { href: string; type: string }[]
      await expectResolves(request, link!.href, link!.type)
    }
  })
})

test.describe('the MCP server', () => {
  test('has a server card at each address, naming this site’s endpoint', async ({ request }) => {
    const cards = []
    for (const path of [
      '/.well-known/mcp/server-card.json',
      '/.well-known/mcp.json',
      '/mcp/server-card',
    ]) {
      const response = await expectResolves(request, path, 'json')
      expect(response.headers()['access-control-allow-origin']).toBe('*')
      cards.push(await response.json())
    }
    expect(cards[1]).toEqual(cards[0])
    expect(cards[2]).toEqual(cards[0])
    expect(cards[0]).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      remotes: [{ type: 'streamable-http', url: `${base()}/mcp` }],
    })
  })

  test('answers an agent: tools listed, a post found and read, offers, a domain checked', async ({
    request,
  }) => {
    test.setTimeout(60_000)
    const card = (await (await request.get('/.well-known/mcp/server-card.json')).json()) as {
      name: string
      remotes: { url: string }[]
    }
    const client = new Client({ name: 'e2e-agent', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(card.remotes[0]!.url), {
        requestInit: { headers: { 'x-forwarded-for': freshIp() } },
      }),
    )
    expect(client.getServerVersion()?.name).toBe(card.name)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_ai_visibility',
      'get_offers',
      'read_post',
      'search_posts',
    ])

    const slug = await latestPostSlug(request)
    const post = (await (await request.get(`/api/blog/${slug}`)).json()) as {
      post: { title: string }
    }
    const word = post.post.title.split(/\s+/).find((part) => /^[a-z]{4,}$/i.test(part))!
    const found = await client.callTool({ name: 'search_posts', arguments: { query: word } })
    expect(
      (found.structuredContent as { posts: { slug: string }[] }).posts.map((item) => item.slug),
    ).toContain(slug)
    const read = (await client.callTool({
      name: 'read_post',
      arguments: { slug },
    })) as CallToolResult
    expect(read.isError).toBeFalsy()
    expect((read.structuredContent as { title: string }).title).toBe(post.post.title)

    const offers = await client.callTool({ name: 'get_offers', arguments: {} })
    expect((offers.structuredContent as { currency: string }).currency).toBe('GBP')

    const site = await startFixtureSite(completeSiteRoutes(() => `http://${site.host}`))
    try {
      const checked = (await client.callTool({
        name: 'check_ai_visibility',
        arguments: { domain: site.host },
      })) as CallToolResult
      expect(checked.isError).toBeFalsy()
      const text = checked.content[0]!.type === 'text' ? checked.content[0]!.text : ''
      expect(text).toContain(`${site.host}: 100/100`)
      expect(text).toContain(`Full results: ${base()}/ai-checker/results/`)
    } finally {
      await site.close()
      await client.close()
    }
  })

  test('refuses what it does not take, in JSON, never with a 500', async ({ request }) => {
    const ip = freshIp()
    const get = await request.get('/mcp', {
      headers: { accept: 'text/event-stream', 'x-forwarded-for': ip },
    })
    expect(get.status()).toBe(405)
    expect(get.headers()['allow']).toBe('POST, OPTIONS')
    expect(((await get.json()) as { error: { message: string } }).error.message).toContain('POST')

    const big = await request.post('/mcp', {
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-forwarded-for': ip,
      },
      data: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'ping',
        params: { pad: 'x'.repeat(40_000) },
      }),
    })
    expect(big.status()).toBe(413)
    expect(((await big.json()) as { error: { message: string } }).error.message).toMatch(
      /larger than/,
    )

    const foreign = await request.post('/mcp', {
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        origin: 'https://evil.example',
        'x-forwarded-for': ip,
      },
      data: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    })
    expect(foreign.status()).toBe(403)
  })
})
