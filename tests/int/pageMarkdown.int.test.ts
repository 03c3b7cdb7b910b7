/**
 * The Markdown versions of the site's pages, through their route handler: written from the
 * copy and the data the pages render (no request to the app itself), with the Cache-Control of
 * the page's HTML, the same answer whatever the query string, a redirect where an editor made
 * one and a 404 for an address that is no page. Each test makes its own posts and addresses.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { COACHING_PAGE, COACHING_FAQ } from '@/content/coaching'
import { formatGbp } from '@/content/offers'
import { WORK_WITH_US } from '@/content/workWithUs'
import { agentHeaderRules } from '@/lib/http/agentHeaders'
import { PUBLIC_ROUTES } from '@/lib/seo/publicRoutes'

import { testPayload } from '../support/payload'

type Handler = (
  request: Request,
  context: { params: Promise<{ path?: string[] }> },
) => Promise<Response>

let payload: Payload
let GET: Handler
let SITE = ''
const unique = (name: string) => `${name}-${Date.now().toString(36)}`

/** The route handler as the rewrite reaches it: `/coaching.md?x` → `/_markdown/coaching.md`. */
function markdown(address: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(address, 'http://localhost')
  const rewritten = url.pathname === '/' ? [] : url.pathname.slice(1).split('/')
  const request = new Request(`http://localhost/_markdown/${rewritten.join('/')}${url.search}`, {
    headers,
  })
  // The handler reads the query from NextRequest's nextUrl, as Next hands it over.
  Object.assign(request, { nextUrl: new URL(request.url) })
  return GET(request, {
    params: Promise.resolve(rewritten.length ? { path: rewritten.map(decodeURIComponent) } : {}),
  })
}

const mdAddress = (path: string) => (path === '/' ? '/index.md' : `${path}.md`)

describe('pages in Markdown', () => {
  beforeAll(async () => {
    payload = await testPayload()
    GET = (await import('@/app/%5Fmarkdown/[[...path]]/route')).GET as unknown as Handler
    SITE = (await import('@/env')).env().SITE_URL
  })

  it('answers every page whose Link header names a Markdown version, links on the site’s address', async () => {
    const advertised = agentHeaderRules()
      .map((rule) => rule.source)
      .filter((source) => !source.includes(':'))
    expect(advertised).toEqual(expect.arrayContaining(PUBLIC_ROUTES.map(({ path }) => path)))
    for (const path of advertised) {
      const response = await markdown(mdAddress(path))
      const body = await response.text()
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8')
      expect(response.headers.get('vary'), path).toBe('Accept')
      expect(body, path).toMatch(/^# \S.*\n\n> \S/)
      expect(body, path).not.toMatch(/<[a-z]|undefined|\[object /i)
      for (const [, target] of body.matchAll(/\]\(([^)]+)\)/g)) {
        expect(target, path).toMatch(new RegExp(`^(${SITE}/|https://|mailto:)`))
      }
    }
  })

  it('carries the page’s copy and prices', async () => {
    const offers = await payload.findGlobal({ slug: 'offers', overrideAccess: true })
    const workWithUs = await (await markdown('/work-with-us.md')).text()
    expect(workWithUs).toContain(`## ${WORK_WITH_US.plans.title}`)
    for (const plan of offers.plans) {
      expect(workWithUs).toContain(`### ${plan.name}`)
      expect(workWithUs).toContain(`**${formatGbp(plan.price)}/month**`)
    }
    const home = await (await markdown('/', { accept: 'text/markdown' })).text()
    expect(home).toContain(formatGbp(offers.plans[0]!.price))
    const coaching = await (await markdown('/coaching.md')).text()
    expect(coaching).toContain(`## ${COACHING_PAGE.faq.title}`)
    expect(coaching).toContain(`### ${COACHING_FAQ[0]!.question}`)
  })

  it('sends the Cache-Control of the page’s HTML', async () => {
    // Pages are kept until a tag of their reads expires: Next sends a year.
    for (const address of ['/coaching.md', '/vibe-coding.md', '/index.md']) {
      expect((await markdown(address)).headers.get('cache-control'), address).toBe(
        's-maxage=31536000',
      )
    }
    // Rendered per request from its query: nothing keeps it.
    expect((await markdown('/onboarding-step.md')).headers.get('cache-control')).toMatch(/no-store/)
  })

  it('answers a query string with the page’s own Markdown', async () => {
    const plain = await (await markdown('/coaching.md')).text()
    for (const address of [`/coaching.md?x=${unique('q')}`, `/coaching?x=${unique('q')}`]) {
      const response = await markdown(address, { accept: 'text/markdown' })
      expect(response.status, address).toBe(200)
      expect(await response.text(), address).toBe(plain)
    }
  })

  it('answers 304 to its ETag', async () => {
    const first = await markdown('/timeframes.md')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"md-/)
    expect((await markdown('/timeframes.md', { 'if-none-match': etag })).status).toBe(304)
  })

  it('lists a new article on /blog and gives the article’s stored Markdown', async () => {
    const slug = unique('markdown-article')
    await payload.create({
      collection: 'posts',
      data: {
        title: `Markdown ${slug}`,
        slug,
        content: 'Read the [coaching page](/coaching).',
        excerpt: 'Stored for agents.',
        readTime: 2,
        _status: 'published',
      },
      overrideAccess: true,
    })
    const blog = await (await markdown('/blog.md')).text()
    expect(blog).toContain(`[Markdown ${slug}](${SITE}/blog/${slug})`)
    const article = await (await markdown(`/blog/${slug}.md`)).text()
    expect(article).toBe(
      `# Markdown ${slug}\n\n> Stored for agents.\n\nRead the [coaching page](${SITE}/coaching).\n`,
    )
  })

  it('follows an editor’s redirect and has no Markdown for other addresses', async () => {
    const from = `/${unique('moved')}`
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url: '/contact' } } as never,
      overrideAccess: true,
    })
    try {
      const moved = await markdown(`${from}.md`)
      expect(moved.status).toBe(308)
      expect(moved.headers.get('location')).toBe('/contact')
    } finally {
      await payload.delete({ collection: 'redirects', id: redirect.id, overrideAccess: true })
    }
    for (const address of [
      `/${unique('nothing')}.md`,
      '/blog/no-such-post.md',
      '/request-info.md',
    ]) {
      const response = await markdown(address)
      expect(response.status, address).toBe(404)
      expect(((await response.json()) as { message: string }).message).toBe(
        'This address has no Markdown version.',
      )
    }
  })
})
