import { afterAll, describe, expect, it } from 'vitest'

import { check, closeSites, read, site, type Body } from '../support/aiCheck'
import {
  completeSiteRoutes,
  completeSubPage,
  type FixtureRoutes,
  type FixtureSite,
  forUserAgent,
  sitemapXml,
  text,
} from '../../scripts/lib/fixtureSite'

/** What each AI crawler gets from a site, beyond what its robots.txt says. */

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
process.env.RATE_LIMIT = 'true'

afterAll(closeSites)

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
