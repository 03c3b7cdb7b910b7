import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { DELETE as deletePost } from '@/app/api/admin/blog/[id]/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { GET as getPublicPost } from '@/app/api/blog/[slug]/route'
import { GET as listPublicPosts } from '@/app/api/blog/route'
import { GET as getRss } from '@/app/api/blog/rss/route'
import { queryPublishedPost, queryPublishedPosts } from '@/data/posts'
import { findRedirect } from '@/data/redirects'

import { testPayload } from '../support/payload'

vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

const ADMIN = {
  email: 'trash-owner@example.com',
  name: 'Tess Trash',
  password: 'trash-password-123',
}

let payload: Payload
let token: string
let adminId: number

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

function call(method: string, path: string, body?: unknown) {
  const headers = new Headers({ Authorization: `Bearer ${token}` })
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) })
const slugParams = (slug: string) => ({ params: Promise.resolve({ slug }) })

async function publishedThroughDashboard(slug: string): Promise<number> {
  const response = await createPost(
    call('POST', '/api/admin/blog', {
      title: `Post ${slug}`,
      slug,
      excerpt: 'Summary',
      content: '# Heading\n\nBody text.',
      heroImage: '',
      category: 'Guides',
      tags: [],
      metaTitle: '',
      metaDescription: '',
      status: 'published',
      readTime: 3,
    }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { post: { id: number } }).post.id
}

async function publicSlugs(): Promise<string[]> {
  const { posts } = (await (
    await listPublicPosts(new Request('http://localhost/api/blog'))
  ).json()) as {
    posts: { slug: string }[]
  }
  return posts.map((post) => post.slug)
}

async function dashboardSlugs(): Promise<string[]> {
  const { posts } = (await (await listAdminPosts(call('GET', '/api/admin/blog'))).json()) as {
    posts: { slug: string }[]
  }
  return posts.map((post) => post.slug)
}

beforeAll(async () => {
  payload = await testPayload()
  const existing = await payload.find({
    collection: 'admins',
    where: { email: { equals: ADMIN.email } },
    overrideAccess: true,
  })
  const admin =
    existing.docs[0] ??
    (await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true }))
  adminId = admin.id
  const login = await payload.login({
    collection: 'admins',
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  token = login.token!
})

describe('a post deleted from the dashboard', () => {
  it('lands in the trash and leaves every public read', async () => {
    const slug = unique('trashed')
    const id = await publishedThroughDashboard(slug)
    expect(await publicSlugs()).toContain(slug)

    const response = await deletePost(call('DELETE', `/api/admin/blog/${id}`), idParams(id))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })

    const trashed = await payload.find({
      collection: 'posts',
      where: { and: [{ id: { equals: id } }, { deletedAt: { exists: true } }] },
      trash: true,
      overrideAccess: true,
    })
    expect(trashed.docs).toHaveLength(1)

    expect(await publicSlugs()).not.toContain(slug)
    expect(
      (await getPublicPost(new Request(`http://localhost/api/blog/${slug}`), slugParams(slug)))
        .status,
    ).toBe(404)
    expect(await (await getRss()).text()).not.toContain(slug)
    // The sitemap, the blog pages and llms.txt read these two.
    expect((await queryPublishedPosts()).map((post) => post.slug)).not.toContain(slug)
    expect(await queryPublishedPost(slug)).toBeNull()
    expect(await dashboardSlugs()).not.toContain(slug)
    // A second delete finds nothing to delete, as before.
    expect((await deletePost(call('DELETE', `/api/admin/blog/${id}`), idParams(id))).status).toBe(
      404,
    )
  })

  it('keeps its slug: a new post cannot take it while it is in the trash', async () => {
    const slug = unique('kept-slug')
    const id = await publishedThroughDashboard(slug)
    await deletePost(call('DELETE', `/api/admin/blog/${id}`), idParams(id))
    const again = await createPost(
      call('POST', '/api/admin/blog', {
        title: 'Same slug',
        slug,
        content: 'Body text.',
        status: 'draft',
        readTime: 3,
      }),
    )
    expect(again.status).toBe(409)
  })

  it('is public again once restored, with its old addresses redirecting to it', async () => {
    const slug = unique('restored')
    const id = await publishedThroughDashboard(slug)
    const renamed = `${slug}-new`
    await payload.update({
      collection: 'posts',
      id,
      data: { slug: renamed, _status: 'published' },
      overrideAccess: true,
    })
    expect(await findRedirect(`/blog/${slug}`)).toBe(`/blog/${renamed}`)

    await deletePost(call('DELETE', `/api/admin/blog/${id}`), idParams(id))
    expect(await findRedirect(`/blog/${slug}`)).toBeNull()

    await payload.update({
      collection: 'posts',
      id,
      data: { deletedAt: null, _status: 'published' },
      trash: true,
      overrideAccess: true,
    })
    expect(await publicSlugs()).toContain(renamed)
    expect(await findRedirect(`/blog/${slug}`)).toBe(`/blog/${renamed}`)
  })
})

describe('who saved a version', () => {
  it('records the administrator on each version of a post', async () => {
    const id = await publishedThroughDashboard(unique('edited'))
    const { docs } = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0]!.version.editedBy).toBe(adminId)
  })
})
