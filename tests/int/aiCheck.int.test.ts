import net from 'node:net'
import zlib from 'node:zlib'

import ipaddr from 'ipaddr.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/ai-check/route'
import { runCheck } from '@/features/ai-visibility/check'
import { CheckError } from '@/features/ai-visibility/errors'

import {
  completeHomePage,
  completeSiteRoutes,
  completeSubPage,
  type FixtureRoutes,
  type FixtureSite,
  forUserAgent,
  LLMS_TXT,
  sitemapXml,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
process.env.RATE_LIMIT = 'true'

/** The crawler-table rows that a probe answers for (Google-Extended through Googlebot). */
const PROBED = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'Googlebot',
  'Google-Extended',
]

let ipCounter = 0
/** Each call looks like a new visitor, so the per-IP limit only bites where a test wants it to. */
function check(domain: unknown, ip = `198.51.100.${++ipCounter}`) {
  return POST(
    new Request('http://localhost/api/ai-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ domain }),
    }),
  )
}

type Body = {
  success: boolean
  message: string
  result?: Record<string, unknown> & {
    aiVisibilityScore: number
    checks: { id: string; status: string; evidence: string; advice?: string[] }[]
    crawlers: {
      token: string
      verdict: string
      serverAccess: string
      httpStatus: number | null
      serverEvidence: string
    }[]
    pages: {
      url: string
      status: number | null
      indexable: boolean
      robotsAllowed: Record<string, boolean>
      canonical: { url: string; target: string } | null
      structuredDataTypes: string[]
      words: number | null
      problems: string[]
    }[]
  }
}
const read = async (response: Response) => (await response.json()) as Body

const sites: FixtureSite[] = []
async function site(routes: Parameters<typeof startFixtureSite>[0]): Promise<FixtureSite> {
  const started = await startFixtureSite(routes)
  sites.push(started)
  return started
}
afterAll(async () => {
  await Promise.all(sites.map((entry) => entry.close()))
})

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
    const started = Date.now()
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
    expect(Date.now() - started).toBeLessThan(10_000)
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

describe('POST /api/ai-check input and limits', () => {
  it('refuses an empty or invalid domain with 400', async () => {
    for (const [domain, message] of [
      ['', 'Please enter a domain to check.'],
      ['   ', 'Please enter a domain to check.'],
      [42, 'Please enter a domain to check.'],
      ['not a domain', 'A domain cannot contain spaces.'],
      ['example.com:8080', 'Only websites on the standard ports (80 and 443) can be checked.'],
    ] as const) {
      const response = await check(domain)
      expect(response.status, String(domain)).toBe(400)
      expect(await read(response)).toMatchObject({ success: false, message })
    }
  })

  it('refuses internal addresses with 400', async () => {
    for (const domain of ['10.0.0.1', '192.168.1.1', '172.16.5.4', 'http://[::1]/', 'localhost']) {
      const response = await check(domain)
      expect(response.status, domain).toBe(400)
      expect(await read(response)).toMatchObject({ success: false, code: 'invalid_domain' })
    }
  })

  it('refuses a body that is not JSON', async () => {
    const response = await POST(
      new Request('http://localhost/api/ai-check', {
        method: 'POST',
        body: 'domain=x',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
      }),
    )
    expect(response.status).toBe(400)
    expect(await read(response)).toMatchObject({
      success: false,
      message: 'The request body must be JSON.',
      code: 'invalid_json',
    })
  })

  it('refuses a form-encoded body with 415', async () => {
    const response = await POST(
      new Request('http://localhost/api/ai-check', {
        method: 'POST',
        body: 'domain=x',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.201',
        },
      }),
    )
    expect(response.status).toBe(415)
    expect(await read(response)).toMatchObject({
      success: false,
      code: 'unsupported_media_type',
    })
  })

  it('limits checks per client IP and says so', async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < 10; i += 1) expect((await check('', ip)).status).toBe(400)
    const response = await check('', ip)
    expect(response.status).toBe(429)
    expect(await read(response)).toMatchObject({
      success: false,
      message: 'Too many requests from your address. Please wait a minute and try again.',
      code: 'rate_limited',
    })
    expect((await check('', '203.0.113.10')).status).toBe(400)
  })
})

describe('the address guard inside a full check', () => {
  type Ranges = Record<
    string,
    [{ toString(): string }, number] | [{ toString(): string }, number][]
  >
  const ranges = [
    (ipaddr.IPv4.prototype as unknown as { SpecialRanges: Ranges }).SpecialRanges,
    (ipaddr.IPv6.prototype as unknown as { SpecialRanges: Ranges }).SpecialRanges,
  ]
  const samples = ranges.flatMap((table) =>
    Object.entries(table)
      .filter(([name]) => name !== 'ipv4Mapped')
      .flatMap(([name, subnets]) =>
        (Array.isArray(subnets[0])
          ? (subnets as [{ toString(): string }, number][])
          : [subnets as [{ toString(): string }, number]]
        ).map(([network]) => ({ name, address: network.toString() })),
      ),
  )

  it('refuses every blocked range through an injected resolver', async () => {
    expect(samples.length).toBeGreaterThan(30)
    for (const { name, address } of [...samples, { name: 'mapped', address: '::ffff:10.1.2.3' }]) {
      const error = await runCheck('evil.example', {
        allowedHosts: [],
        userAgent: 'test',
        // Never DNS, never a private connection: the guard refuses inside the lookup.
        resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
      }).catch((caught: unknown) => caught)
      expect(error, `${name} ${address}`).toBeInstanceOf(CheckError)
      expect((error as CheckError).status).toBe(400)
      expect((error as CheckError).message).toBe(
        'evil.example cannot be checked: evil.example does not resolve to a public address.',
      )
    }
  })
})

describe('what crawlers actually get', () => {
  /** The complete site, with `wrap` applied to every route. */
  async function completeSite(
    wrap: (listener: import('node:http').RequestListener) => import('node:http').RequestListener,
  ): Promise<FixtureSite> {
    let origin = ''
    const routes = completeSiteRoutes(() => origin)
    const started = await site(
      Object.fromEntries(
        Object.entries(routes).map(([path, listener]) => [path, wrap(listener)]),
      ) as FixtureRoutes,
    )
    origin = `http://${started.host}`
    return started
  }
  const checkOf = (result: NonNullable<Body['result']>, id: string) =>
    result.checks.find((entry) => entry.id === id)!
  const crawlerOf = (result: NonNullable<Body['result']>, token: string) =>
    result.crawlers.find((entry) => entry.token === token)!

  it('reports a crawler that robots.txt allows but the server answers 403', async () => {
    const refusing = await completeSite((listener) =>
      forUserAgent(/GPTBot/, text('Forbidden', 'text/plain', 403), listener),
    )
    const result = (await read(await check(refusing.host))).result!
    expect(result.allowsGPTBot).toBe(true)
    expect(crawlerOf(result, 'GPTBot')).toMatchObject({
      verdict: 'allowed',
      serverAccess: 'refused',
      httpStatus: 403,
    })
    expect(crawlerOf(result, 'OAI-SearchBot')).toMatchObject({ serverAccess: 'allowed' })
    const gptbot = checkOf(result, 'gptbot')
    expect(gptbot.status).toBe('fail')
    expect(gptbot.evidence).toMatch(/^robots\.txt allows GPTBot, but the server answers it 403\./)
    expect(gptbot.advice).toEqual([
      expect.stringMatching(
        /^Let GPTBot through your CDN or firewall: robots\.txt allows it, but the server answers it 403\./,
      ),
    ])
    expect(checkOf(result, 'server-access').status).toBe('pass')
    // Only GPTBot's 11 points are lost.
    expect(result.aiVisibilityScore).toBe(89)
  })

  it('reports a challenge page served to ClaudeBot', async () => {
    const challenging = await completeSite((listener) =>
      forUserAgent(
        /ClaudeBot/,
        (_, response) =>
          response
            .writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' })
            .end(
              '<!doctype html><html><head><title>Just a moment...</title></head><body></body></html>',
            ),
        listener,
      ),
    )
    const result = (await read(await check(challenging.host))).result!
    expect(result.allowsAnthropicBot).toBe(true)
    expect(crawlerOf(result, 'ClaudeBot')).toMatchObject({
      serverAccess: 'challenged',
      httpStatus: 403,
    })
    expect(crawlerOf(result, 'Claude-User')).toMatchObject({ serverAccess: 'allowed' })
    const claudebot = checkOf(result, 'claudebot')
    expect(claudebot.status).toBe('fail')
    expect(claudebot.evidence).toMatch(
      /^robots\.txt allows ClaudeBot, but the server answers it with a challenge page \(cf-mitigated: challenge\)\./,
    )
    expect(claudebot.advice?.[0]).toMatch(/^Let ClaudeBot through your CDN or firewall/)
    // Only ClaudeBot's 11 points are lost.
    expect(result.aiVisibilityScore).toBe(89)
  })

  it('reports a search crawler refused by the server under its own check', async () => {
    const refusing = await completeSite((listener) =>
      forUserAgent(/OAI-SearchBot/, text('Too many requests', 'text/plain', 429), listener),
    )
    const result = (await read(await check(refusing.host))).result!
    expect(crawlerOf(result, 'OAI-SearchBot')).toMatchObject({
      serverAccess: 'refused',
      httpStatus: 429,
    })
    const access = checkOf(result, 'server-access')
    expect(access.status).toBe('fail')
    expect(access.evidence).toBe('robots.txt allows OAI-SearchBot, but the server answers it 429.')
    expect(access.advice).toHaveLength(1)
    // Only the server-access check's 4 points are lost.
    expect(result.aiVisibilityScore).toBe(96)
  })

  it('reads the sitemap pages and reports noindex and noai', async () => {
    let origin = ''
    const paths = ['/services/a', '/services/b', '/services/c']
    const routes: FixtureRoutes = {
      ...completeSiteRoutes(() => origin),
      '/sitemap.xml': (request, response) =>
        text(sitemapXml(origin, ['/', ...paths]), 'application/xml')(request, response),
      '/services/a': (request, response) =>
        text(
          completeSubPage(origin, '/services/a', '<meta name="robots" content="noindex, follow">'),
          'text/html',
        )(request, response),
      '/services/b': (_, response) =>
        response
          .writeHead(200, { 'content-type': 'text/html', 'x-robots-tag': 'noai' })
          .end(completeSubPage(origin, '/services/b')),
      '/services/c': (request, response) =>
        text(completeSubPage(origin, '/services/c'), 'text/html')(request, response),
    }
    const pagesSite = await site(routes)
    origin = `http://${pagesSite.host}`
    const result = (await read(await check(pagesSite.host))).result!
    expect(result.pages.map((entry) => [entry.url, entry.status, entry.indexable])).toEqual([
      [`${origin}/services/a`, 200, false],
      [`${origin}/services/b`, 200, true],
      [`${origin}/services/c`, 200, true],
    ])
    const [a, b, c] = result.pages
    expect(a!.problems).toEqual([
      'Marked noindex (meta robots: noindex, follow): it is left out of search and AI answers.',
    ])
    expect(b!.problems).toEqual([
      'Marked noai (X-Robots-Tag: noai): AI tools are asked not to use it.',
    ])
    expect(c).toMatchObject({
      problems: [],
      canonical: { target: 'self' },
      structuredDataTypes: ['WebPage'],
    })
    expect(c!.words).toBeGreaterThan(200)
    const pages = checkOf(result, 'further-pages')
    expect(pages.status).toBe('fail')
    expect(pages.advice).toEqual([
      'Remove noindex from /services/a if you want it found: search engines and AI assistants leave noindex pages out.',
      'Remove noai and noimageai from /services/b if AI assistants may use it.',
    ])
    // Only the further pages' 5 points are lost.
    expect(result.aiVisibilityScore).toBe(95)
  })

  it('reports a robots.txt rule that keeps PerplexityBot out of /services/', async () => {
    let origin = ''
    const paths = ['/services/web', '/about']
    const routes: FixtureRoutes = {
      ...completeSiteRoutes(() => origin),
      '/robots.txt': (request, response) =>
        text(
          `User-agent: PerplexityBot\nDisallow: /services/\n\nUser-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
        )(request, response),
      '/sitemap.xml': (request, response) =>
        text(sitemapXml(origin, ['/', ...paths]), 'application/xml')(request, response),
      '/services/web': (request, response) =>
        text(completeSubPage(origin, '/services/web'), 'text/html')(request, response),
    }
    const perplexity = await site(routes)
    origin = `http://${perplexity.host}`
    const result = (await read(await check(perplexity.host))).result!
    expect(result.allowsPerplexityBot).toBe(true)
    const [services, about] = result.pages
    expect(services!.robotsAllowed).toMatchObject({
      PerplexityBot: false,
      'Perplexity-User': true,
      GPTBot: true,
      ClaudeBot: true,
    })
    expect(services!.problems).toEqual([
      'robots.txt blocks PerplexityBot from this page (line 2: Disallow: /services/), though it may read the home page.',
    ])
    expect(Object.values(about!.robotsAllowed).every(Boolean)).toBe(true)
    const pages = checkOf(result, 'further-pages')
    expect(pages.status).toBe('warn')
    expect(pages.advice).toEqual([
      'Allow PerplexityBot on /services/web in robots.txt if you want that page in AI answers: robots.txt lets it read the home page but not this one.',
    ])
    // A warning earns half of the further pages' 5 points: 97.5, rounded.
    expect(result.aiVisibilityScore).toBe(98)
  })

  it('falls back to the navigation and keeps to the same origin', async () => {
    let origin = ''
    const routes: FixtureRoutes = {
      ...completeSiteRoutes(() => origin),
      // A sitemap of another origin (another port) only: none of it may be read.
      '/sitemap.xml': (request, response) =>
        text(sitemapXml('http://127.0.0.1:9', ['/elsewhere']), 'application/xml')(
          request,
          response,
        ),
    }
    const navSite = await site(routes)
    origin = `http://${navSite.host}`
    const result = (await read(await check(navSite.host))).result!
    expect(result.pagesSource).toBe('navigation')
    expect(result.pages.map((entry) => entry.url)).toEqual([
      `${origin}/services`,
      `${origin}/about`,
    ])
  })
})
