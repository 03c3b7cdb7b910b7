import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runCheck } from '@/features/ai-visibility/check'

import {
  completeHomePage,
  completeSiteRoutes,
  type FixtureRoutes,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

const sites: FixtureSite[] = []
async function site(routes: FixtureRoutes): Promise<FixtureSite> {
  const started = await startFixtureSite(routes)
  sites.push(started)
  return started
}
afterAll(async () => {
  await Promise.all(sites.map((entry) => entry.close()))
})

const check = (host: string) =>
  runCheck(host, { allowedHosts: ['127.0.0.1'], userAgent: 'AIVisibilityChecker/test' })
const statusOf = (result: Awaited<ReturnType<typeof check>>, id: string) =>
  result.checks.find((entry) => entry.id === id)?.status

const html = (body: string) => text(body, 'text/html; charset=utf-8')
const WORDS = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ')

describe('what answer engines need beyond access', () => {
  let complete: FixtureSite
  beforeAll(async () => {
    complete = await site(completeSiteRoutes(() => `http://${complete.host}`))
  })

  it('passes every new part on a complete site, which scores 100', async () => {
    const result = await check(complete.host)
    const origin = `http://${complete.host}`
    expect(result.aiVisibilityScore).toBe(100)
    expect(result.rendering).toMatchObject({ needsJavaScript: false, appShell: false })
    expect(result.rendering!.serverWords).toBeGreaterThan(150)
    expect(result.markdown).toEqual({ negotiated: true, alternate: `${origin}/index.md` })
    expect(result.robotsShadowing).toEqual([])
    expect(result.freshness).toMatchObject({
      etag: '"fixture-v1"',
      lastModified: null,
      conditional304: true,
      datesAgree: null,
    })
    expect(result.citation).toMatchObject({
      author: 'Ada Fixture',
      datePublished: '2026-01-02',
      dateModified: '2026-01-03',
      questionHeadings: ['What does Fixture build?'],
      faq: true,
    })
    expect(result.entity).toMatchObject({
      name: 'Fixture',
      consistent: true,
      sameAs: ['https://www.linkedin.com/company/fixture'],
    })
    expect(result.redirects).toEqual({ hops: [], note: null })
    expect(result.caching).toMatchObject({ cacheable: true, maxAge: 300 })
    // The conditional request carried the ETag.
    expect(
      complete.requests.some((entry) => entry.headers['if-none-match'] === '"fixture-v1"'),
    ).toBe(true)
    expect(
      result.checks.filter((entry) => entry.status !== 'pass' && entry.status !== 'n/a'),
    ).toEqual([])
  })

  it('finds an app shell that needs JavaScript, with no Markdown, validators or brand', async () => {
    const shell = await site({
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/': (_, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' })
          .end(
            '<!doctype html><html><head><title>App</title></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/main.js"></script></body></html>',
          )
      },
    })
    const result = await check(shell.host)
    expect(result.rendering).toEqual({ serverWords: 0, needsJavaScript: true, appShell: true })
    expect(statusOf(result, 'server-text')).toBe('fail')
    expect(result.checks.find((entry) => entry.id === 'server-text')!.evidence).toMatch(
      /JavaScript/,
    )
    expect(result.markdown).toEqual({ negotiated: false, alternate: null })
    expect(statusOf(result, 'markdown')).toBe('fail')
    expect(result.freshness).toMatchObject({
      etag: null,
      lastModified: null,
      conditional304: false,
    })
    expect(statusOf(result, 'freshness')).toBe('fail')
    expect(result.caching).toMatchObject({ cacheable: false, noStore: true })
    expect(statusOf(result, 'caching')).toBe('fail')
    expect(result.citation).toMatchObject({ author: null, questionHeadings: [], faq: false })
    expect(statusOf(result, 'citation')).toBe('fail')
  })

  it('lists the * disallows a GPTBot group drops', async () => {
    const shadowed = await site({
      '/robots.txt': text(
        'User-agent: *\nDisallow: /admin\nDisallow: /drafts\nDisallow: /tmp\n\nUser-agent: GPTBot\nDisallow: /tmp\n',
      ),
      '/': html(completeHomePage('http://x')),
    })
    const result = await check(shadowed.host)
    expect(result.robotsShadowing).toEqual([
      { crawler: 'GPTBot', group: 'GPTBot', lostRules: ['Disallow: /admin', 'Disallow: /drafts'] },
    ])
    expect(statusOf(result, 'robots-shadowing')).toBe('warn')
  })

  it('compares Last-Modified, the sitemap lastmod and dateModified, and records redirects', async () => {
    let origin = ''
    const dated = await site({
      '/robots.txt': (request, response) =>
        text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`)(request, response),
      '/': (_, response) => {
        response.writeHead(301, { location: '/start' }).end()
      },
      '/start': (_, response) => {
        response.writeHead(302, { location: '/home' }).end()
      },
      '/home': (request, response) => {
        const lastModified = 'Mon, 05 Jan 2026 10:00:00 GMT'
        if (request.headers['if-modified-since'] === lastModified) {
          // As Varnish answers: the encoding of the page the 304 stands for, and no body.
          response.writeHead(304, { 'content-encoding': 'gzip' }).end()
          return
        }
        response
          .writeHead(200, { 'content-type': 'text/html', 'last-modified': lastModified })
          .end(
            `<html><head><title>Dated</title><script type="application/ld+json">{"@type":"WebPage","dateModified":"2025-06-01"}</script></head><body><main><p>${WORDS}</p></main></body></html>`,
          )
      },
      '/sitemap.xml': (request, response) =>
        text(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/home</loc><lastmod>2026-01-05</lastmod></url></urlset>`,
          'application/xml',
        )(request, response),
    })
    origin = `http://${dated.host}`
    const result = await check(dated.host)
    expect(result.freshness).toEqual({
      etag: null,
      lastModified: 'Mon, 05 Jan 2026 10:00:00 GMT',
      conditional304: true,
      sitemapLastmod: '2026-01-05',
      datesAgree: false,
    })
    expect(statusOf(result, 'freshness')).toBe('warn')
    expect(result.redirects.hops).toEqual([
      { url: `${origin}/`, status: 301, location: `${origin}/start` },
      { url: `${origin}/start`, status: 302, location: `${origin}/home` },
    ])
    expect(result.redirects.note).toMatch(/2 redirects/)
    expect(statusOf(result, 'redirects')).toBe('warn')
  })

  it('shows each brand name when three of them disagree', async () => {
    const brands = await site({
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/': html(
        `<html><head><title>Gamma Widgets | Home</title><meta property="og:site_name" content="Beta Corp"><script type="application/ld+json">{"@type":"Organization","name":"Alpha Ltd"}</script></head><body><main><p>${WORDS}</p></main></body></html>`,
      ),
    })
    const result = await check(brands.host)
    expect(result.entity).toEqual({
      name: 'Alpha Ltd',
      consistent: false,
      sameAs: [],
      names: [
        { source: 'json-ld', name: 'Alpha Ltd' },
        { source: 'og:site_name', name: 'Beta Corp' },
        { source: 'title', name: 'Gamma Widgets | Home' },
      ],
    })
    expect(statusOf(result, 'entity')).toBe('warn')
    expect(result.checks.find((entry) => entry.id === 'entity')!.evidence).toMatch(
      /Alpha Ltd.*Beta Corp.*Gamma Widgets/,
    )
  })
})

const run = promisify(execFile)
const cli = (...args: string[]) =>
  run('node', ['--import', 'tsx', path.resolve('scripts/check.ts'), ...args], {
    cwd: path.resolve('.'),
  }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  )

describe('npm run check', () => {
  let complete: FixtureSite
  let closed: FixtureSite
  beforeAll(async () => {
    complete = await site(completeSiteRoutes(() => `http://${complete.host}`))
    closed = await site({
      '/robots.txt': text('User-agent: *\nDisallow: /\n'),
      '/': html('<html><head><title>Closed</title></head><body></body></html>'),
    })
  })

  it('prints the report and passes a complete site', async () => {
    const done = await cli(complete.host, '--allow-host', '127.0.0.1', '--fail-under', '80')
    expect(done.code).toBe(0)
    expect(done.stdout).toContain(`${complete.host}: 100/100, Excellent AI visibility`)
    expect(done.stdout).toContain('PASS  A Markdown version for AI agents')
  }, 30_000)

  it('answers the API JSON with --json and exits 1 under the threshold', async () => {
    const done = await cli(closed.host, '--allow-host', '127.0.0.1', '--json', '--fail-under', '80')
    expect(done.code).toBe(1)
    const body = JSON.parse(done.stdout) as {
      success: boolean
      result: { aiVisibilityScore: number; allowsGPTBot: boolean; freshness: unknown }
    }
    expect(body.success).toBe(true)
    expect(body.result.allowsGPTBot).toBe(false)
    expect(body.result.aiVisibilityScore).toBeLessThan(80)
    expect(body.result.freshness).toBeDefined()
  }, 30_000)

  it('keeps the address guard: a private host is refused without --allow-host', async () => {
    const done = await cli(complete.host, '--json')
    expect(done.code).toBe(2)
    expect(JSON.parse(done.stdout)).toMatchObject({ success: false })
  }, 30_000)
})
