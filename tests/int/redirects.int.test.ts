import config from '@payload-config'
import { REST_DELETE, REST_POST } from '@payloadcms/next/routes'
import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as updatePostRoute } from '@/app/api/admin/blog/[id]/route'
import { findRedirect } from '@/data/redirects'
import { finishPayloadAnswer } from '@/lib/http/payloadRoutes'
import {
  BACKSLASH_MESSAGE,
  CONTROL_MESSAGE,
  RESERVED_MESSAGE,
  SELF_MESSAGE,
  USERINFO_MESSAGE,
  loopMessage,
  pageExistsMessage,
} from '@/lib/redirects/paths'

import { clearCollections, testPayload } from '../support/payload'

/**
 * The rules on redirects, through every door an administrator uses: Payload's Local API (as
 * /cms and the hooks write), its REST API, and the dashboard's post editor. Each test makes its
 * own posts and addresses.
 */
let payload: Payload
let token = ''
const ADMIN = { email: 'redirects@example.com', name: 'Redirects', password: 'redirects-pass-123' }

const rest = { POST: REST_POST(config), DELETE: REST_DELETE(config) }

let counter = 0
/** A slug or path segment no other test (or earlier run on this database) uses. */
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++counter}`

type FieldError = { path: string; message: string }

/** POSTs to Payload's REST API as the administrator; answers the status and per-field errors. */
async function restCreate(data: unknown): Promise<{ status: number; errors: FieldError[] }> {
  const request = new Request('http://localhost/api/redirects', {
    method: 'POST',
    headers: {
      Authorization: `JWT ${token}`,
      'Content-Type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
    },
    body: JSON.stringify(data),
  })
  const response = finishPayloadAnswer(
    request,
    await rest.POST(request, { params: Promise.resolve({ slug: ['redirects'] }) }),
  )
  const body = (await response.json()) as {
    doc?: { id: number }
    errors?: { message?: string; data?: { errors?: FieldError[] } }[]
  }
  if (body.doc) {
    await payload.delete({ collection: 'redirects', id: body.doc.id, overrideAccess: true })
  }
  return {
    status: response.status,
    errors: body.errors?.flatMap((e) => e.data?.errors ?? []) ?? [],
  }
}

/** The field errors the Local API's ValidationError carries for a redirect `data`. */
async function localErrors(data: Record<string, unknown>): Promise<FieldError[]> {
  try {
    const doc = await payload.create({ collection: 'redirects', data: data as never })
    await payload.delete({ collection: 'redirects', id: doc.id, overrideAccess: true })
    return []
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.data.errors.map(({ path, message }) => ({ path, message }))
  }
}

/** Refused with `message` beside `path`, through the Local API and REST alike. */
async function expectRefused(data: Record<string, unknown>, path: string, message: string) {
  expect(await localErrors(data)).toContainEqual({ path, message })
  const answer = await restCreate(data)
  expect(answer.status).toBe(400)
  expect(answer.errors).toContainEqual(expect.objectContaining({ path, message }))
}

const custom = (from: string, url: string) => ({ from, to: { type: 'custom', url } })

async function publishedPost(slug: string): Promise<number> {
  const post = await payload.create({
    collection: 'posts',
    data: { title: `Post ${slug}`, slug, content: 'Body.', _status: 'published' } as never,
    overrideAccess: true,
  })
  return post.id
}

/** A publish from /cms: Payload's update with `_status: published`. */
const publishInCms = (id: number, slug: string) =>
  payload.update({
    collection: 'posts',
    id,
    data: { slug, _status: 'published' },
    overrideAccess: true,
  })

/** A save from the dashboard's editor: PUT /api/admin/blog/{id}. */
async function saveInDashboard(id: number, slug: string, status: 'draft' | 'published') {
  const request = new Request(`http://localhost/api/admin/blog/${id}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'x-forwarded-for': '203.0.113.8',
    },
    body: JSON.stringify({ title: `Post ${slug}`, slug, content: 'Body.', status, readTime: 3 }),
  })
  const response = await updatePostRoute(request, { params: Promise.resolve({ id: String(id) }) })
  expect(response.status, await response.clone().text()).toBe(200)
}

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true })
  token = (await payload.login({ collection: 'admins', data: ADMIN })).token!
})

describe('the old address of a redirect', () => {
  it('is refused when it is a page of the site, with the reason beside it', async () => {
    await expectRefused(custom('/contact', '/'), 'from', pageExistsMessage('/contact'))
    const slug = unique('live-post')
    await publishedPost(slug)
    await expectRefused(
      custom(`/blog/${slug}`, '/blog'),
      'from',
      pageExistsMessage(`/blog/${slug}`),
    )
  })

  it("is refused under the site's own tools", async () => {
    for (const from of ['/admin', '/cms/collections/posts', '/api/blog', '/_next/static/x.js']) {
      await expectRefused(custom(from, '/blog'), 'from', RESERVED_MESSAGE)
    }
  })

  it('is accepted for a post that is gone or only a draft', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Draft', slug: unique('draft-only'), content: 'Body.' } as never,
      overrideAccess: true,
    })
    for (const from of [`/blog/${unique('gone')}`, `/blog/${draft.slug}`]) {
      expect(await localErrors(custom(from, '/blog'))).toEqual([])
    }
  })
})

describe('the target of a redirect', () => {
  it('is refused when it would loop, with the reason beside it', async () => {
    const a = `/${unique('loop-a')}`
    const b = `/${unique('loop-b')}`
    await expectRefused(custom(a, `${a}/`), 'to.url', SELF_MESSAGE)
    const first = await payload.create({ collection: 'redirects', data: custom(a, b) as never })
    await expectRefused(custom(b, `${a}?from=b`), 'to.url', loopMessage(b, a))
    await payload.delete({ collection: 'redirects', id: first.id })
  })

  it.each([
    ['a backslash before user info', 'http://evil.com\\@good.com', BACKSLASH_MESSAGE],
    ['a backslash in a path', '/\\evil.com', BACKSLASH_MESSAGE],
    ['user info', 'https://good.com@evil.com/', USERINFO_MESSAGE],
    ['a user and password', 'https://user:pass@example.com/', USERINFO_MESSAGE],
    ['a line break after ?', '/blog?x=1\r\nSet-Cookie: a=b', CONTROL_MESSAGE],
    ['a NUL after ?', '/blog?x=\u0000', CONTROL_MESSAGE],
    ['a C1 control character', 'https://example.com/?q=\u0085', CONTROL_MESSAGE],
    ['a tab in the path', '/a\tb', CONTROL_MESSAGE],
  ])('refuses %s beside the address', async (_name, url, message) => {
    await expectRefused(custom(`/${unique('hostile')}`, url), 'to.url', message)
  })

  it('stores characters beyond ASCII percent-encoded, so that the redirect answers', async () => {
    const from = `/${unique('accents')}`
    const doc = await payload.create({
      collection: 'redirects',
      data: custom(from, '/blog?search=café／€') as never,
    })
    expect(doc.to?.url).toBe('/blog?search=caf%C3%A9%EF%BC%8F%E2%82%AC')
    expect(await findRedirect(from)).toBe('/blog?search=caf%C3%A9%EF%BC%8F%E2%82%AC')
    await payload.delete({ collection: 'redirects', id: doc.id })
  })

  it('skips a stored row that no Location header could carry', async () => {
    const from = `/${unique('legacy')}`
    const doc = await payload.create({
      collection: 'redirects',
      data: custom(from, '/blog') as never,
    })
    await payload.db.updateOne({
      collection: 'redirects',
      id: doc.id,
      data: { to: { type: 'custom', url: '/blog?x=\r\nSet-Cookie: a=b' } },
    })
    expect(await findRedirect(from)).toBeNull()
    await payload.delete({ collection: 'redirects', id: doc.id })
  })

  it('names a post only while it is published, never leaking a draft slug', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Unpublished', slug: unique('secret'), content: 'Body.' } as never,
      overrideAccess: true,
    })
    const from = `/${unique('to-draft')}`
    const doc = await payload.create({
      collection: 'redirects',
      data: {
        from,
        to: { type: 'reference', reference: { relationTo: 'posts', value: draft.id } },
      },
    })
    expect(await findRedirect(from)).toBeNull()
    await publishInCms(draft.id, draft.slug)
    expect(await findRedirect(from)).toBe(`/blog/${draft.slug}`)
    await payload.delete({ collection: 'redirects', id: doc.id })
  })

  it('answers the end of a chain in one hop', async () => {
    const [a, b, c] = ['chain-a', 'chain-b', 'chain-c'].map((name) => `/${unique(name)}`)
    const first = await payload.create({ collection: 'redirects', data: custom(a!, b!) as never })
    const second = await payload.create({ collection: 'redirects', data: custom(b!, c!) as never })
    expect(await findRedirect(a!)).toBe(c)
    await payload.delete({ collection: 'redirects', where: { id: { in: [first.id, second.id] } } })
  })
})

describe('a renamed post', () => {
  it('keeps each old address, leading to the newest one in one hop', async () => {
    const [a, b, c] = ['first', 'second', 'third'].map(unique)
    const id = await publishedPost(a!)
    await saveInDashboard(id, b!, 'published')
    expect(await findRedirect(`/blog/${a}`)).toBe(`/blog/${b}`)

    await publishInCms(id, c!)
    expect(await findRedirect(`/blog/${a}`)).toBe(`/blog/${c}`)
    expect(await findRedirect(`/blog/${b}`)).toBe(`/blog/${c}`)

    // Back to its first slug: that address is the page again, and nothing loops.
    await publishInCms(id, a!)
    const froms = await payload.find({
      collection: 'redirects',
      where: { from: { in: [a, b, c].map((slug) => `/blog/${slug}`) } },
      depth: 0,
    })
    expect(froms.docs.map((doc) => doc.from).sort()).toEqual([`/blog/${b}`, `/blog/${c}`].sort())
    expect(await findRedirect(`/blog/${a}`)).toBeNull()
    expect(await findRedirect(`/blog/${b}`)).toBe(`/blog/${a}`)
    expect(await findRedirect(`/blog/${c}`)).toBe(`/blog/${a}`)
  })

  it('treats only a published slug as an address', async () => {
    const [live, drafted, published] = ['live', 'drafted', 'published'].map(unique)
    const id = await publishedPost(live!)
    // An autosave in /cms: the draft's slug is no address, and the live one stays a page.
    await payload.update({ collection: 'posts', id, data: { slug: drafted }, draft: true })
    expect(await findRedirect(`/blog/${live}`)).toBeNull()
    await publishInCms(id, published!)
    expect(await findRedirect(`/blog/${live}`)).toBe(`/blog/${published}`)
    expect(await findRedirect(`/blog/${drafted}`)).toBeNull()
  })

  it('keeps its old address through an unpublish in the dashboard, answering once live again', async () => {
    const [a, b] = ['before', 'after'].map(unique)
    const id = await publishedPost(a!)
    await saveInDashboard(id, b!, 'draft')
    // Unpublished: neither address answers, and the draft's slug does not leak.
    expect(await findRedirect(`/blog/${a}`)).toBeNull()
    await saveInDashboard(id, b!, 'published')
    expect(await findRedirect(`/blog/${a}`)).toBe(`/blog/${b}`)
  })
})

describe("an editor's redirect from a post's address", () => {
  const trash = (id: number) =>
    payload.update({
      collection: 'posts',
      id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
    })

  it('survives a post published there, and answers again once the post is in the trash', async () => {
    const slug = unique('claimed')
    const from = `/blog/${slug}`
    const redirect = await payload.create({
      collection: 'redirects',
      data: custom(from, '/contact') as never,
    })
    const id = await publishedPost(slug)
    // The page wins while the post is live; the editor's redirect is kept for later.
    expect(await payload.findByID({ collection: 'redirects', id: redirect.id })).toMatchObject({
      from,
      to: { type: 'custom', url: '/contact' },
    })
    expect(await findRedirect(from)).toBeNull()

    await trash(id)
    expect(await findRedirect(from)).toBe('/contact')
  })

  it('is not replaced when the post published there is renamed', async () => {
    const [first, second] = ['kept-first', 'kept-second'].map(unique)
    const redirect = await payload.create({
      collection: 'redirects',
      data: custom(`/blog/${first}`, '/contact') as never,
    })
    const id = await publishedPost(first!)
    await saveInDashboard(id, second!, 'published')
    expect(await payload.findByID({ collection: 'redirects', id: redirect.id })).toMatchObject({
      to: { type: 'custom', url: '/contact' },
    })
    expect(await findRedirect(`/blog/${first}`)).toBe('/contact')
    expect(await findRedirect(`/blog/${second}`)).toBeNull()
  })

  it('does not carry a chain past a live page', async () => {
    const slug = unique('chain-page')
    const start = `/${unique('chain-start')}`
    await payload.create({
      collection: 'redirects',
      data: custom(`/blog/${slug}`, '/contact') as never,
    })
    await payload.create({ collection: 'redirects', data: custom(start, `/blog/${slug}`) as never })
    const id = await publishedPost(slug)
    expect(await findRedirect(start)).toBe(`/blog/${slug}`)
    await trash(id)
    expect(await findRedirect(start)).toBe('/contact')
  })
})

describe("a post's own redirects", () => {
  it('are removed from its live address when it is renamed back, and from no other', async () => {
    const [a, b] = ['own-a', 'own-b'].map(unique)
    const id = await publishedPost(a!)
    await publishInCms(id, b!)
    const other = `/${unique('other-to-post')}`
    await payload.create({
      collection: 'redirects',
      data: {
        from: other,
        to: { type: 'reference', reference: { relationTo: 'posts', value: id } },
      },
    })
    await publishInCms(id, a!)
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { in: [`/blog/${a}`, `/blog/${b}`, other] } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.from).sort()).toEqual([`/blog/${b}`, other].sort())
    expect(await findRedirect(other)).toBe(`/blog/${a}`)
  })
})
