import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getPost } from '@/app/api/blog/[slug]/route'
import { GET as listPosts } from '@/app/api/blog/route'
import { GET as getRss } from '@/app/api/blog/rss/route'

import { clearCollections, testPayload } from '../support/payload'

const HOSTILE = [
  '# Hello',
  '',
  '<script>alert("x")</script>',
  '<img src="x" onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '<a href="https://example.com" onclick="steal()">ok</a>',
  '',
  '- one',
  '- two',
  '',
  '[safe link](https://example.com/page)',
].join('\n')

let payload: Payload

async function createPost(data: Record<string, unknown>) {
  return payload.create({
    collection: 'posts',
    data: { title: 'Untitled', content: 'Body text', ...data } as never,
    overrideAccess: true,
  })
}

const slugParams = (slug: string) => ({ params: Promise.resolve({ slug }) })

describe('public blog API', () => {
  beforeAll(async () => {
    payload = await testPayload()
    await clearCollections(payload, ['posts'])
    await createPost({
      title: 'Old post',
      slug: 'old-post',
      status: 'published',
      publishedAt: '2025-01-05T10:00:00.000Z',
    })
    await createPost({
      title: 'New post',
      slug: 'new-post',
      status: 'published',
      publishedAt: '2026-03-01T10:00:00.000Z',
      tags: ['ai', 'seo'],
      category: 'Guides',
      excerpt: 'Short summary',
      metaTitle: 'SEO title',
    })
    await createPost({ title: 'Secret draft', slug: 'secret-draft', status: 'draft' })
    await createPost({
      title: 'Scheduled',
      slug: 'scheduled',
      status: 'published',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    await createPost({
      title: 'Hostile',
      slug: 'hostile',
      status: 'published',
      publishedAt: '2024-06-01T10:00:00.000Z',
      content: HOSTILE,
    })
  })

  it('lists published posts only, newest publishedAt first', async () => {
    const response = await listPosts(new Request('http://localhost/api/blog'))
    expect(response.status).toBe(200)
    const { posts } = (await response.json()) as { posts: { slug: string }[] }
    expect(posts.map((post) => post.slug)).toEqual(['new-post', 'old-post', 'hostile'])
  })

  it('answers every field of the public post', async () => {
    const { posts } = (await (
      await listPosts(new Request('http://localhost/api/blog'))
    ).json()) as { posts: Record<string, unknown>[] }
    const post = posts[0]!
    expect(Object.keys(post).sort()).toEqual(
      [
        'author',
        'category',
        'content',
        'createdAt',
        'excerpt',
        'heroImage',
        'id',
        'publishedAt',
        'readTime',
        'seoDescription',
        'seoTitle',
        'slug',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    )
    expect(post).toMatchObject({
      title: 'New post',
      excerpt: 'Short summary',
      content: '<p>Body text</p>',
      readTime: 5,
      seoTitle: 'SEO title',
      seoDescription: 'Short summary',
      category: 'Guides',
      tags: ['ai', 'seo'],
      author: { name: 'Admin' },
      publishedAt: '2026-03-01T10:00:00.000Z',
    })
  })

  it('answers one post by slug', async () => {
    const response = await getPost(
      new Request('http://localhost/api/blog/old-post'),
      slugParams('old-post'),
    )
    expect(response.status).toBe(200)
    const { post } = (await response.json()) as { post: { title: string; seoTitle: string } }
    expect(post.title).toBe('Old post')
    expect(post.seoTitle).toBe('Old post')
  })

  it('answers 404 with a message for an unknown slug, a draft and a scheduled post', async () => {
    for (const slug of ['no-such-post', 'secret-draft', 'scheduled']) {
      const response = await getPost(
        new Request(`http://localhost/api/blog/${slug}`),
        slugParams(slug),
      )
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Blog post not found', code: 'not_found' })
    }
  })

  it('stores Markdown as sanitised HTML with no script, handlers or javascript: URLs', async () => {
    const response = await getPost(
      new Request('http://localhost/api/blog/hostile'),
      slugParams('hostile'),
    )
    const { post } = (await response.json()) as { post: { content: string } }
    expect(post.content).toContain('<h1>Hello</h1>')
    expect(post.content).toContain('<li>one</li>')
    expect(post.content).toContain('<a href="https://example.com/page">safe link</a>')
    expect(post.content).not.toMatch(/<script/i)
    expect(post.content).not.toMatch(/onerror|onclick/i)
    expect(post.content).not.toMatch(/javascript:/i)
  })

  it('keeps the Markdown source unchanged', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { equals: 'hostile' } },
      overrideAccess: true,
    })
    expect(docs[0]?.content).toBe(HOSTILE)
  })

  it('sets publishedAt on first publish and keeps it', async () => {
    const post = await createPost({ title: 'Later', slug: 'later' })
    expect(post.publishedAt).toBeFalsy()
    const published = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { status: 'published' },
      overrideAccess: true,
    })
    expect(published.publishedAt).toBeTruthy()
    const unpublished = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { status: 'draft' },
      overrideAccess: true,
    })
    const republished = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { status: 'published' },
      overrideAccess: true,
    })
    expect(unpublished.publishedAt).toBe(published.publishedAt)
    expect(republished.publishedAt).toBe(published.publishedAt)
    await payload.delete({ collection: 'posts', id: post.id, overrideAccess: true })
  })

  it('serves an RSS 2.0 feed of published posts with absolute links', async () => {
    const response = await getRss()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<link>http://localhost:3000/blog/new-post</link>')
    expect(xml).toContain('<title><![CDATA[Old post]]></title>')
    expect(xml).not.toContain('Secret draft')
    expect(xml).not.toContain('Scheduled')
  })
  it('sends an ETag on the list and on a post, answers 304 to it, and a new one after a change', async () => {
    const list = (headers?: HeadersInit) =>
      listPosts(new Request('http://localhost/api/blog', { headers }))
    const first = await list()
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    // The same answer again carries the same ETag; sent back, it is a 304 without a body.
    expect((await list()).headers.get('etag')).toBe(etag)
    const notModified = await list({ 'if-none-match': etag! })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
    expect(await notModified.text()).toBe('')
    expect((await list({ 'if-none-match': `W/${etag}` })).status).toBe(304)
    expect((await list({ 'if-none-match': '"something-else"' })).status).toBe(200)

    const one = (headers?: HeadersInit) =>
      getPost(
        new Request('http://localhost/api/blog/old-post', { headers }),
        slugParams('old-post'),
      )
    const post = await one()
    const postEtag = post.headers.get('etag')
    expect(postEtag).toMatch(/^"[\w-]+"$/)
    expect(postEtag).not.toBe(etag)
    expect((await one({ 'if-none-match': postEtag! })).status).toBe(304)
    // An unknown post is a 404 whatever the client sends.
    const missing = await getPost(
      new Request('http://localhost/api/blog/no-such-post', { headers: { 'if-none-match': '*' } }),
      slugParams('no-such-post'),
    )
    expect(missing.status).toBe(404)

    const added = await createPost({
      title: 'Fresh',
      slug: 'fresh-etag',
      status: 'published',
      publishedAt: '2026-04-01T10:00:00.000Z',
    })
    try {
      const changed = await list({ 'if-none-match': etag! })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).not.toBe(etag)
      const { posts } = (await changed.json()) as { posts: { slug: string }[] }
      expect(posts[0]?.slug).toBe('fresh-etag')
    } finally {
      await payload.delete({ collection: 'posts', id: added.id, overrideAccess: true })
    }
  })
})
