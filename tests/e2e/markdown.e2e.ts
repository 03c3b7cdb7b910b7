import { type APIRequestContext } from '@playwright/test'

import { adminToken, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It changes a live price: it runs against an app server of its own.
runOnOwnServer()

// Changes a live price and posts; the tests run one after another.
test.describe.configure({ mode: 'serial' })

const markdown = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { accept: 'text/markdown' } })
  return { status: response.status(), body: await response.text() }
}

test.describe('pages in Markdown', () => {
  test('answers Markdown with Vary, an ETag, 304 and the page’s Cache-Control', async ({
    request,
  }) => {
    const html = await request.get('/coaching', { headers: { accept: 'text/html' } })
    for (const [path, accept] of [
      ['/coaching', 'text/markdown'],
      ['/coaching.md', '*/*'],
    ]) {
      const response = await request.get(path, { headers: { accept } })
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      expect(headers['content-type']).toBe('text/markdown; charset=utf-8')
      expect(headers['vary']).toMatch(/(^|,\s*)Accept(,|$)/)
      expect(headers['cache-control']).toBe(html.headers()['cache-control'])
      const body = await response.text()
      expect(body).toMatch(/^# .+\n/)
      expect(body).not.toContain('<!--')
      const again = await request.get(path, {
        headers: { accept, 'if-none-match': headers['etag']! },
      })
      expect(again.status()).toBe(304)
      const head = await request.head(path, { headers: { accept } })
      expect(head.status()).toBe(200)
      expect(head.headers()['etag']).toBe(headers['etag'])
    }
    const home = await request.get('/index.md')
    expect(home.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  })

  test('answers 404 for a page that does not exist, and no Markdown for other files', async ({
    request,
  }) => {
    const missing = await request.get(`/no-such-page-${Date.now()}.md`)
    expect(missing.status()).toBe(404)
    const feed = await request.get('/api/blog', { headers: { accept: 'text/markdown' } })
    expect(feed.headers()['content-type']).toContain('application/json')
    const llms = await request.get('/llms.txt', { headers: { accept: 'text/markdown' } })
    expect(llms.headers()['content-type']).toContain('text/plain')
  })

  test('gives a post’s stored Markdown, expired with the post', async ({ request }) => {
    const token = await adminToken()
    const slug = `markdown-post-${Date.now()}`
    const post = {
      title: `Markdown ${slug}`,
      slug,
      excerpt: 'Read by agents.',
      content: 'First  version, with **bold** and a [link](/contact).',
      status: 'published',
      readTime: 2,
      tags: [],
    }
    const created = await request.post('/api/admin/blog', { headers: bearer(token), data: post })
    expect(created.status(), await created.text()).toBe(201)
    const { post: saved } = (await created.json()) as { post: { id: number } }
    const base = new URL(process.env.E2E_BASE_URL ?? '').origin
    const first = await markdown(request, `/blog/${slug}`)
    expect(first.body).toBe(
      `# ${post.title}\n\n> Read by agents.\n\nFirst  version, with **bold** and a [link](${base}/contact).\n`,
    )

    const put = await request.put(`/api/admin/blog/${saved.id}`, {
      headers: bearer(token),
      data: { ...post, content: 'Second version.' },
    })
    expect(put.status(), await put.text()).toBe(200)
    await expect
      .poll(async () => (await markdown(request, `/blog/${slug}.md`)).body)
      .toContain('Second version.')
    // The blog list shows the post too, converted from its HTML.
    await expect.poll(async () => (await markdown(request, '/blog')).body).toContain(post.title)
  })

  test('expires a page’s Markdown with the price it shows', async ({ request }) => {
    const token = await adminToken()
    const offers = (await (
      await request.get('/api/globals/offers', { headers: bearer(token) })
    ).json()) as {
      plans: { name: string; price: number }[]
    }
    const price = 1000 + (Date.now() % 900) + 1
    const shown = `£${price.toLocaleString('en-GB')}`
    // Cached before the change.
    expect((await markdown(request, '/work-with-us')).body).not.toContain(shown)
    try {
      const saved = await request.post('/api/globals/offers', {
        headers: bearer(token),
        data: {
          plans: offers.plans.map((plan) => (plan.name === 'Growth' ? { ...plan, price } : plan)),
        },
      })
      expect(saved.status(), await saved.text()).toBe(200)
      await expect
        .poll(async () => (await markdown(request, '/work-with-us')).body)
        .toContain(shown)
      await expect.poll(async () => (await markdown(request, '/')).body).toContain(shown)
    } finally {
      await request.post('/api/globals/offers', {
        headers: bearer(token),
        data: { plans: offers.plans },
      })
    }
    await expect
      .poll(async () => (await markdown(request, '/work-with-us')).body)
      .not.toContain(shown)
  })
})
