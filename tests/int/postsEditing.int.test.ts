import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { finishPayloadAnswer } from '@/lib/http/payloadRoutes'

import { testPayload } from '../support/payload'

/**
 * What /cms does around an editor's work on a post, through Payload's REST API as the panel
 * calls it: a post left empty is not kept, a refused publish names each field once, and the slug
 * of a post never published follows its title until someone types one.
 */
let payload: Payload
let token = ''
const ADMIN = { email: 'editing@example.com', name: 'Editing', password: 'editing-pass-123' }

const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config) } as const

let counter = 0
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++counter}`

async function restCall(
  method: keyof typeof rest,
  path: string,
  body?: unknown,
  auth = true,
): Promise<Response> {
  const headers = new Headers({ 'x-forwarded-for': `198.18.7.${counter % 250}` })
  if (auth) headers.set('Authorization', `JWT ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  return finishPayloadAnswer(
    request,
    await rest[method](request, { params: Promise.resolve({ slug }) }),
  )
}

/** A first draft as /cms's Create New saves it once the editor types, then an autosave. */
async function cmsDraft(title: string): Promise<number> {
  const created = await restCall('POST', '/api/posts?draft=true&depth=0', {
    title,
    _status: 'draft',
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

const autosave = (id: number, data: Record<string, unknown>) =>
  restCall('PATCH', `/api/posts/${id}?draft=true&autosave=true&depth=0`, {
    ...data,
    _status: 'draft',
  })

const discard = (id: number, auth = true) =>
  restCall('POST', `/api/posts/${id}/discard-empty`, undefined, auth)

async function exists(id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'posts',
    where: { id: { equals: id } },
    trash: true,
    overrideAccess: true,
  })
  return totalDocs > 0
}

beforeAll(async () => {
  payload = await testPayload()
  const found = await payload.find({
    collection: 'admins',
    where: { email: { equals: ADMIN.email } },
    overrideAccess: true,
  })
  if (!found.docs[0])
    await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true })
  token = (await payload.login({ collection: 'admins', data: ADMIN })).token!
})

describe('a post an editor leaves', () => {
  it('is deleted for good when it was typed in, cleared and never published', async () => {
    const id = await cmsDraft(unique('a'))
    expect((await autosave(id, { title: '' })).status).toBe(200)
    const answer = await discard(id)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ discarded: true })
    expect(await exists(id)).toBe(false)
  })

  it('is kept when anything is written in it', async () => {
    const id = await cmsDraft(unique('A title worth keeping'))
    expect(await (await discard(id)).json()).toEqual({ discarded: false })
    const untitled = await cmsDraft(unique('b'))
    await autosave(untitled, { title: '', excerpt: 'Only an excerpt so far.' })
    expect(await (await discard(untitled)).json()).toEqual({ discarded: false })
    expect(await exists(id)).toBe(true)
    expect(await exists(untitled)).toBe(true)
  })

  it('is kept when it was ever published, even if emptied since', async () => {
    const slug = unique('was-live')
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Was live', slug, content: 'Body.', _status: 'published' } as never,
      overrideAccess: true,
    })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: '', content: '' },
      draft: true,
      overrideAccess: true,
    })
    expect(await (await discard(post.id)).json()).toEqual({ discarded: false })
    expect(await exists(post.id)).toBe(true)
  })

  it('answers 401 to a request without a session and deletes nothing', async () => {
    const id = await cmsDraft(unique('c'))
    await autosave(id, { title: '' })
    const answer = await discard(id, false)
    expect(answer.status).toBe(401)
    expect(await answer.json()).toMatchObject({ message: expect.any(String) })
    expect(await exists(id)).toBe(true)
    expect((await discard(0)).status).toBe(404)
  })
})

describe('a refused publish from /cms', () => {
  it('names the post’s text once, on the rich text the editor writes in', async () => {
    const id = await cmsDraft(unique('A post without text'))
    // The panel sends every field: the rich text it shows and the hidden Markdown beside it.
    const answer = await restCall('PATCH', `/api/posts/${id}?depth=0`, {
      title: '',
      body: {
        root: {
          type: 'root',
          children: [
            { type: 'paragraph', children: [], direction: null, format: '', indent: 0, version: 1 },
          ],
          direction: null,
          format: '',
          indent: 0,
          version: 1,
        },
      },
      content: '',
      _status: 'published',
    })
    expect(answer.status).toBe(400)
    const { errors } = (await answer.json()) as {
      errors: { message: string; data?: { errors?: { path: string; label?: string }[] } }[]
    }
    const fields = errors.flatMap((error) => error.data?.errors ?? []).map((error) => error.path)
    expect(fields.sort()).toEqual(['body', 'title'])
    expect(errors[0]!.message).toBe('The following fields are invalid: Title, Content')
  })
})

describe('the slug of a post never published', () => {
  const latestSlug = async (id: number) =>
    (await payload.findByID({ collection: 'posts', id, draft: true, overrideAccess: true })).slug

  it('follows the title while it is the one the title made', async () => {
    const stamp = unique('title')
    const id = await cmsDraft(`${'A first title that runs long '.repeat(3)}${stamp}`)
    const made = await latestSlug(id)
    expect(made).toMatch(/^a-first-title-that-runs-long/)
    // /cms sends the slug the form shows with each autosave.
    expect((await autosave(id, { title: `Short ${stamp}`, slug: made })).status).toBe(200)
    expect(await latestSlug(id)).toBe(`short-${stamp}`)
  })

  it('goes with a cleared title, and comes back with the next one', async () => {
    const first = unique('typed')
    const id = await cmsDraft(first)
    expect(await latestSlug(id)).toBe(first)
    await autosave(id, { title: '', slug: first })
    expect(await latestSlug(id)).toBeNull()
    const stamp = unique('retitled')
    await autosave(id, { title: `Retitled ${stamp}`, slug: null })
    expect(await latestSlug(id)).toBe(`retitled-${stamp}`)
  })

  it('stays once someone typed it, and once the post was published', async () => {
    const typed = await cmsDraft(unique('Typed'))
    await autosave(typed, { title: 'Typed', slug: unique('my-own-slug') })
    const own = await latestSlug(typed)
    await autosave(typed, { title: 'Typed again', slug: own })
    expect(await latestSlug(typed)).toBe(own)

    const title = unique('Was published')
    const id = await cmsDraft(title)
    const slug = await latestSlug(id)
    const published = await restCall('PATCH', `/api/posts/${id}?depth=0`, {
      title,
      slug,
      content: 'Body.',
      _status: 'published',
    })
    expect(published.status).toBe(200)
    await autosave(id, { title: unique('Renamed draft'), slug })
    expect(await latestSlug(id)).toBe(slug)
  })
})
