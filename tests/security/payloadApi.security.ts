import { type APIRequestContext } from '@playwright/test'

import { adminEmail, adminToken, bearer, freshIp, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts, logs in and asks for password resets:
// it runs against an app server of its own.
runOnOwnServer()

/**
 * Payload's own REST API (under /api) as an anonymous visitor, against the built app: nothing of
 * any collection or global is readable, whatever the query asks (trash, drafts, versions, a
 * `where` on `deletedAt`, by id); of the media, only the files public pages show (media.security);
 * nothing can be written. GraphQL is not served: /api/graphql answers 404 to anything.
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

/**
 * Every collection and global of the config, as the editor's permissions name them (so a new one
 * is walked too), with the ones above.
 */
async function everySlug(request: APIRequestContext) {
  const access = (await (await request.get('/api/access', { headers: bearer(token) })).json()) as {
    collections: Record<string, unknown>
    globals: Record<string, unknown>
  }
  return {
    collections: [...new Set([...COLLECTIONS, ...Object.keys(access.collections)])],
    globals: Object.keys(access.globals),
  }
}

test.describe('anonymous reads', () => {
  test('show nothing of any collection or global, through any door', async ({ request }) => {
    const { collections, globals } = await everySlug(request)
    expect(globals).toEqual(expect.arrayContaining(['site-settings', 'offers', 'page-seo']))
    // A published post moved to the trash.
    const created = await request.post('/api/posts', {
      headers: bearer(token),
      data: {
        title: 'Anonymous probe trashed',
        slug: uniqueSlug('anon-trashed'),
        content: 'x',
        status: 'published',
      },
    })
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    expect((await request.delete(`/api/posts/${doc.id}`, { headers: bearer(token) })).ok()).toBe(
      true,
    )
    const secrets = [...Object.values(slugs), doc.slug, secretEmail, secretMessage, adminEmail]
    for (const slug of collections) {
      const id = slug === 'posts' ? doc.id : 1
      for (const path of [
        `/api/${slug}?limit=100`,
        `/api/${slug}?trash=true&where[deletedAt][exists]=true`,
        `/api/${slug}?draft=true&depth=2`,
        `/api/${slug}/${id}`,
        `/api/${slug}/${id}?trash=true&draft=true`,
        `/api/${slug}/versions?trash=true`,
        `/api/${slug}/count?trash=true`,
      ]) {
        const response = await request.get(path)
        const text = await response.text()
        for (const secret of secrets) expect(text, path).not.toContain(secret)
        // Payload answers its migrations, which have no REST reads, 404; preferences by key
        // answer a visitor that they have none.
        if (response.ok()) expect(text, path).not.toMatch(/"docs":\s*\[\s*\{|"totalDocs":\s*[1-9]/)
        else expect([401, 403, 404], path).toContain(response.status())
      }
    }
    for (const slug of globals) {
      for (const path of [`/api/globals/${slug}`, `/api/globals/${slug}?draft=true`]) {
        expect((await request.get(path)).status(), path).toBe(403)
      }
    }
    // The site's own doors show the published post, and none of the others.
    expect(await (await request.get('/api/blog')).text()).toContain(slugs.published)
    const lists = ['/api/blog', '/api/blog/rss', '/sitemap.xml', '/llms.txt', '/blog', '/blog.md']
    for (const hidden of [slugs.draft, slugs.future, doc.slug]) {
      for (const path of lists) {
        expect(await (await request.get(path)).text(), path).not.toContain(hidden)
      }
      for (const path of [
        `/api/blog/${hidden}`,
        `/api/blog/${hidden}/hero-image`,
        `/blog/${hidden}`,
        `/blog/${hidden}.md`,
        `/blog/${hidden}/social-card`,
      ]) {
        expect((await request.get(path)).status(), path).toBe(404)
      }
    }
    await expectNoGraphql(request, `{ Posts(limit: 500) { docs { slug } } }`)
    const me = await (await request.get('/api/admins/me')).json()
    expect(me.user ?? null).toBeNull()
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
