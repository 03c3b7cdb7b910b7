import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as publishPost } from '@/app/api/admin/blog/[id]/publish/route'
import { DELETE as deletePost, PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { POST as unpublishPost } from '@/app/api/admin/blog/[id]/unpublish/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { POST as uploadImage } from '@/app/api/admin/blog/upload-image/route'
import { GET as checkAuth } from '@/app/api/admin/check-auth/route'
import { PATCH as patchMessage } from '@/app/api/admin/contact-messages/[id]/route'
import { GET as listMessages } from '@/app/api/admin/contact-messages/route'
import { POST as login } from '@/app/api/admin/login/route'
import { POST as logout } from '@/app/api/admin/logout/route'
import { GET as publicPosts } from '@/app/api/blog/route'
import { env } from '@/env'
import { clearLoginThrottles, LOGIN_LIMITS } from '@/lib/http/loginThrottle'
import { MAX_IMAGE_BASE64, MAX_IMAGE_BYTES } from '@/lib/images'

import { pastTimestamp } from '../support/clock'
import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'owner@example.com', name: 'Olivia Owner', password: 'owner-password-123' }
const OTHER = { email: 'second@example.com', name: 'Second Admin', password: 'second-password-456' }

// The forms' rate limits off, before any import reads the environment: login throttling is a
// security control and stays on regardless.
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

let payload: Payload

type Json = Record<string, unknown>

/** The public blog list as a reader's request asks for it (no validators sent). */
const publicListRequest = () => new Request('http://localhost/api/blog')

function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; ip?: string } = {},
) {
  // A client address of its own per request unless given: login throttling counts per address.
  const headers = new Headers({ 'x-forwarded-for': options.ip ?? freshIp() })
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, { method, headers, body })
}

let ipCounter = 0
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`

const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

/**
 * The owner first, so the password-only login is theirs; then a second administrator. New
 * accounts under the same addresses: the failed logins counted on the earlier ones are forgotten.
 */
async function arrangeAdmins(): Promise<void> {
  await clearCollections(payload, ['admins'])
  await clearLoginThrottles()
  const owner = await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  await pastTimestamp(owner.createdAt)
  await payload.create({ collection: 'admins', data: OTHER, overrideAccess: true })
}

async function ownerToken(): Promise<string> {
  const { token } = await payload.login({
    collection: 'admins',
    data: { email: OWNER.email, password: OWNER.password },
  })
  return token!
}

const validPost = (overrides: Json = {}) => ({
  title: 'A valid post',
  slug: 'a-valid-post',
  excerpt: 'Short summary',
  content: '# Heading\n\nBody text.',
  heroImage: '',
  category: 'Guides',
  tags: ['ai', 'seo'],
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
  readTime: 5,
  ...overrides,
})

async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json
}

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer()
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/admin/login', () => {
  beforeEach(arrangeAdmins)

  it('answers a token for the owner and sets the HttpOnly, SameSite=Lax auth cookie', async () => {
    const response = await login(
      call('POST', '/api/admin/login', { body: { password: OWNER.password } }),
    )
    expect(response.status).toBe(200)
    const { token } = await json(response)
    expect(typeof token).toBe('string')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`payload-token=${token}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    const me = await checkAuth(call('GET', '/api/admin/check-auth', { token: token as string }))
    expect(me.status).toBe(200)
    expect((await json(me)).admin).toMatchObject({ name: OWNER.name, email: OWNER.email })
  })

  it('answers 401 Invalid credentials for a wrong password', async () => {
    const response = await login(
      call('POST', '/api/admin/login', { body: { password: 'not-the-password' } }),
    )
    expect(response.status).toBe(401)
    expect(await json(response)).toMatchObject({
      message: 'Invalid credentials',
      error: 'Invalid credentials',
      code: 'invalid_credentials',
    })
  })

  it('logs in the first-created administrator only', async () => {
    const response = await login(
      call('POST', '/api/admin/login', { body: { password: OTHER.password } }),
    )
    expect(response.status).toBe(401)
  })

  it('answers 400 without a password, with an empty one and with a body that is not JSON', async () => {
    for (const request of [
      call('POST', '/api/admin/login', { body: {} }),
      call('POST', '/api/admin/login', { body: { password: '' } }),
      call('POST', '/api/admin/login', { body: { password: 42 } }),
      call('POST', '/api/admin/login', { raw: '{not json' }),
    ]) {
      const response = await login(request)
      expect(response.status).toBe(400)
      const body = await json(response)
      expect(typeof body.message).toBe('string')
      expect(body.error).toBe(body.message)
      expect(['validation_failed', 'invalid_json']).toContain(body.code)
    }
  })

  it("refuses the guesses once the account's turns begin, even the right password, while the owner's browser logs in", async () => {
    const first = await login(
      call('POST', '/api/admin/login', { body: { password: OWNER.password } }),
    )
    expect(first.status).toBe(200)
    const device = (first.headers.get('set-cookie') ?? '').match(/agency-known-device=[^;]+/)?.[0]
    expect(device).toBeTruthy()
    const attacker = freshIp()
    // Three answered at once, the fourth takes the account's turn...
    for (let attempt = 1; attempt <= LOGIN_LIMITS.accountFreeAttempts + 1; attempt++) {
      const response = await login(
        call('POST', '/api/admin/login', { body: { password: `wrong-${attempt}` }, ip: attacker }),
      )
      expect(response.status).toBe(401)
    }
    // ...and until the next turn, even the right password is refused.
    const locked = await login(
      call('POST', '/api/admin/login', { body: { password: OWNER.password }, ip: freshIp() }),
    )
    expect(locked.status).toBe(429)
    const body = await json(locked)
    expect(body.error).toBe('Too many failed login attempts. Try again in 8 minutes.')
    expect(body.code).toBe('account_locked')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(7 * 60)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(8 * 60)
    // No lock on the account: the owner's browser, elsewhere, logs in.
    const request = call('POST', '/api/admin/login', { body: { password: OWNER.password } })
    request.headers.set('cookie', device!)
    expect((await login(request)).status).toBe(200)
  }, 60_000)

  it('throttles with RATE_LIMIT=off, as this file runs', async () => {
    expect(env().RATE_LIMIT).toBe(false)
    const attacker = freshIp()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await login(
        call('POST', '/api/admin/login', { body: { password: `wrong-${attempt}` }, ip: attacker }),
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  }, 60_000)

  it('gives a correct password its attempt and its turn back', async () => {
    const ip = freshIp()
    const attempt = async (password: string) =>
      (await login(call('POST', '/api/admin/login', { body: { password }, ip }))).status
    const statuses: number[] = []
    for (const password of ['typo-1', 'typo-2', 'typo-3', OWNER.password, OWNER.password]) {
      statuses.push(await attempt(password))
    }
    // Past the three free attempts, a failure takes the account's turn; a success gives it back.
    statuses.push(await attempt('typo-4'), await attempt(OWNER.password))
    expect(statuses).toEqual([401, 401, 401, 200, 200, 401, 429])
  }, 60_000)
})

describe('admin routes without a valid token', () => {
  beforeAll(arrangeAdmins)

  const routes: [string, string, (request: Request) => Promise<Response>][] = [
    ['GET', '/api/admin/check-auth', (r) => checkAuth(r)],
    ['POST', '/api/admin/logout', (r) => logout(r)],
    ['GET', '/api/admin/blog', (r) => listAdminPosts(r)],
    ['POST', '/api/admin/blog', (r) => createPost(r)],
    ['PUT', '/api/admin/blog/1', (r) => updatePost(r, idParams(1))],
    ['DELETE', '/api/admin/blog/1', (r) => deletePost(r, idParams(1))],
    ['POST', '/api/admin/blog/1/publish', (r) => publishPost(r, idParams(1))],
    ['POST', '/api/admin/blog/1/unpublish', (r) => unpublishPost(r, idParams(1))],
    ['POST', '/api/admin/blog/upload-image', (r) => uploadImage(r)],
    ['GET', '/api/admin/contact-messages', (r) => listMessages(r)],
    ['PATCH', '/api/admin/contact-messages/1', (r) => patchMessage(r, idParams(1))],
  ]

  for (const [method, path, handler] of routes) {
    it(`${method} ${path} answers 401 with no token and with a bad one`, async () => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {}
      for (const token of [undefined, 'not-a-token', `${await ownerToken()}x`]) {
        const response = await handler(call(method, path, { token, body }))
        expect(response.status).toBe(401)
        const answer = await json(response)
        expect(typeof answer.message).toBe('string')
        expect(answer.code).toBe('unauthorized')
      }
    })
  }

  it('refuses a token after logout', async () => {
    const token = await ownerToken()
    expect((await checkAuth(call('GET', '/api/admin/check-auth', { token }))).status).toBe(200)
    const response = await logout(call('POST', '/api/admin/logout', { token }))
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=;.*Expires=/i)
    expect((await checkAuth(call('GET', '/api/admin/check-auth', { token }))).status).toBe(401)
  })
})

describe('blog posts', () => {
  let token: string

  beforeAll(async () => {
    await arrangeAdmins()
    token = await ownerToken()
  })
  beforeEach(async () => {
    await clearCollections(payload, ['posts'])
  })

  it('answers the administrator with id, name and email', async () => {
    const response = await checkAuth(call('GET', '/api/admin/check-auth', { token }))
    const { admin } = await json(response)
    expect(Object.keys(admin as Json).sort()).toEqual(['email', 'id', 'name'])
  })

  it('creates a post and lists every status, newest first, with every field', async () => {
    const first = await createPost(
      call('POST', '/api/admin/blog', {
        token,
        body: validPost({ slug: 'first', status: 'published' }),
      }),
    )
    expect(first.status).toBe(201)
    await pastTimestamp(
      ((await first.clone().json()) as { post: { createdAt: string } }).post.createdAt,
    )
    const second = await createPost(
      call('POST', '/api/admin/blog', {
        token,
        body: validPost({ slug: 'second', title: 'Second' }),
      }),
    )
    expect(second.status).toBe(201)

    const response = await listAdminPosts(call('GET', '/api/admin/blog', { token }))
    expect(response.status).toBe(200)
    const { posts } = (await response.json()) as { posts: Json[] }
    expect(posts.map((post) => post.slug)).toEqual(['second', 'first'])
    expect(Object.keys(posts[0]!).sort()).toEqual(
      [
        'category',
        'content',
        'createdAt',
        'excerpt',
        'heroImage',
        'id',
        'metaDescription',
        'metaTitle',
        'publishedAt',
        'readTime',
        'slug',
        'status',
        'tags',
        'title',
        'unpublishedChanges',
      ].sort(),
    )
    expect(posts[0]).toMatchObject({
      title: 'Second',
      excerpt: 'Short summary',
      content: '# Heading\n\nBody text.',
      heroImage: null,
      category: 'Guides',
      tags: ['ai', 'seo'],
      metaTitle: null,
      metaDescription: null,
      status: 'draft',
      readTime: 5,
      publishedAt: null,
      unpublishedChanges: false,
    })
    expect(posts[1]!.publishedAt).toBeTruthy()
  })

  it('gives back Markdown byte for byte as saved', async () => {
    const markdown = [
      '  # Title with leading spaces  ',
      '',
      'Line with two trailing spaces  ',
      'Windows line end\r',
      '<script>alert("kept in the source")</script>',
      '* emoji 🚀 and accents: café, naïve',
      '```ts',
      'const x = 1\t// tab',
      '```',
      '',
      '',
    ].join('\n')
    const created = await json(
      await createPost(
        call('POST', '/api/admin/blog', { token, body: validPost({ content: markdown }) }),
      ),
    )
    const id = (created.post as Json).id as number
    expect((created.post as Json).content).toBe(markdown)
    const { posts } = (await (
      await listAdminPosts(call('GET', '/api/admin/blog', { token }))
    ).json()) as { posts: Json[] }
    expect(posts[0]!.content).toBe(markdown)

    const edited = `${markdown}More\n`
    const updated = await json(
      await updatePost(
        call('PUT', `/api/admin/blog/${id}`, { token, body: validPost({ content: edited }) }),
        idParams(id),
      ),
    )
    expect((updated.post as Json).content).toBe(edited)
  })

  it('answers 400 with the reasons for an invalid body', async () => {
    const cases: [Json, string][] = [
      [validPost({ title: '' }), 'title'],
      [validPost({ slug: 'Not A Slug' }), 'slug'],
      [validPost({ slug: '' }), 'slug'],
      [validPost({ content: '   ' }), 'content'],
      [validPost({ readTime: 0 }), 'readTime'],
      [validPost({ readTime: 2.5 }), 'readTime'],
      [validPost({ readTime: '5' }), 'readTime'],
      [validPost({ status: 'archived' }), 'status'],
      [validPost({ heroImage: 'javascript:alert(1)' }), 'heroImage'],
      [validPost({ tags: 'a,b' }), 'tags'],
    ]
    for (const [body, field] of cases) {
      const response = await createPost(call('POST', '/api/admin/blog', { token, body }))
      expect(response.status, field).toBe(400)
      const answer = await json(response)
      expect(typeof answer.message).toBe('string')
      expect(answer.code, field).toBe('validation_failed')
      expect(Object.keys(answer.errors as Json)).toContain(field)
    }
    const notJson = await createPost(call('POST', '/api/admin/blog', { token, raw: 'title=x' }))
    expect(notJson.status).toBe(400)
    expect((await json(notJson)).code).toBe('invalid_json')
  })

  it('answers 409 for a duplicate slug on create and on update', async () => {
    await createPost(call('POST', '/api/admin/blog', { token, body: validPost({ slug: 'taken' }) }))
    const duplicate = await createPost(
      call('POST', '/api/admin/blog', { token, body: validPost({ slug: 'taken' }) }),
    )
    expect(duplicate.status).toBe(409)
    expect(await json(duplicate)).toMatchObject({
      message: expect.stringContaining('taken'),
      code: 'conflict',
    })

    const other = await json(
      await createPost(
        call('POST', '/api/admin/blog', { token, body: validPost({ slug: 'other' }) }),
      ),
    )
    const id = (other.post as Json).id as number
    const clash = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, { token, body: validPost({ slug: 'taken' }) }),
      idParams(id),
    )
    expect(clash.status).toBe(409)
    // Keeping its own slug is not a clash.
    const same = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, {
        token,
        body: validPost({ slug: 'other', title: 'Renamed' }),
      }),
      idParams(id),
    )
    expect(same.status).toBe(200)
    expect(((await json(same)).post as Json).title).toBe('Renamed')
  })

  it('answers 404 for an unknown or malformed id on every post route', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const responses = [
        await updatePost(
          call('PUT', `/api/admin/blog/${id}`, { token, body: validPost() }),
          idParams(id),
        ),
        await deletePost(call('DELETE', `/api/admin/blog/${id}`, { token }), idParams(id)),
        await publishPost(call('POST', `/api/admin/blog/${id}/publish`, { token }), idParams(id)),
        await unpublishPost(
          call('POST', `/api/admin/blog/${id}/unpublish`, { token }),
          idParams(id),
        ),
      ]
      for (const response of responses) {
        expect(response.status).toBe(404)
        expect(await json(response)).toEqual({ message: 'Blog post not found', code: 'not_found' })
      }
    }
  })

  it('updates every field and keeps or sets publishedAt as asked', async () => {
    const created = await json(
      await createPost(call('POST', '/api/admin/blog', { token, body: validPost() })),
    )
    const id = (created.post as Json).id as number
    const response = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, {
        token,
        body: validPost({
          title: 'Changed',
          slug: 'changed',
          excerpt: '',
          heroImage: '/api/media/file/hero.png',
          category: 'News',
          tags: ['one'],
          metaTitle: 'Meta',
          metaDescription: 'Description',
          status: 'published',
          readTime: 9,
          publishedAt: '2030-01-02T03:04:00.000Z',
        }),
      }),
      idParams(id),
    )
    expect(response.status).toBe(200)
    expect((await json(response)).post).toMatchObject({
      title: 'Changed',
      slug: 'changed',
      excerpt: null,
      heroImage: '/api/media/file/hero.png',
      category: 'News',
      tags: ['one'],
      metaTitle: 'Meta',
      metaDescription: 'Description',
      status: 'published',
      readTime: 9,
      publishedAt: '2030-01-02T03:04:00.000Z',
    })
  })

  it('publishes (setting publishedAt once) and unpublishes, and the public API follows at once', async () => {
    const created = await json(
      await createPost(
        call('POST', '/api/admin/blog', { token, body: validPost({ slug: 'fresh-news' }) }),
      ),
    )
    const id = (created.post as Json).id as number
    const visible = async () => {
      const { posts } = (await (await publicPosts(publicListRequest())).json()) as {
        posts: { slug: string }[]
      }
      return posts.some((post) => post.slug === 'fresh-news')
    }
    expect(await visible()).toBe(false)

    const published = await json(
      await publishPost(call('POST', `/api/admin/blog/${id}/publish`, { token }), idParams(id)),
    )
    const post = published.post as Json
    expect(post.status).toBe('published')
    expect(post.publishedAt).toBeTruthy()
    expect(await visible()).toBe(true)

    const unpublished = await json(
      await unpublishPost(call('POST', `/api/admin/blog/${id}/unpublish`, { token }), idParams(id)),
    )
    expect((unpublished.post as Json).status).toBe('draft')
    expect(await visible()).toBe(false)

    const again = await json(
      await publishPost(call('POST', `/api/admin/blog/${id}/publish`, { token }), idParams(id)),
    )
    expect((again.post as Json).publishedAt).toBe(post.publishedAt)
    expect(await visible()).toBe(true)
  })

  it("schedules a post published with a future time through Payload's schedulePublish, and unpublish drops it", async () => {
    const publishAt = '2031-05-06T07:08:00.000Z'
    const created = await json(
      await createPost(
        call('POST', '/api/admin/blog', {
          token,
          body: validPost({ slug: 'later-news', status: 'published', publishedAt: publishAt }),
        }),
      ),
    )
    const post = created.post as Json
    const id = post.id as number
    // The dashboard still reads it as published (on its way), with the time it was given.
    expect(post).toMatchObject({ status: 'published', publishedAt: publishAt })
    const listed = (await json(await listAdminPosts(call('GET', '/api/admin/blog', { token }))))
      .posts as Json[]
    expect(listed.find((entry) => entry.id === id)?.status).toBe('published')
    const { posts } = (await (await publicPosts(publicListRequest())).json()) as {
      posts: { slug: string }[]
    }
    expect(posts.some((entry) => entry.slug === 'later-news')).toBe(false)
    expect((await payload.findByID({ collection: 'posts', id, depth: 0 }))._status).toBe('draft')

    const pending = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } },
          depth: 0,
          pagination: false,
        })
      ).docs.filter((job) => (job.input as { doc?: { value?: string } }).doc?.value === String(id))
    const [job] = await pending()
    expect(job?.waitUntil).toBe(publishAt)

    // Saving again with the same time keeps one schedule.
    await updatePost(
      call('PUT', `/api/admin/blog/${id}`, {
        token,
        body: validPost({ slug: 'later-news', status: 'published', publishedAt: publishAt }),
      }),
      idParams(id),
    )
    expect(await pending()).toHaveLength(1)

    const unpublished = await json(
      await unpublishPost(call('POST', `/api/admin/blog/${id}/unpublish`, { token }), idParams(id)),
    )
    expect((unpublished.post as Json).status).toBe('draft')
    expect(await pending()).toHaveLength(0)
  })

  it('opens the latest draft from /cms in the dashboard while the published version stays public', async () => {
    const created = await json(
      await createPost(
        call('POST', '/api/admin/blog', {
          token,
          body: validPost({ slug: 'edited-in-cms', title: 'Live title', status: 'published' }),
        }),
      ),
    )
    const id = (created.post as Json).id as number
    await payload.update({
      collection: 'posts',
      id,
      draft: true,
      data: { title: 'Draft title' },
      overrideAccess: true,
    })
    const listed = (await json(await listAdminPosts(call('GET', '/api/admin/blog', { token }))))
      .posts as Json[]
    expect(listed.find((entry) => entry.id === id)).toMatchObject({
      title: 'Draft title',
      status: 'published',
    })
    const { posts } = (await (await publicPosts(publicListRequest())).json()) as {
      posts: { slug: string; title: string }[]
    }
    expect(posts.find((entry) => entry.slug === 'edited-in-cms')?.title).toBe('Live title')

    await publishPost(call('POST', `/api/admin/blog/${id}/publish`, { token }), idParams(id))
    const after = (await (await publicPosts(publicListRequest())).json()) as {
      posts: { slug: string; title: string }[]
    }
    expect(after.posts.find((entry) => entry.slug === 'edited-in-cms')?.title).toBe('Draft title')
  })

  it('deletes a post, and the public API drops it', async () => {
    const created = await json(
      await createPost(
        call('POST', '/api/admin/blog', {
          token,
          body: validPost({ slug: 'doomed', status: 'published' }),
        }),
      ),
    )
    const id = (created.post as Json).id as number
    const response = await deletePost(
      call('DELETE', `/api/admin/blog/${id}`, { token }),
      idParams(id),
    )
    expect(response.status).toBe(200)
    const { posts } = (await (await publicPosts(publicListRequest())).json()) as {
      posts: { slug: string }[]
    }
    expect(posts.map((p) => p.slug)).not.toContain('doomed')
    expect(
      (await deletePost(call('DELETE', `/api/admin/blog/${id}`, { token }), idParams(id))).status,
    ).toBe(404)
  })
})

describe('POST /api/admin/blog/upload-image', () => {
  let token: string

  beforeAll(async () => {
    await arrangeAdmins()
    token = await ownerToken()
  })

  const upload = (body: unknown) =>
    uploadImage(call('POST', '/api/admin/blog/upload-image', { token, body }))

  it('stores a PNG in Media and answers a URL that names it', async () => {
    const data = (await pngBytes()).toString('base64')
    const response = await upload({
      filename: 'hero-1736000000000-My Photo!.png',
      mimeType: 'image/png',
      data,
    })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/api\/media\/file\/hero-1736000000000-My-Photo[\w-]*\.png$/)
    const { docs } = await payload.find({
      collection: 'media',
      where: { url: { equals: url } },
      overrideAccess: true,
    })
    expect(docs[0]?.mimeType).toBe('image/png')
  })

  it('trusts the bytes, not the declared type or name', async () => {
    const data = (await pngBytes()).toString('base64')
    const response = await upload({ filename: 'hero-1-photo.gif', mimeType: 'image/gif', data })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { url: string }).url).toMatch(/\.png$/)
  })

  it('refuses SVG, text and bytes that are not base64', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for (const body of [
      {
        filename: 'evil.svg',
        mimeType: 'image/svg+xml',
        data: Buffer.from(svg).toString('base64'),
      },
      {
        filename: 'note.png',
        mimeType: 'image/png',
        data: Buffer.from('just some text').toString('base64'),
      },
      { filename: 'x.png', mimeType: 'image/png', data: '!!!not base64!!!' },
    ]) {
      const response = await upload(body)
      expect(response.status).toBe(400)
      const answer = await json(response)
      expect(typeof answer.message).toBe('string')
      expect(answer.code).toBe('invalid_image')
    }
  })

  it('answers 400 without filename or data', async () => {
    expect((await upload({ mimeType: 'image/png', data: 'AAAA' })).status).toBe(400)
    expect((await upload({ filename: 'a.png', mimeType: 'image/png' })).status).toBe(400)
  })

  it('refuses an image over 5 MB with 413, from the base64 length and from the decoded size', async () => {
    const png = await pngBytes()
    // One byte over the limit: base64 of the same length as the largest allowed image.
    const oneOver = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.byteLength)])
    const tooLong = 'A'.repeat(MAX_IMAGE_BASE64 + 4)
    for (const data of [oneOver.toString('base64'), tooLong]) {
      const response = await upload({ filename: 'big.png', mimeType: 'image/png', data })
      expect(response.status).toBe(413)
      expect(await json(response)).toEqual({
        message: 'The image is larger than 5 MB.',
        code: 'payload_too_large',
      })
    }
    // A body far beyond the limit is refused while it streams in.
    const huge = await upload({
      filename: 'huge.png',
      mimeType: 'image/png',
      data: 'A'.repeat(MAX_IMAGE_BASE64 * 2),
    })
    expect(huge.status).toBe(413)
  })
})

describe('contact messages', () => {
  let token: string

  beforeAll(async () => {
    await arrangeAdmins()
    token = await ownerToken()
  })
  beforeEach(async () => {
    await clearCollections(payload, ['contact-messages'])
  })

  async function createMessage(data: Json) {
    return payload.create({
      collection: 'contact-messages',
      data: {
        fullName: 'Ada Lovelace',
        workEmail: 'ada@example.com',
        message: 'We would like a portal.',
        // The request-info modal's message: company and company size are optional there.
        source: 'modal',
        ...data,
      } as never,
      overrideAccess: true,
    })
  }

  it('lists messages newest first with the administrator fields and Not provided for an empty company', async () => {
    const older = await createMessage({ fullName: 'Older', company: '', planInterest: 'Core' })
    await pastTimestamp(older.createdAt)
    await createMessage({ fullName: 'Newer', company: 'Acme Ltd', planInterest: 'Growth' })
    const response = await listMessages(call('GET', '/api/admin/contact-messages', { token }))
    expect(response.status).toBe(200)
    const { messages } = (await response.json()) as { messages: Json[] }
    expect(messages.map((m) => m.fullName)).toEqual(['Newer', 'Older'])
    expect(Object.keys(messages[0]!).sort()).toEqual(
      [
        'company',
        'createdAt',
        'fullName',
        'id',
        'message',
        'planInterest',
        'status',
        'workEmail',
      ].sort(),
    )
    expect(messages[0]).toMatchObject({
      company: 'Acme Ltd',
      planInterest: 'Growth',
      status: 'new',
      workEmail: 'ada@example.com',
    })
    expect(messages[1]).toMatchObject({ company: 'Not provided', planInterest: 'Core' })
  })

  it('sets each of the four statuses in any order', async () => {
    const message = await createMessage({})
    for (const status of ['completed', 'new', 'contacted', 'reviewed']) {
      const response = await patchMessage(
        call('PATCH', `/api/admin/contact-messages/${message.id}`, { token, body: { status } }),
        idParams(message.id),
      )
      expect(response.status).toBe(200)
      expect(((await json(response)).contactMessage as Json).status).toBe(status)
    }
    const { messages } = (await (
      await listMessages(call('GET', '/api/admin/contact-messages', { token }))
    ).json()) as { messages: Json[] }
    expect(messages[0]!.status).toBe('reviewed')
  })

  it('answers 400 for any other status and 404 for an unknown message', async () => {
    const message = await createMessage({})
    for (const body of [{ status: 'archived' }, { status: '' }, {}, { status: 'NEW' }]) {
      const response = await patchMessage(
        call('PATCH', `/api/admin/contact-messages/${message.id}`, { token, body }),
        idParams(message.id),
      )
      expect(response.status).toBe(400)
    }
    const missing = await patchMessage(
      call('PATCH', '/api/admin/contact-messages/999999', { token, body: { status: 'new' } }),
      idParams(999999),
    )
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({ message: 'Contact message not found', code: 'not_found' })
  })
})
