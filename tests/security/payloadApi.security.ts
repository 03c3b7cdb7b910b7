import { type APIRequestContext } from '@playwright/test'

import { adminEmail, adminToken, bearer, freshIp, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts, logs in and asks for password resets:
// it runs against an app server of its own.
runOnOwnServer()

/**
 * Payload's own REST API (under /api) as an anonymous visitor: only published posts whose time
 * has come, the media they show and the public site settings are readable; nothing can be
 * written. GraphQL is not served: /api/graphql answers 404 to anything.
 */
const COLLECTIONS = [
  'posts',
  'media',
  'contact-messages',
  'waitlist-entries',
  'admins',
  'payload-jobs',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-folders',
  'exports',
  'imports',
]
const PRIVATE = COLLECTIONS.filter((slug) => slug !== 'posts' && slug !== 'media')

/** A GraphQL query or mutation is answered 404 with a JSON message, and runs nothing. */
async function expectNoGraphql(request: APIRequestContext, query: string) {
  const response = await request.post('/api/graphql', { data: { query } })
  expect(response.status(), query).toBe(404)
  const answer = (await response.json()) as { message?: string; data?: unknown }
  expect(answer.message, query).toEqual(expect.any(String))
  expect(answer.data, query).toBeUndefined()
}

let token = ''
const created: { draft: number; future: number; published: number } = {
  draft: 0,
  future: 0,
  published: 0,
}
const slugs = { draft: '', future: '', published: '' }
const secretEmail = `waitlist-${Date.now()}@secret.example`
const secretMessage = `Confidential enquiry ${Date.now()}`

test.beforeAll(async ({ request }) => {
  token = await adminToken()
  for (const kind of ['draft', 'future', 'published'] as const) {
    slugs[kind] = uniqueSlug(`anon-${kind}`)
    const response = await request.post('/api/posts', {
      headers: bearer(token),
      data: {
        title: `Anonymous probe ${kind}`,
        slug: slugs[kind],
        content: 'Probe body.',
        status: kind === 'draft' ? 'draft' : 'published',
        ...(kind === 'future'
          ? { publishedAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString() }
          : {}),
      },
    })
    expect(response.status(), kind).toBe(201)
    created[kind] = ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const message = await request.post('/api/contact-message', {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      fullName: 'Secret Sender',
      workEmail: 'secret.sender@secret.example',
      company: 'Secret Co',
      companySize: '1-10',
      howDidYouHear: 'Search',
      isAgency: false,
      message: secretMessage,
    },
  })
  expect(message.status()).toBe(201)
  const waitlist = await request.post('/api/clavius-waitlist', {
    headers: { 'x-forwarded-for': freshIp() },
    data: { name: 'Secret Waiter', email: secretEmail },
  })
  expect(waitlist.ok()).toBe(true)
})

test.afterAll(async ({ request }) => {
  for (const id of Object.values(created)) {
    if (id) await request.delete(`/api/posts/${id}`, { headers: bearer(token) })
  }
})

test.describe('anonymous reads', () => {
  test('show no draft and no future-dated post, by list, id or slug', async ({ request }) => {
    for (const kind of ['draft', 'future'] as const) {
      const list = await (await request.get(`/api/posts?limit=500&depth=0`)).text()
      expect(list).not.toContain(slugs[kind])
      const byId = await request.get(`/api/posts/${created[kind]}`)
      expect([403, 404]).toContain(byId.status())
      const bySlug = await (
        await request.get(`/api/posts?where[slug][equals]=${slugs[kind]}`)
      ).json()
      expect(bySlug.docs).toEqual([])
      await expectNoGraphql(
        request,
        `{ Post(id: ${created[kind]}) { slug } Posts(limit: 500) { docs { slug } } }`,
      )
      expect((await request.get(`/api/blog/${slugs[kind]}`)).status()).toBe(404)
      expect(await (await request.get('/api/blog')).text()).not.toContain(slugs[kind])
      expect((await request.get(`/blog/${slugs[kind]}`)).status()).toBe(404)
    }
    // The published one is visible: the probes above would have seen a leak.
    expect(await (await request.get('/api/posts?limit=500&depth=0')).text()).toContain(
      slugs.published,
    )
  })

  test('show no message, waitlist e-mail, administrator, job or preference', async ({
    request,
  }) => {
    for (const slug of PRIVATE) {
      const list = await request.get(`/api/${slug}?limit=100`)
      // Payload answers 501 on its migrations collection, which has no REST reads.
      expect([401, 403, 404, 501], slug).toContain(list.status())
      const text = await list.text()
      expect(text).not.toContain('"docs"')
      expect(text).not.toContain(secretEmail)
      const byId = await request.get(`/api/${slug}/1`)
      if (slug === 'payload-preferences') {
        // Preferences are looked up by key for the current user; a visitor has none.
        expect(await byId.json()).toMatchObject({ value: null })
      } else {
        expect([401, 403, 404, 501], slug).toContain(byId.status())
      }
      const count = await request.get(`/api/${slug}/count`)
      expect(await count.text(), slug).not.toMatch(/"totalDocs":\s*[1-9]/)
    }
    const me = await (await request.get('/api/admins/me')).json()
    expect(me.user ?? null).toBeNull()
    for (const query of [
      '{ ContactMessages { docs { message workEmail } } }',
      '{ WaitlistEntries { docs { email } } }',
      '{ Admins { docs { email } } }',
      `{ ContactMessage(id: 1) { message } }`,
      '{ meAdmin { user { email } } }',
      '{ PayloadJobs { docs { id input } } }',
      '{ PayloadPreferences { docs { id value } } }',
    ]) {
      const answer = await (await request.post('/api/graphql', { data: { query } })).text()
      expect(answer, query).not.toContain(secretEmail)
      expect(answer, query).not.toContain(secretMessage)
      expect(answer, query).not.toContain(adminEmail)
      await expectNoGraphql(request, query)
    }
  })
})

test.describe('anonymous writes', () => {
  test('create nothing in any collection, by REST or GraphQL', async ({ request }) => {
    for (const slug of COLLECTIONS) {
      const response = await request.post(`/api/${slug}`, {
        data: {
          title: 'x',
          slug: 'x',
          content: 'x',
          email: 'x@x.example',
          password: 'x'.repeat(16),
        },
      })
      // Payload answers 501 for the writes it does not implement on its migrations.
      expect([400, 401, 403, 404, 405, 501], slug).toContain(response.status())
    }
    const upload = await request.post('/api/media', {
      multipart: {
        file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<html>x</html>') },
        _payload: JSON.stringify({ alt: 'x' }),
      },
    })
    expect([400, 401, 403]).toContain(upload.status())
    for (const mutation of [
      'mutation { createPost(data: { title: "x", slug: "anon-gql", content: "x" }) { id } }',
      'mutation { createAdmin(data: { email: "m@x.example", name: "M", password: "xxxxxxxxxxxxxxxx" }) { id } }',
      'mutation { createContactMessage(data: { fullName: "x", workEmail: "x@x.example" }) { id } }',
    ]) {
      await expectNoGraphql(request, mutation)
    }
  })

  test('change and delete nothing, one by one or in bulk', async ({ request }) => {
    const target = created.published
    for (const slug of COLLECTIONS) {
      for (const [method, path] of [
        ['PATCH', `/api/${slug}/${target}`],
        ['DELETE', `/api/${slug}/${target}`],
        ['PATCH', `/api/${slug}?where[id][exists]=true`],
        ['DELETE', `/api/${slug}?where[id][exists]=true`],
      ] as const) {
        const response = await request.fetch(path, { method, data: { title: 'Defaced' } })
        const body = (await response.json().catch(() => ({}))) as { docs?: unknown[] }
        if (response.ok()) expect(body.docs ?? [], `${method} ${path}`).toEqual([])
        else
          expect([400, 401, 403, 404, 405, 501], `${method} ${path}`).toContain(response.status())
      }
    }
    for (const mutation of [
      `mutation { updatePost(id: ${target}, data: { title: "Defaced" }) { id } }`,
      `mutation { deletePost(id: ${target}) { id } }`,
    ]) {
      await expectNoGraphql(request, mutation)
    }
    const globalUpdate = await request.post('/api/globals/site-settings', {
      data: { brandName: 'Defaced' },
    })
    expect([401, 403]).toContain(globalUpdate.status())
    const settings = await (await request.get('/api/globals/site-settings')).text()
    expect(settings).not.toContain('Defaced')
    // The post is still there, unchanged; so are the administrators.
    const post = await request.get(`/api/posts/${target}`, { headers: bearer(token) })
    expect(((await post.json()) as { title: string }).title).toBe('Anonymous probe published')
    const admins = await request.get('/api/admins', { headers: bearer(token) })
    expect(((await admins.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
  })

  test('cannot register a first administrator once one exists', async ({ request }) => {
    const response = await request.post('/api/admins/first-register', {
      data: { email: 'intruder@evil.example', name: 'Intruder', password: 'intruder-password-1' },
    })
    expect([400, 403]).toContain(response.status())
    const login = await request.post('/api/admins/login', {
      data: { email: 'intruder@evil.example', password: 'intruder-password-1' },
    })
    expect(login.status()).toBe(401)
  })

  test('password reset answers the same for a known and an unknown e-mail', async ({ request }) => {
    const ask = async (email: string) => {
      const response = await request.post('/api/admins/forgot-password', { data: { email } })
      return { status: response.status(), body: await response.text() }
    }
    const known = await ask(adminEmail)
    const unknown = await ask(`nobody-${Date.now()}@nowhere.example`)
    expect(known.status).toBeLessThan(500)
    expect(unknown).toEqual(known)
  })
})
