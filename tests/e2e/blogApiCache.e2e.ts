import { type APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { adminToken, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It writes behind Payload and counts on the cache holding between two reads:
// it runs against an app server of its own.
runOnOwnServer()

type ApiPost = { id: number; slug: string; title: string; content: string }

/**
 * The public blog API is answered from the cache pages use. Every read below is made twice, so
 * that the second comes from the cache, and every change must show in the very next answer.
 */
async function read(request: APIRequestContext, slug: string) {
  let answer = {
    listed: undefined as ApiPost | undefined,
    status: 0,
    post: undefined as ApiPost | undefined,
    rss: '',
  }
  for (let i = 0; i < 2; i++) {
    const list = await request.get('/api/blog')
    expect(list.status()).toBe(200)
    const { posts } = (await list.json()) as { posts: ApiPost[] }
    const one = await request.get(`/api/blog/${slug}`)
    const rss = await request.get('/api/blog/rss')
    expect(rss.status()).toBe(200)
    answer = {
      listed: posts.find((post) => post.slug === slug),
      status: one.status(),
      post: one.ok() ? ((await one.json()) as { post: ApiPost }).post : undefined,
      rss: await rss.text(),
    }
    if (!one.ok())
      expect(await one.json()).toEqual({ message: 'Blog post not found', code: 'not_found' })
  }
  return answer
}

/** Makes a post through the dashboard's API, first version of its content. */
async function createPost(
  request: APIRequestContext,
  token: string,
  fields: { title: string; slug: string; excerpt: string; status: 'draft' | 'published' },
) {
  const body = { ...fields, content: 'First version.', readTime: 3, tags: [] as string[] }
  const created = await request.post('/api/admin/blog', { headers: bearer(token), data: body })
  expect(created.status(), await created.text()).toBe(201)
  const { post } = (await created.json()) as { post: { id: number } }
  return { body, post }
}

/** Writes straight to the app's database (scripts/e2e.ts sets DATABASE_URL): no hook runs. */
async function writeBehindPayload(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(text, values)
  } finally {
    await client.end()
  }
}

/**
 * Runs `work` (which reads the posts) while the posts table is locked, ends the read's database
 * connection once it waits on the lock, and lifts the lock: the read fails mid-query, as in a
 * database restart, and its retry answers.
 */
async function losingAConnection(work: () => Promise<void>): Promise<void> {
  const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await locker.connect()
  try {
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE posts IN ACCESS EXCLUSIVE MODE')
    const working = work()
    await expect
      .poll(async () => {
        const { rows } = await locker.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND pid <> pg_backend_pid()`,
        )
        return rows.length
      })
      .toBeGreaterThan(0)
    await locker.query('ROLLBACK')
    await working
  } finally {
    await locker.end()
  }
}

test.describe('public blog API cache', () => {
  test('shows a publish, an edit, an unpublish and a delete in the next answer', async ({
    request,
  }) => {
    const token = await adminToken()
    const slug = `api-cache-${Date.now()}`
    const { body, post } = await createPost(request, token, {
      title: `Cached draft ${slug}`,
      slug,
      excerpt: 'A post the API cache must follow.',
      status: 'draft',
    })

    // A draft is never listed, found or fed.
    let seen = await read(request, slug)
    expect(seen.listed).toBeUndefined()
    expect(seen.status).toBe(404)
    expect(seen.rss).not.toContain(slug)

    const published = await request.post(`/api/admin/blog/${post.id}/publish`, {
      headers: bearer(token),
    })
    expect(published.status()).toBe(200)
    seen = await read(request, slug)
    expect(seen.listed?.title).toBe(body.title)
    expect(seen.status).toBe(200)
    expect(seen.post?.content).toBe('<p>First version.</p>')
    expect(seen.rss).toContain(`/blog/${slug}</link>`)

    // The answers come from the cache: a change written behind Payload's back is not seen.
    // The reads above rendered after the publish's expiry, so they stay cached.
    await writeBehindPayload('UPDATE posts SET title = $1 WHERE id = $2', [
      `Behind the cache ${slug}`,
      post.id,
    ])
    seen = await read(request, slug)
    expect(seen.listed?.title).toBe(body.title)
    expect(seen.post?.title).toBe(body.title)
    expect(seen.rss).not.toContain('Behind the cache')

    const edited = {
      ...body,
      status: 'published',
      title: `Edited ${slug}`,
      content: 'Second version.',
    }
    const put = await request.put(`/api/admin/blog/${post.id}`, {
      headers: bearer(token),
      data: edited,
    })
    expect(put.status(), await put.text()).toBe(200)
    seen = await read(request, slug)
    expect(seen.listed?.title).toBe(edited.title)
    expect(seen.post?.title).toBe(edited.title)
    expect(seen.post?.content).toBe('<p>Second version.</p>')
    expect(seen.rss).toContain(edited.title)
    expect(seen.rss).not.toContain(body.title)

    // An edit in the CMS (Payload's REST API) expires the same answers.
    const patched = await request.patch(`/api/posts/${post.id}`, {
      headers: bearer(token),
      data: { title: `From the CMS ${slug}` },
    })
    expect(patched.status(), await patched.text()).toBe(200)
    seen = await read(request, slug)
    expect(seen.listed?.title).toBe(`From the CMS ${slug}`)
    expect(seen.post?.title).toBe(`From the CMS ${slug}`)
    expect(seen.rss).toContain(`From the CMS ${slug}`)

    const unpublished = await request.post(`/api/admin/blog/${post.id}/unpublish`, {
      headers: bearer(token),
    })
    expect(unpublished.status()).toBe(200)
    seen = await read(request, slug)
    expect(seen.listed).toBeUndefined()
    expect(seen.status).toBe(404)
    expect(seen.rss).not.toContain(slug)

    await request.post(`/api/admin/blog/${post.id}/publish`, { headers: bearer(token) })
    expect((await read(request, slug)).status).toBe(200)
    const deleted = await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
    expect(deleted.status()).toBe(200)
    seen = await read(request, slug)
    expect(seen.listed).toBeUndefined()
    expect(seen.status).toBe(404)
    expect(seen.rss).not.toContain(slug)
  })

  test('keeps caching the list after a read that lost its database connection', async ({
    request,
  }) => {
    const token = await adminToken()
    const slug = `api-cache-outage-${Date.now()}`
    const { body, post } = await createPost(request, token, {
      title: `Before the outage ${slug}`,
      slug,
      excerpt: 'A post read while the database drops a connection.',
      status: 'published',
    })

    // The list's first read after the publish loses its connection mid-query and is answered by
    // its retry: the failed attempt began a render that never stored.
    await losingAConnection(async () => {
      const listed = await request.get('/api/blog')
      expect(listed.status()).toBe(200)
    })

    // A later change expires the list; its next render is cached as usual.
    const edited = { ...body, title: `After the outage ${slug}` }
    const put = await request.put(`/api/admin/blog/${post.id}`, {
      headers: bearer(token),
      data: edited,
    })
    expect(put.status(), await put.text()).toBe(200)
    expect((await read(request, slug)).listed?.title).toBe(edited.title)
    await writeBehindPayload('UPDATE posts SET title = $1 WHERE id = $2', [
      `Behind the cache ${slug}`,
      post.id,
    ])
    expect((await read(request, slug)).listed?.title).toBe(edited.title)
  })

  test('never answers a post scheduled for later', async ({ request }) => {
    const token = await adminToken()
    const slug = `api-cache-scheduled-${Date.now()}`
    const created = await request.post('/api/posts', {
      headers: bearer(token),
      data: {
        title: `Scheduled ${slug}`,
        slug,
        content: 'Not yet.',
        status: 'published',
        readTime: 2,
        publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const seen = await read(request, slug)
      expect(seen.listed).toBeUndefined()
      expect(seen.status).toBe(404)
      expect(seen.rss).not.toContain(slug)
    } finally {
      await request.delete(`/api/posts/${doc.id}`, { headers: bearer(token) })
    }
  })
})
