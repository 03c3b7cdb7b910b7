import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as publishPost } from '@/app/api/admin/blog/[id]/publish/route'
import { DELETE as deletePost, PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { POST as unpublishPost } from '@/app/api/admin/blog/[id]/unpublish/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { GET as checkAuth } from '@/app/api/admin/check-auth/route'
import { GET as publicPosts } from '@/app/api/blog/route'

import {
  arrangeAdmins,
  call,
  idParams,
  json,
  ownerToken,
  publicListRequest,
  validPost,
  type Json,
} from '../support/adminApi'
import { pastTimestamp } from '../support/clock'
import { clearCollections, testPayload } from '../support/payload'

/** The dashboard's blog posts: create, list, update, publish, schedule and delete. */

// The forms' rate limits off, before any import reads the environment: login throttling is a
// security control and stays on regardless.
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
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
