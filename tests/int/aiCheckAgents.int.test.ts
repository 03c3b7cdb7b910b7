import { createPublicKey, verify } from 'node:crypto'
import type http from 'node:http'

import { httpbis } from 'http-message-signatures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as keyDirectory } from '@/app/.well-known/http-message-signatures-directory/route'

import {
  completeHomePage,
  completeSubPage,
  type FixtureRoutes,
  type FixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'
import { checkResult, closeSites, completeSiteWith } from '../support/aiCheck'

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'

type Check = { id: string; status: string; evidence: string }
type Result = {
  aiVisibilityScore: number
  agentReadiness: {
    score: number
    level: number
    checks: Check[]
    fixes: { check: string; snippet: string }[]
  }
}

afterAll(closeSites)

const site = completeSiteWith
const check = (domain: string) => checkResult<Result>(domain)

const statusOf = (result: Result, id: string) =>
  result.agentReadiness.checks.find((entry) => entry.id === id)!

const json =
  (value: unknown, type = 'application/json'): http.RequestListener =>
  (_, response) => {
    response.writeHead(200, { 'content-type': type }).end(JSON.stringify(value))
  }

/** A minimal Streamable HTTP MCP endpoint: answers `initialize` with JSON. */
const mcpEndpoint: http.RequestListener = (request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    const message = JSON.parse(body || '{}') as { id?: number; method?: string }
    if (request.method !== 'POST' || message.method !== 'initialize') {
      response.writeHead(405).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: message.id,
        result: {
          protocolVersion: '2025-06-18',
          capabilities: { tools: {} },
          serverInfo: { name: 'fixture-mcp', version: '1.2.0' },
        },
      }),
    )
  })
}

const WEBMCP_FORM =
  '<form action="/contact" method="post" toolname="send_enquiry" tooldescription="Send an enquiry"><input name="email" toolparamdescription="Your address"><textarea name="message" toolparamdescription="What you need"></textarea></form>'

const USAGE = 'search=y, train-ai=y, ai-use=y'

/**
 * Everything agents look for, on top of the complete site; the Content-Usage preferences both as
 * the home page's header and as a robots.txt line unless one is turned off.
 */
function agentReadyRoutes(
  origin: string,
  { endpoint = '/mcp', usageHeader = true, usageLine = true } = {},
): FixtureRoutes {
  const home = completeHomePage(origin).replace('</main>', `${WEBMCP_FORM}</main>`)
  return {
    '/robots.txt': text(
      `User-agent: *\nAllow: /\nContent-Signal: search=yes, ai-input=yes, ai-train=yes\n${usageLine ? `Content-Usage: ${USAGE}\n` : ''}\nSitemap: ${origin}/sitemap.xml\n`,
    ),
    '/': (request, response) => {
      if (/text\/markdown/.test(request.headers.accept ?? '')) {
        response
          .writeHead(200, { 'content-type': 'text/markdown', vary: 'Accept' })
          .end('# Fixture\n')
        return
      }
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          etag: '"agent-v1"',
          'cache-control': 'public, max-age=300',
          vary: 'Accept',
          ...(usageHeader ? { 'content-usage': USAGE } : {}),
          link: '</.well-known/api-catalog>; rel="api-catalog", </llms.txt>; rel="describedby"; type="text/plain", </index.md>; rel="alternate"; type="text/markdown"',
        })
        .end(home)
    },
    '/.well-known/mcp/server-card.json': json({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'test.fixture/mcp',
      version: '1.2.0',
      description: 'Read the fixture agency’s posts and offers.',
      remotes: [{ type: 'streamable-http', url: `${origin}${endpoint}` }],
    }),
    '/mcp': mcpEndpoint,
    '/.well-known/api-catalog': json(
      {
        linkset: [
          { anchor: `${origin}/api`, 'service-desc': [{ href: `${origin}/openapi.json` }] },
        ],
      },
      'application/linkset+json',
    ),
    '/openapi.json': json({
      openapi: '3.1.0',
      info: { title: 'Fixture', version: '1' },
      paths: {},
    }),
  }
}

describe('agent readiness', () => {
  let ready: FixtureSite
  beforeAll(async () => {
    ready = await site((origin) => agentReadyRoutes(origin))
  })

  it('passes a site with an MCP server, an API catalog, Link headers, Content-Usage and WebMCP', async () => {
    const result = await check(ready.host)
    for (const id of [
      'mcp-server-card',
      'api-catalog',
      'link-headers',
      'content-usage',
      'webmcp',
      'bot-challenges',
    ]) {
      expect(statusOf(result, id), id).toMatchObject({ status: 'pass' })
    }
    expect(statusOf(result, 'mcp-server-card').evidence).toContain(
      'fixture-mcp 1.2.0, protocol 2025-06-18',
    )
    expect(result.agentReadiness.score).toBeGreaterThanOrEqual(80)
    expect(result.agentReadiness.level).toBe(5)
  }, 30_000)

  it('passes Content-Usage stated in one place only, the header or robots.txt', async () => {
    const headerOnly = await site((origin) => agentReadyRoutes(origin, { usageLine: false }))
    expect(statusOf(await check(headerOnly.host), 'content-usage')).toMatchObject({
      status: 'pass',
      evidence:
        'Header Content-Usage: search=y, train-ai=y, ai-use=y; no robots.txt Content-Usage line.',
    })
    const robotsOnly = await site((origin) => agentReadyRoutes(origin, { usageHeader: false }))
    expect(statusOf(await check(robotsOnly.host), 'content-usage')).toMatchObject({
      status: 'pass',
      evidence:
        'No Content-Usage header; robots.txt Content-Usage: search=y, train-ai=y, ai-use=y.',
    })
  }, 30_000)

  it('finds WebMCP tools on a page the sitemap lists when the home page has no form', async () => {
    const contactOnly = await site((origin) => ({
      '/about': text(
        completeSubPage(origin, '/about').replace('</main>', `${WEBMCP_FORM}</main>`),
        'text/html; charset=utf-8',
      ),
    }))
    expect(statusOf(await check(contactOnly.host), 'webmcp')).toMatchObject({
      status: 'pass',
      evidence: 'WebMCP tools: send_enquiry (/about).',
    })
  }, 30_000)

  it('fails a card whose endpoint is gone, naming it and what came back', async () => {
    const gone = await site((origin) => agentReadyRoutes(origin, { endpoint: '/gone-mcp' }))
    const card = statusOf(await check(gone.host), 'mcp-server-card')
    expect(card.status).toBe('fail')
    expect(card.evidence).toContain(
      `names http://${gone.host}/gone-mcp, which does not answer MCP initialize: HTTP 404`,
    )
  }, 30_000)

  it('scores a site with none of it under 40, with a fix for each missing piece', async () => {
    const plain = await site(() => ({}))
    const result = await check(plain.host)
    expect(result.agentReadiness.score).toBeLessThan(40)
    const failing = result.agentReadiness.checks
      .filter((entry) => entry.status === 'fail')
      .map((entry) => entry.id)
    expect(failing).toEqual([
      'mcp-server-card',
      'api-catalog',
      'link-headers',
      'content-usage',
      'webmcp',
    ])
    for (const id of failing) {
      expect(
        result.agentReadiness.fixes.some((fix) => fix.check === id),
        id,
      ).toBe(true)
    }
  }, 30_000)

  it('fails bot-challenges for a challenged GPTBot and a soft-blocked ClaudeBot, naming both', async () => {
    const walled = await site((origin) => ({
      '/': (request, response) => {
        const agent = request.headers['user-agent'] ?? ''
        if (/GPTBot/.test(agent)) {
          response
            .writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' })
            .end('<html><title>Just a moment...</title></html>')
        } else if (/ClaudeBot/.test(agent)) {
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(`<html><body><main><p>${'Welcome. '.repeat(60)}</p></main></body></html>`)
        } else {
          response.writeHead(200, { 'content-type': 'text/html' }).end(completeHomePage(origin))
        }
      },
    }))
    const edge = statusOf(await check(walled.host), 'bot-challenges')
    expect(edge.status).toBe('fail')
    expect(edge.evidence).toContain('GPTBot met cf-mitigated: challenge.')
    expect(edge.evidence).toMatch(
      /ClaudeBot met a soft block \(\d+% of the text a browser gets\)\./,
    )
  }, 30_000)

  it('signs every request with a Web Bot Auth signature our key directory verifies', async () => {
    await check(ready.host)
    const directory = (await (await keyDirectory()).json()) as {
      keys: (JsonWebKey & { kid: string })[]
    }
    expect((await keyDirectory()).headers.get('content-type')).toBe(
      'application/http-message-signatures-directory+json',
    )
    const [jwk] = directory.keys
    const publicKey = createPublicKey({
      key: { kty: jwk!.kty, crv: jwk!.crv, x: jwk!.x },
      format: 'jwk',
    })
    expect(ready.requests.length).toBeGreaterThan(15)
    for (const { path, headers } of ready.requests) {
      expect(headers['signature-agent'], path).toMatch(
        /^sig1="http:\/\/localhost:3000\/\.well-known\/http-message-signatures-directory"$/,
      )
      expect(headers['signature-input'], path).toContain(`keyid="${jwk!.kid}";tag="web-bot-auth"`)
      const verified = await httpbis.verifyMessage(
        {
          keyLookup: async (params) =>
            params.keyid === jwk!.kid
              ? {
                  id: jwk!.kid,
                  algs: ['ed25519'],
                  verify: async (data, signature) => verify(null, data, publicKey, signature),
                }
              : null,
        },
        {
          method: 'GET',
          url: `http://${ready.host}${path}`,
          headers: headers as Record<string, string>,
        },
      )
      expect(verified, path).toBe(true)
    }
  }, 30_000)
})
