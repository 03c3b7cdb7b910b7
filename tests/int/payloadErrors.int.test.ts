import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import { APIError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as publishPost } from '@/app/api/admin/blog/[id]/publish/route'
import { handle } from '@/lib/http/errors'

import { clearCollections, testPayload } from '../support/payload'

/*
 * Payload's own 4xx errors, thrown by its Local API, reach a client with their status and a
 * stable code through the one `handle()` wrapper; before, each of these answered 500.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type Answer = { message: string; code: string; errors?: Record<string, string> }

/** Runs `work` as a route handler would and answers the JSON error it produced. */
async function answerOf(work: () => Promise<unknown>): Promise<{ status: number; body: Answer }> {
  const route = handle(async () => {
    await work()
    return Response.json({ ok: true })
  })
  const response = await route()
  return { status: response.status, body: (await response.json()) as Answer }
}

describe("Payload's errors through handle()", () => {
  it('answers a ValidationError with 400 validation_failed and the reasons per field', async () => {
    const { status, body } = await answerOf(() =>
      payload.create({
        collection: 'posts',
        data: { slug: 'no-title', content: 'Body', status: 'draft' } as never,
        overrideAccess: true,
      }),
    )
    expect(status).toBe(400)
    expect(body.code).toBe('validation_failed')
    expect(body.message).toBe('Please check the highlighted fields.')
    expect(Object.keys(body.errors ?? {})).toContain('title')
  })

  it('answers NotFound with 404 not_found', async () => {
    const { status, body } = await answerOf(() =>
      payload.update({
        collection: 'posts',
        id: 2_000_000_000,
        data: { title: 'Gone' },
        overrideAccess: true,
      }),
    )
    expect(status).toBe(404)
    expect(body.code).toBe('not_found')
    expect(body.message).toBe('Not Found')
  })

  it('answers Forbidden with 403 forbidden', async () => {
    const { status, body } = await answerOf(() =>
      payload.find({ collection: 'admins', overrideAccess: false }),
    )
    expect(status).toBe(403)
    expect(body.code).toBe('forbidden')
    expect(body.message).toBe('You are not allowed to perform this action.')
  })

  it('answers a QueryError with 400 bad_request', async () => {
    const { status, body } = await answerOf(() =>
      payload.find({
        collection: 'posts',
        where: { noSuchField: { equals: 'x' } },
        // An editor's query: a visitor's is refused (403) before it is read.
        user: { collection: 'admins', id: 1 } as never,
        overrideAccess: false,
      }),
    )
    expect(status).toBe(400)
    expect(body.code).toBe('bad_request')
    expect(body.message).toContain('noSuchField')
  })

  it('answers an APIError with its 4xx status and the matching code', async () => {
    for (const [status, code] of [
      [401, 'unauthorized'],
      [409, 'conflict'],
      [413, 'payload_too_large'],
      [429, 'rate_limited'],
    ] as const) {
      const answer = await answerOf(async () => {
        throw new APIError('Refused by a hook.', status)
      })
      expect(answer.status).toBe(status)
      expect(answer.body).toEqual({ message: 'Refused by a hook.', code })
    }
  })

  it('keeps a private APIError message and a 5xx APIError internal', async () => {
    const hidden = await answerOf(async () => {
      throw new APIError('secret detail', 403, null, false)
    })
    expect(hidden).toEqual({
      status: 403,
      body: { message: 'You are not allowed to do this.', code: 'forbidden' },
    })
    const broken = await answerOf(async () => {
      throw new APIError('database detail')
    })
    expect(broken).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side.', code: 'internal_error' },
    })
  })
})

describe('a dashboard route meeting a Payload ValidationError', () => {
  it('answers 400 validation_failed when a stored post no longer passes on publish', async () => {
    await clearCollections(payload, ['admins', 'posts'])
    const credentials = { email: 'owner@example.com', password: 'owner-password-123' }
    await payload.create({
      collection: 'admins',
      data: { ...credentials, name: 'Owner' },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'admins', data: credentials })
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Fine', slug: 'fine', content: 'Body', status: 'draft', readTime: 5 },
      overrideAccess: true,
    })
    // Written past Payload's checks, as an older version or a manual fix might have left it.
    await payload.db.updateOne({ collection: 'posts', id: post.id, data: { title: '' } })
    // Publishing starts from the latest version (posts have drafts), so blank it there too.
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`UPDATE "_posts_v" SET "version_title" = '' WHERE "parent_id" = ${post.id}`,
    )

    const response = await publishPost(
      new Request(`http://localhost/api/admin/blog/${post.id}/publish`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ id: String(post.id) }) },
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as Answer
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors ?? {})).toContain('title')
  })
})
