import { adminToken, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It makes a draft with a fixed slug: it runs against an app server of its own.
runOnOwnServer()

test.describe('Payload APIs leak nothing to anonymous visitors', () => {
  for (const path of [
    '/api/contact-messages',
    '/api/waitlist-entries',
    '/api/admins',
    '/api/payload-jobs',
    '/api/payload-preferences',
  ]) {
    test(`refuses anonymous GET ${path}`, async ({ request }) => {
      const response = await request.get(path)
      expect([401, 403, 404]).toContain(response.status())
      const body = await response.text()
      expect(body).not.toContain('"docs"')
    })
  }

  test('hides drafts from visitors and shows them to the administrator', async ({ request }) => {
    const token = await adminToken()
    const created = await request.post('/api/posts', {
      headers: bearer(token),
      data: {
        title: 'E2E hidden draft',
        slug: 'e2e-hidden-draft',
        content: 'Draft body',
        status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    // Payload's REST answers visitors nothing (they read posts at /api/blog and the pages).
    for (const path of [
      '/api/posts?limit=100&where[_status][equals]=draft',
      '/api/posts?limit=100',
      `/api/posts/${doc.id}`,
    ]) {
      const anonymous = await request.get(path)
      expect(anonymous.status(), path).toBe(403)
      expect(await anonymous.text()).not.toContain('e2e-hidden-draft')
    }
    expect(await (await request.get('/api/blog')).text()).not.toContain('e2e-hidden-draft')

    const asAdmin = await request.get(`/api/posts/${doc.id}`, { headers: bearer(token) })
    expect(asAdmin.status()).toBe(200)
    await request.delete(`/api/posts/${doc.id}`, { headers: bearer(token) })
  })

  test('refuses anonymous creation of messages and posts', async ({ request }) => {
    const message = await request.post('/api/contact-messages', {
      data: { fullName: 'Mallory', workEmail: 'm@example.com', message: 'hello there' },
    })
    expect(message.status()).toBe(403)
    const post = await request.post('/api/posts', { data: { title: 'x', slug: 'x', content: 'x' } })
    expect(post.status()).toBe(403)
  })

  test('serves no GraphQL', async ({ request }) => {
    for (const q of [
      '{ ContactMessages { docs { id fullName workEmail message } } }',
      '{ Posts(limit: 100) { docs { slug status } } }',
    ]) {
      const response = await request.post('/api/graphql', { data: { query: q } })
      expect(response.status()).toBe(404)
      expect(await response.json()).toEqual({ message: expect.any(String) })
    }
    expect((await request.get('/api/graphql-playground')).status()).toBe(404)
  })
})

test.describe('the platform serves', () => {
  test('the home page, the blog API with the demo posts, and the CMS login', async ({
    page,
    request,
  }) => {
    const home = await page.goto('/')
    expect(home?.status()).toBe(200)
    const api = await (await request.get('/api/blog')).json()
    expect(api.posts.length).toBeGreaterThanOrEqual(4)
    // Other suites add posts of their own; the seeded ones carry hero images stored in Media.
    const seeded = api.posts.find((post: { slug: string }) => post.slug === 'llms-txt-quick-win')
    expect(seeded.heroImage).toMatch(/^\/api\/media\/file\//)
    const image = await request.get(seeded.heroImage)
    expect(image.ok()).toBe(true)
    expect(image.headers()['content-type']).toContain('image/webp')

    await page.goto('/cms')
    await expect(page.locator('input[type="email"], input[name="email"]')).toBeVisible()
    await expect(page.locator('input[type="password"]')).toBeVisible()
  })

  test('sends the security headers', async ({ request }) => {
    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    // HSTS only for a request that arrived over https (here: through a TLS-terminating proxy).
    expect(headers['strict-transport-security']).toBeUndefined()
    const overHttps = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(overHttps.headers()['strict-transport-security']).toContain('max-age=')
  })

  test("asks for the colour scheme on Payload's panel only, so a public page loads in one request", async ({
    request,
  }) => {
    for (const path of ['/', '/blog', '/api/blog']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers.vary ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
    }
    const panel = (await request.get('/cms/login')).headers()
    expect(panel['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
