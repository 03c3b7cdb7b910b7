import net from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { check, closeSites, PROBED, read, site } from '../support/aiCheck'
import {
  completeHomePage,
  completeSiteRoutes,
  type FixtureSite,
  LLMS_TXT,
  text,
} from '../../scripts/lib/fixtureSite'

/** The checker's report on fixture sites: scores, evidence and the fetch's limits. */

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
process.env.RATE_LIMIT = 'true'

afterAll(closeSites)

describe('POST /api/ai-check against fixture sites', () => {
  let open: FixtureSite
  beforeAll(async () => {
    open = await site(completeSiteRoutes(() => `http://${open.host}`))
  })

  it('scores an open, complete site 100 with every spec field', async () => {
    const response = await check(open.host)
    expect(response.status).toBe(200)
    const body = await read(response)
    expect(body.success).toBe(true)
    expect(body.message).toBe('Domain checked successfully')
    const result = body.result!
    expect(result).toMatchObject({
      domain: open.host,
      aiVisibilityScore: 100,
      robotsTxtAccessible: true,
      allowsGPTBot: true,
      allowsAnthropicBot: true,
      allowsPerplexityBot: true,
      hasStructuredData: true,
      structuredDataTypes: [
        'Organization',
        'WebSite',
        'FAQPage',
        'Question',
        'Answer',
        'BlogPosting',
        'Person',
      ],
      hasMetaTags: true,
      rawRobotsTxt: expect.stringContaining('User-agent: *'),
    })
    expect(result.htmlMetaData).toMatchObject({
      description: 'We build AI-native websites for fixture businesses.',
    })
    expect(typeof result.checkedAt).toBe('string')
    expect(result.crawlers.length).toBeGreaterThanOrEqual(20)
    // Every probed crawler gets the home page; the rest are not probed.
    const byToken = new Map(result.crawlers.map((entry) => [entry.token, entry]))
    for (const token of PROBED) {
      expect(byToken.get(token), token).toMatchObject({ serverAccess: 'allowed', httpStatus: 200 })
    }
    expect(byToken.get('Bytespider')).toMatchObject({ serverAccess: 'unknown', httpStatus: null })
    expect(result.pages.map((entry) => entry.url)).toEqual([
      `http://${open.host}/services`,
      `http://${open.host}/about`,
    ])
    expect(result.pages[0]).toMatchObject({
      status: 200,
      indexable: true,
      canonical: { url: `http://${open.host}/services`, target: 'self' },
      structuredDataTypes: ['WebPage'],
      problems: [],
    })
    expect(result.pages[0]!.words).toBeGreaterThan(200)
    expect(Object.values(result.pages[0]!.robotsAllowed).every(Boolean)).toBe(true)
    // Once per crawler and once as a browser, besides the checker's own fetch of the home page,
    // its Markdown request and its conditional request with the home page's validators.
    const homeRequests = open.requests.filter((entry) => entry.path === '/')
    const homeAgents = homeRequests.map((entry) => entry.headers['user-agent'] ?? '')
    expect(homeAgents).toHaveLength(PROBED.length - 1 + 2 + 2)
    expect(
      homeRequests.filter((entry) => /text\/markdown/.test(String(entry.headers.accept))),
    ).toHaveLength(1)
    expect(
      homeRequests.filter(
        (entry) => entry.headers['if-none-match'] || entry.headers['if-modified-since'],
      ),
    ).toHaveLength(1)
    for (const token of ['GPTBot', 'ClaudeBot', 'Perplexity-User', 'Googlebot', 'Windows NT']) {
      expect(
        homeAgents.filter((agent) => agent.includes(token)),
        token,
      ).toHaveLength(1)
    }
    expect(
      result.checks.filter((entry) => entry.status === 'fail' || entry.status === 'warn'),
    ).toEqual([])
    // A truthful User-Agent, no cookies.
    const robotsRequest = open.requests.find((entry) => entry.path === '/robots.txt')!
    expect(robotsRequest.headers['user-agent']).toMatch(/^AIVisibilityChecker\/1\.0 \(\+http/)
    expect(robotsRequest.headers.cookie).toBeUndefined()
  })

  it('answers a repeat check from the shared cache', async () => {
    const before = open.requests.length
    const body = await read(await check(`http://${open.host}/some/page`))
    expect(body.result!.aiVisibilityScore).toBe(100)
    expect(open.requests.length).toBe(before)
  })

  it('reports a closed site with its evidence', async () => {
    const closed = await site({
      '/robots.txt': text('User-agent: *\nDisallow: /\n'),
      '/': text(
        '<html><head><title>Closed</title></head><body><div id="root"></div></body></html>',
        'text/html',
      ),
    })
    const response = await check(closed.host)
    expect(response.status).toBe(200)
    const result = (await read(response)).result!
    expect(result).toMatchObject({
      robotsTxtAccessible: true,
      allowsGPTBot: false,
      allowsAnthropicBot: false,
      allowsPerplexityBot: false,
      hasStructuredData: false,
      hasMetaTags: false,
    })
    expect(result.aiVisibilityScore).toBeLessThan(50)
    const gptbot = result.checks.find((entry) => entry.id === 'gptbot')!
    expect(gptbot).toMatchObject({
      status: 'fail',
      evidence: 'Line 2: Disallow: / — group User-agent: * (line 1)',
    })
    expect(result.checks.find((entry) => entry.id === 'server-text')!.status).toBe('fail')
  })

  it('treats a 5xx robots.txt as a complete disallow and says why', async () => {
    const failing = await site({
      '/robots.txt': text('oops', 'text/plain', 503),
      '/': text(completeHomePage('x'), 'text/html'),
    })
    const result = (await read(await check(failing.host))).result!
    expect(result.robotsTxtAccessible).toBe(false)
    expect(result.allowsGPTBot).toBe(false)
    expect(result.checks.find((entry) => entry.id === 'robots-txt')!.evidence).toContain('HTTP 503')
  })

  it('refuses a redirect to an internal address', async () => {
    for (const location of [
      'http://10.0.0.1/admin',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      const redirecting = await site({
        '/': (_, response) => response.writeHead(302, { location }).end(),
      })
      const response = await check(redirecting.host)
      expect(response.status, location).toBe(400)
      const body = await read(response)
      expect(body.success).toBe(false)
      expect(body.message).toContain('redirects to a refused address')
    }
  })

  it('refuses a robots.txt redirect to a name that resolves to loopback', async () => {
    const redirecting = await site({
      '/robots.txt': (_, response) =>
        response.writeHead(301, { location: 'http://localhost/robots.txt' }).end(),
      '/': text(completeHomePage('x'), 'text/html'),
    })
    const result = (await read(await check(redirecting.host))).result!
    expect(result.robotsTxtAccessible).toBe(false)
    const evidence = result.checks.find((entry) => entry.id === 'robots-txt')!.evidence
    expect(evidence).toContain(
      'redirects to a refused address: localhost does not resolve to a public address',
    )
    expect(evidence).not.toMatch(/127\.0\.0\.1|::1|loopback/)
  })

  it('answers a site that never answers within 12 seconds', async () => {
    const sockets = new Set<net.Socket>()
    // Accepts connections and says nothing, like a hung server.
    const silent = net.createServer((socket) => {
      sockets.add(socket)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as net.AddressInfo).port
    const started = Date.now()
    try {
      const response = await check(`127.0.0.1:${port}`)
      const elapsed = Date.now() - started
      expect(response.status).toBe(504)
      expect(await read(response)).toMatchObject({
        success: false,
        message: `127.0.0.1:${port} did not answer within 10 seconds.`,
        code: 'site_timeout',
      })
      expect(elapsed).toBeLessThan(12_000)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  }, 20_000)

  it('reads only the first 2 MiB of a 12 MB page', async () => {
    const sentPerRequest: number[] = []
    let closed = 0
    const big = await site({
      '/': (_, response) => {
        const index = sentPerRequest.push(0) - 1
        let sent = 0
        response.on('close', () => {
          sentPerRequest[index] = sent
          closed += 1
        })
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write(completeHomePage('x').replace('</body></html>', ''))
        const chunk = Buffer.alloc(64 * 1024, '<p>filler text </p>')
        const pump = () => {
          while (sent < 12 * 1024 * 1024) {
            sent += chunk.length
            if (!response.write(chunk)) return response.once('drain', pump)
          }
          response.end('</body></html>')
        }
        pump()
      },
    })
    const response = await check(big.host)
    expect(response.status).toBe(200)
    const result = (await read(response)).result!
    expect(result.hasStructuredData).toBe(true)
    expect(result.checks.find((entry) => entry.id === 'server-text')!.evidence).toContain(
      'only the first 2 MiB',
    )
    // The checker hung up after 2 MiB, on its own fetch, its Markdown request (answered with the
    // HTML) and on each crawler's and the browser's: the server never got to push all 12 MB to
    // any of them. The page sends no validators, so no conditional request follows.
    // The server sees the last of them close after the answer: wait until it has.
    await vi.waitFor(() => expect(closed).toBeGreaterThanOrEqual(11))
    expect(closed).toBe(sentPerRequest.length)
    expect(sentPerRequest).toHaveLength(11)
    for (const sent of sentPerRequest) expect(sent).toBeLessThan(8 * 1024 * 1024)
  })

  it('decodes gzip responses', async () => {
    const gzipped =
      (body: string, type: string) =>
      (
        request: import('node:http').IncomingMessage,
        response: import('node:http').ServerResponse,
      ) => {
        expect(request.headers['accept-encoding']).toContain('gzip')
        response
          .writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' })
          .end(zlib.gzipSync(body))
      }
    const compressed = await site({
      '/robots.txt': gzipped(
        'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
        'text/plain',
      ),
      '/': gzipped(completeHomePage('x'), 'text/html'),
      '/llms.txt': gzipped(LLMS_TXT, 'text/plain'),
    })
    const result = (await read(await check(compressed.host))).result!
    expect(result).toMatchObject({
      allowsGPTBot: false,
      allowsAnthropicBot: true,
      hasStructuredData: true,
      hasMetaTags: true,
    })
    expect(result.checks.find((entry) => entry.id === 'llms-txt')!.status).toBe('pass')
  })

  it('answers 502 when nothing listens', async () => {
    const probe = net.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const response = await check(`127.0.0.1:${port}`)
    expect(response.status).toBe(502)
    expect(await read(response)).toMatchObject({
      success: false,
      message: `127.0.0.1:${port} could not be reached: the connection was refused.`,
      code: 'site_unreachable',
    })
  })
})
