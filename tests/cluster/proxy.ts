import { expect, it } from 'vitest'

import { runCheck } from '@/features/ai-visibility/check'
import { parseLlmsTxt } from '@/features/ai-visibility/facts/llmsTxt'
import { parseSitemap } from '@/features/ai-visibility/facts/sitemap'
import { socialCardPath } from '@/lib/blog/socialCard'

import { rawRequest } from '../support/rawRequest'
import { cluster, a, b, proxy, createDraft, setStatus, RSC, proxyBans } from '../support/cluster'
import { bearer, getText } from '../../scripts/lib/testCluster'

/**
 * Reads, once, every address the check may read through the proxy (the sitemap's pages, the
 * files and the pages llms.txt links, the home page's Markdown), so that the check, which has
 * ten seconds for the whole site, meets pages already rendered and stored, as on a live site.
 */
async function warmThroughProxy(): Promise<void> {
  const read = async (address: string, accept = 'text/html') => {
    const response = await fetch(new URL(address, proxy), { headers: { accept } })
    expect(response.status, address).toBe(200)
    return response.text()
  }
  const [sitemap, llms] = await Promise.all([
    read('/sitemap.xml'),
    read('/llms.txt'),
    read('/robots.txt'),
    read('/', 'text/markdown'),
  ])
  const facts = parseSitemap(sitemap!)
  const links = new Set([
    ...(facts.kind === 'urlset' ? facts.entries.map((entry) => entry.loc) : []),
    ...parseLlmsTxt(llms!).links.map((link) => new URL(link, proxy).toString()),
  ])
  for (const link of links) await read(link)
}

/**
 * What the proxy serves: the checker's score through it, what it keeps out of its cache, and
 * one stored copy for every client.
 */
export function proxyTests(): void {
  it('scores 100 on both scores of the AI Visibility Checker through the proxy', async () => {
    // The same engine as POST /api/ai-check and `npm run check`, pointed at the proxy (the
    // cluster's SITE_URL): Markdown versions, validators and 304s must survive Varnish. First,
    // before the tests that change content: a change expires the pages, and a home page
    // rendered anew between the check's request and its conditional request rightly has
    // another validator.
    await warmThroughProxy()
    const result = await runCheck(new URL(proxy).host, {
      allowedHosts: ['127.0.0.1'],
      userAgent: 'AIVisibilityChecker/1.0 (cluster test)',
    })
    const notPassing = result.checks
      .filter((check) => check.status === 'fail' || check.status === 'warn')
      .map((check) => `${check.id}: ${check.status}: ${check.evidence}`)
    expect(notPassing).toEqual([])
    expect(result.aiVisibilityScore).toBe(100)
    // Agents can act on it through the proxy too: the MCP endpoint's initialize, the API
    // catalog and the Link headers survive Varnish.
    const agentsNotPassing = (result.agentReadiness?.checks ?? [])
      .filter((check) => check.status === 'fail' || check.status === 'warn')
      .map((check) => `${check.id}: ${check.status}: ${check.evidence}`)
    expect(agentsNotPassing).toEqual([])
    expect(result.agentReadiness?.score).toBe(100)
  })

  it('keeps a forged X-Forwarded-Proto or Host out of Markdown the proxy caches', async () => {
    const forged = {
      'x-forwarded-proto': 'https://evil.example/?',
      'x-forwarded-host': 'evil.example',
    }
    /** Sends the forged requests, then a clean one, and checks that nothing forged came back. */
    const forgeThenRead = async (address: string, headers: Record<string, string>) => {
      const url = new URL(`${proxy}${address}`)
      const first = await rawRequest(url, { headers: { ...headers, ...forged } })
      expect(first.status, address).toBe(200)
      await rawRequest(url, { headers: { ...headers, host: 'evil.example' } })
      const clean = await getText(url.toString(), headers)
      expect(clean.status, address).toBe(200)
      expect(clean.headers.get('content-type'), address).toBe('text/markdown; charset=utf-8')
      expect(clean.body, address).toContain(`](${proxy}/`)
      expect(clean.body, address).not.toContain('evil.example')
      return clean
    }
    // A new post's Markdown, which no cache holds yet: the forged request is the one that reaches
    // the app and is stored, and the clean request after it is served from there. A content
    // change anywhere in the cluster bans the proxy's pages, and the publish's own ban may land
    // after its answer: a clean request that misses is accepted only when the proxy counted a
    // ban since the forged one, and then the round is made again with another new post.
    let stored = false
    for (let round = 1; !stored; round++) {
      const created = await fetch(`${a}/api/posts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
        body: JSON.stringify({
          title: `Cluster Markdown ${Date.now()}`,
          content: 'Read the [coaching page](/coaching).',
          status: 'draft',
          readTime: 2,
        }),
      })
      expect(created.status, await created.clone().text()).toBe(201)
      const { doc: post } = (await created.json()) as { doc: { id: number; slug: string } }
      await setStatus(a, post.id, 'publish')
      const bansBefore = await proxyBans()
      const clean = await forgeThenRead(`/blog/${post.slug}.md`, {})
      stored = clean.headers.get('x-cache') === 'HIT'
      if (!stored) {
        expect(await proxyBans(), `round ${round}: a miss with no ban since`).toBeGreaterThan(
          bansBefore,
        )
        expect(round, 'rounds whose stored copy a ban dropped').toBeLessThan(5)
      }
    }
    // Pages too, with a fresh query string (converted afresh, and kept by Varnish as the page's
    // HTML is).
    const fresh = Date.now()
    await forgeThenRead(`/coaching.md?forged=${fresh}`, {})
    await forgeThenRead(`/?forged=${fresh}`, { accept: 'text/markdown' })
  })

  it('draws a social card once through the proxy and answers other query strings 308', async () => {
    const post = await createDraft(
      a,
      `Cluster card ${'with a long title '.repeat(10)}`.slice(0, 200),
    )
    await setStatus(a, post.id, 'publish')
    const { post: published } = (await (await fetch(`${a}/api/blog/${post.slug}`)).json()) as {
      post: { slug: string; updatedAt: string }
    }
    const card = socialCardPath(published)
    const timed = async (url: string) => {
      const started = performance.now()
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      return { response, ms: performance.now() - started }
    }
    // A burst of made-up versions and the home page beside it: nothing is drawn for them, and the
    // home page answers. How long it took is printed: a figure, not a pass mark, on a machine
    // running every suite at once.
    const burst = await Promise.all([
      ...Array.from({ length: 12 }, (_, n) =>
        timed(`${proxy}/blog/${post.slug}/social-card?v=${Date.now()}${n}`),
      ),
      timed(`${proxy}/?card-burst=${Date.now()}`),
    ])
    const home = burst.pop()!
    for (const { response } of burst) {
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(card)
    }
    expect(home.response.status).toBe(200)
    console.log(`home page beside a burst of card versions: ${Math.round(home.ms)} ms`)

    const first = await timed(`${proxy}${card}`)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('image/png')
    // Drawn once for every instance (the shared data cache), and then kept by the proxy. The
    // post was published a moment ago, and the expiry of its pages bans them from the proxy:
    // the card is kept from the fetch that follows the ban.
    expect((await fetch(`${b}${card}`)).status).toBe(200)
    await expect
      .poll(async () => (await fetch(`${proxy}${card}`)).headers.get('x-cache'), {
        timeout: 10_000,
      })
      .toBe('HIT')
  })

  it('keeps the proxy away from the dashboards, writes and cookies, and keys RSC apart', async () => {
    await getText(`${proxy}/blog`)
    expect((await getText(`${proxy}/blog`)).headers.get('x-cache')).toBe('HIT')
    const html = await getText(`${proxy}/blog`)
    await getText(`${proxy}/blog?_rsc`, RSC)
    const rsc = await getText(`${proxy}/blog?_rsc`, RSC)
    expect(rsc.headers.get('x-cache')).toBe('HIT')
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(rsc.headers.get('content-type')).toContain('text/x-component')

    for (const route of ['/admin/login', '/cms/login', '/api/admin/check-auth']) {
      await getText(`${proxy}${route}`)
      expect((await getText(`${proxy}${route}`)).headers.get('x-cache')).toBe('MISS')
    }
    const login = await fetch(`${proxy}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'wrong password' }),
    })
    expect(login.headers.get('x-cache')).toBe('MISS')
  })

  it('runs one build on every instance: the same build id and assets', async () => {
    const assets = async (origin: string) => {
      const { body } = await getText(`${origin}/`)
      // The build id travels in the page's flight data as "b" (quotes escaped inside a script).
      const buildId = /\\?"b\\?":\\?"([\w-]+)/.exec(body)
      const scripts = [...body.matchAll(/\/_next\/static\/[^"'\s)]+\.js/g)].map((m) => m[0]).sort()
      return { buildId: buildId?.[1], scripts: [...new Set(scripts)] }
    }
    const [onA, onB] = [await assets(a), await assets(b)]
    expect(onA.buildId).toMatch(/^[\w-]{8,}$/)
    expect(onA.scripts.length).toBeGreaterThan(0)
    expect(onB).toEqual(onA)
    // Every asset the page names is served by the other instance too.
    for (const script of onA.scripts) expect((await getText(`${b}${script}`)).status).toBe(200)
  })

  it("sends the build's scripts through the proxy gzipped, one stored copy for every client", async () => {
    const { body } = await getText(`${proxy}/`)
    const script = /\/_next\/static\/[^"'\s)]+\.js/.exec(body)?.[0]
    expect(script).toBeDefined()
    const fetched: Record<string, { encoding: string | null; cache: string | null; body: string }> =
      {}
    for (const [label, accept] of [
      ['br', 'gzip, deflate, br, zstd'],
      ['gzip', 'gzip, deflate'],
      ['identity', 'identity'],
    ]) {
      for (const round of [1, 2]) {
        const response = await getText(`${proxy}${script}`, { 'Accept-Encoding': accept! })
        expect(response.status).toBe(200)
        fetched[`${label}${round}`] = {
          encoding: response.headers.get('content-encoding'),
          cache: response.headers.get('x-cache'),
          body: response.body, // decoded by fetch
        }
      }
    }
    // The app sends gzip (it has no Brotli); Varnish unzips its copy for a client without gzip.
    expect(fetched.br2).toMatchObject({ encoding: 'gzip', cache: 'HIT' })
    expect(fetched.gzip2).toMatchObject({ encoding: 'gzip', cache: 'HIT' })
    expect(fetched.identity2).toMatchObject({ encoding: null, cache: 'HIT' })
    expect(fetched.br2!.body).toBe(fetched.gzip2!.body)
    expect(fetched.identity2!.body).toBe(fetched.gzip2!.body)
    expect(fetched.br2!.body).toBe((await getText(`${a}${script}`)).body)
  })
}
