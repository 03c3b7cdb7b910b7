import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { GET as heroImage } from '@/app/api/blog/[slug]/hero-image/route'
import { GET as publicPost } from '@/app/api/blog/[slug]/route'
import { GET as rss } from '@/app/api/blog/rss/route'
import { heroImagePath } from '@/data/posts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@/lib/images'

import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'owner@example.com', name: 'Olivia Owner', password: 'owner-password-123' }

type Json = Record<string, unknown>

let payload: Payload
let token: string

function call(method: string, path: string, body?: unknown, raw?: string) {
  const headers = new Headers({ Authorization: `Bearer ${token}` })
  const text = raw ?? (body === undefined ? undefined : JSON.stringify(body))
  if (text !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, { method, headers, body: text })
}

const slugParams = (slug: string) => ({ params: Promise.resolve({ slug }) })
const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) })

const postBody = (overrides: Json = {}) => ({
  title: 'A post with a data URI',
  slug: 'data-uri-post',
  content: 'Body text.',
  status: 'published',
  readTime: 5,
  ...overrides,
})

const dataUri = (mimeType: string, bytes: Buffer) =>
  `data:${mimeType};base64,${bytes.toString('base64')}`

function image(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 9, channels: 3, background: '#4f46e5' } })
    .toFormat(format)
    .toBuffer()
}

async function create(body: Json): Promise<{ status: number; json: Json }> {
  const response = await createPost(call('POST', '/api/admin/blog', body))
  return { status: response.status, json: (await response.json()) as Json }
}

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  const login = await payload.login({
    collection: 'admins',
    data: { email: OWNER.email, password: OWNER.password },
  })
  token = login.token!
})

beforeEach(async () => {
  await clearCollections(payload, ['posts'])
})

describe('hero images as data URIs', () => {
  it('stores a PNG data URI as it is and shows it to the public read', async () => {
    const uri = dataUri('image/png', await image('png'))
    const created = await create(postBody({ heroImage: uri }))
    expect(created.status).toBe(201)
    expect((created.json.post as Json).heroImage).toBe(uri)

    const listed = (await (await listAdminPosts(call('GET', '/api/admin/blog'))).json()) as {
      posts: Json[]
    }
    expect(listed.posts[0]?.heroImage).toBe(uri)
    const visible = await publicPost(
      new Request('http://localhost/api/blog/data-uri-post'),
      slugParams('data-uri-post'),
    )
    expect(((await visible.json()) as { post: Json }).post.heroImage).toBe(uri)
  })

  it('accepts JPEG, WebP, GIF and AVIF whose bytes match the declared type', async () => {
    for (const [format, mimeType] of [
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
      ['avif', 'image/avif'],
    ] as const) {
      const uri = dataUri(mimeType, await image(format))
      const created = await create(postBody({ slug: `hero-${format}`, heroImage: uri }))
      expect(created.status, format).toBe(201)
      expect((created.json.post as Json).heroImage).toBe(uri)
    }
  })

  it('replaces a URL with a data URI on update and back again', async () => {
    const created = await create(postBody({ heroImage: 'https://cdn.example.com/a.png' }))
    const id = (created.json.post as Json).id as number
    const uri = dataUri('image/webp', await image('webp'))
    const toDataUri = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, postBody({ heroImage: uri })),
      idParams(id),
    )
    expect(toDataUri.status).toBe(200)
    expect((((await toDataUri.json()) as Json).post as Json).heroImage).toBe(uri)
    const back = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, postBody({ heroImage: '/api/media/file/a.png' })),
      idParams(id),
    )
    expect((((await back.json()) as Json).post as Json).heroImage).toBe('/api/media/file/a.png')
  })

  it('refuses SVG, HTML and text whatever type the data URI declares', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    for (const uri of [
      dataUri('image/svg+xml', svg),
      dataUri('text/html', html),
      dataUri('image/png', svg),
      dataUri('image/gif', html),
      dataUri('image/jpeg', Buffer.from('just some text')),
    ]) {
      const created = await create(postBody({ heroImage: uri }))
      expect(created.status, uri.slice(0, 30)).toBe(400)
      expect((created.json.errors as Json).heroImage).toBe(NOT_AN_IMAGE)
    }
    expect(await payload.count({ collection: 'posts', overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('refuses bytes of one image type declared as another', async () => {
    const created = await create(postBody({ heroImage: dataUri('image/jpeg', await image('png')) }))
    expect(created.status).toBe(400)
    expect(created.json.message).toBe(
      'The image data is image/png, but the data URI declares image/jpeg.',
    )
    expect((created.json.errors as Json).heroImage).toBe(created.json.message)
  })

  it('refuses data that is not strict base64', async () => {
    const png = await image('png')
    // Three bytes more make the base64 end in '=='; the character before carries stray bits.
    const padded = Buffer.concat([png, Buffer.alloc(((1 - (png.byteLength % 3) + 3) % 3) + 3)])
    const canonical = padded.toString('base64')
    expect(canonical.endsWith('==') && !canonical.endsWith('===')).toBe(true)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    const last = alphabet.indexOf(canonical.at(-3)!)
    const strayBits = `${canonical.slice(0, -3)}${alphabet[last + 1]}==`
    const base64 = png.toString('base64').replace(/=+$/, '')
    for (const [uri, reason] of [
      [`data:image/png;base64,${base64.slice(0, 20)}!!${base64.slice(22)}`, 'valid base64'],
      [`data:image/png;base64,${base64.slice(0, 20)}\n${base64.slice(20)}`, 'valid base64'],
      [`data:image/png;base64,${base64.slice(0, -1)}`, 'valid base64'],
      [`data:image/png;base64,${strayBits}`, 'must be base64'],
      [`data:image/png,${encodeURIComponent(png.toString('latin1'))}`, 'base64-encoded'],
      ['data:image/png;base64,', 'valid base64'],
    ] as const) {
      const created = await create(postBody({ heroImage: uri }))
      expect(created.status, uri.slice(0, 40)).toBe(400)
      expect(String((created.json.errors as Json).heroImage)).toContain(reason)
    }
  })

  it('keeps refusing every scheme but http(s), site paths and image data URIs', async () => {
    for (const heroImage of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'blob:https://example.com/1',
      '//evil.example.com/a.png',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ]) {
      const created = await create(postBody({ heroImage }))
      expect(created.status, heroImage).toBe(400)
      expect(typeof (created.json.errors as Json).heroImage).toBe('string')
    }
  })

  it('accepts an image of exactly 5 MB and refuses one byte more', async () => {
    const png = await image('png')
    const largest = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.byteLength)])
    const created = await create(postBody({ heroImage: dataUri('image/png', largest) }))
    expect(created.status).toBe(201)

    const oneOver = Buffer.concat([largest, Buffer.alloc(1)])
    const refused = await create(
      postBody({ slug: 'too-big', heroImage: dataUri('image/png', oneOver) }),
    )
    expect(refused.status).toBe(400)
    expect((refused.json.errors as Json).heroImage).toBe(IMAGE_TOO_LARGE)
    const longer = await create(
      postBody({
        slug: 'too-long',
        heroImage: `data:image/png;base64,${'A'.repeat(largest.toString('base64').length + 4)}`,
      }),
    )
    expect(longer.status).toBe(400)
    expect((longer.json.errors as Json).heroImage).toBe(IMAGE_TOO_LARGE)
  })

  it('still limits the request body', async () => {
    const raw = JSON.stringify(postBody({ content: 'x'.repeat(9 * 1024 * 1024) }))
    const response = await createPost(call('POST', '/api/admin/blog', undefined, raw))
    expect(response.status).toBe(413)
    expect(((await response.json()) as Json).message).toBe('The request body is larger than 8 MB.')
  })
})

describe('GET /api/blog/{slug}/hero-image', () => {
  it('serves the decoded bytes of a published data-URI hero image with its type', async () => {
    const bytes = await image('webp')
    const created = await create(postBody({ heroImage: dataUri('image/webp', bytes) }))
    const post = created.json.post as Json
    const response = await heroImage(
      new Request(`http://localhost/api/blog/data-uri-post/hero-image`),
      slugParams('data-uri-post'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)

    // The feed links the image instead of carrying its base64.
    const feed = await (await rss()).text()
    expect(feed).not.toContain('data:image')
    const updatedAt = (
      await payload.findByID({ collection: 'posts', id: post.id as number, overrideAccess: true })
    ).updatedAt
    const path = heroImagePath({ slug: 'data-uri-post', updatedAt })
    expect(feed).toContain(path)
  })

  it('answers 404 for a URL hero image, a draft and an unknown post', async () => {
    await create(postBody({ slug: 'with-url', heroImage: 'https://cdn.example.com/a.png' }))
    await create(
      postBody({
        slug: 'a-draft',
        status: 'draft',
        heroImage: dataUri('image/png', await image('png')),
      }),
    )
    for (const slug of ['with-url', 'a-draft', 'no-such-post', '..%2Fetc']) {
      const response = await heroImage(
        new Request(`http://localhost/api/blog/${slug}/hero-image`),
        slugParams(slug),
      )
      expect(response.status, slug).toBe(404)
      expect(((await response.json()) as Json).message).toBe('Hero image not found')
    }
  })
})
