import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as publishPost } from '@/app/api/admin/blog/[id]/publish/route'
import { GET as getPost, PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { POST as unpublishPost } from '@/app/api/admin/blog/[id]/unpublish/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { GET as publicPost } from '@/app/api/blog/[slug]/route'

import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'drafts@example.com', name: 'Dana Drafts', password: 'drafts-password-123' }

let payload: Payload
let token: string
let ipCounter = 0

type Json = Record<string, unknown>

function call(method: string, path: string, body?: unknown, auth = true) {
  const headers = new Headers({ 'x-forwarded-for': `198.19.7.${++ipCounter % 250}` })
  if (auth) headers.set('Authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const postBody = (slug: string, overrides: Json = {}) => ({
  title: 'Live title',
  slug,
  excerpt: 'Summary',
  content: 'The published paragraph.',
  heroImage: '',
  category: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
  status: 'published',
  readTime: 3,
  ...overrides,
})

async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json
}

async function create(slug: string): Promise<number> {
  const response = await createPost(call('POST', '/api/admin/blog', postBody(slug)))
  expect(response.status).toBe(201)
  const post = (await json(response)).post as Json
  expect(post).toMatchObject({ status: 'published', unpublishedChanges: false })
  return post.id as number
}

/** What /cms's autosave does: a draft version of the post, the published one left as it is. */
async function cmsDraft(id: number, content: string): Promise<void> {
  await payload.update({
    collection: 'posts',
    id,
    draft: true,
    autosave: true,
    data: { content, _status: 'draft' },
    overrideAccess: true,
  })
}

async function listed(id: number): Promise<Json | undefined> {
  const response = await listAdminPosts(call('GET', '/api/admin/blog'))
  expect(response.status).toBe(200)
  return ((await json(response)).posts as Json[]).find((post) => post.id === id)
}

async function item(id: number): Promise<Json> {
  const response = await getPost(call('GET', `/api/admin/blog/${id}`), idParams(id))
  expect(response.status).toBe(200)
  return (await json(response)).post as Json
}

/** The article's HTML as the public API answers it. */
async function publicContent(slug: string): Promise<string> {
  const response = await publicPost(new Request(`http://localhost/api/blog/${slug}`), {
    params: Promise.resolve({ slug }),
  })
  expect(response.status).toBe(200)
  return ((await json(response)).post as { content: string }).content
}

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['posts', 'admins'])
  await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  const login = await payload.login({
    collection: 'admins',
    data: { email: OWNER.email, password: OWNER.password },
  })
  token = login.token!
})

describe('unpublished changes from /cms in the dashboard API', () => {
  it('flags a live post with a newer draft in the list and the item until it is published', async () => {
    const id = await create('flagged-draft')
    expect(await listed(id)).toMatchObject({ unpublishedChanges: false })
    expect(await item(id)).toMatchObject({ unpublishedChanges: false })

    await cmsDraft(id, 'The published paragraph.\n\nAn unfinished paragraph.')
    for (const post of [await listed(id), await item(id)]) {
      expect(post).toMatchObject({
        status: 'published',
        unpublishedChanges: true,
        content: 'The published paragraph.\n\nAn unfinished paragraph.',
      })
    }
    expect(await publicContent('flagged-draft')).toBe('<p>The published paragraph.</p>')

    const published = await json(
      await publishPost(call('POST', `/api/admin/blog/${id}/publish`), idParams(id)),
    )
    expect(published.post).toMatchObject({ status: 'published', unpublishedChanges: false })
    expect(await listed(id)).toMatchObject({ unpublishedChanges: false })
    expect(await item(id)).toMatchObject({ unpublishedChanges: false })
    expect(await publicContent('flagged-draft')).toContain('An unfinished paragraph.')
  })

  it('keeps a save of a live post with a pending draft in the draft unless told to publish it', async () => {
    const id = await create('kept-draft')
    await cmsDraft(id, 'The published paragraph.\n\nAn unfinished paragraph.')

    // The editor showed the draft; one word changed; Save Post with status published.
    const edited = 'The published paragraph.\n\nAn unfinished paragraph, edited.'
    const saved = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, {
        ...postBody('kept-draft', { content: edited }),
        publishDraft: false,
      }),
      idParams(id),
    )
    expect(saved.status).toBe(200)
    expect((await json(saved)).post).toMatchObject({
      status: 'published',
      unpublishedChanges: true,
      content: edited,
    })
    expect(await publicContent('kept-draft')).toBe('<p>The published paragraph.</p>')

    // Told to publish the draft it was shown: the text goes live and the flag clears.
    const publishedSave = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, {
        ...postBody('kept-draft', { content: edited }),
        publishDraft: true,
      }),
      idParams(id),
    )
    expect((await json(publishedSave)).post).toMatchObject({
      status: 'published',
      unpublishedChanges: false,
    })
    expect(await publicContent('kept-draft')).toContain('An unfinished paragraph, edited.')
  })

  it('refuses a save from an editor that was not shown the pending draft, changing nothing', async () => {
    const id = await create('unseen-draft')
    const draft = 'The published paragraph.\n\nAn unfinished paragraph.'
    await cmsDraft(id, draft)

    for (const status of ['published', 'draft']) {
      const refused = await updatePost(
        call(
          'PUT',
          `/api/admin/blog/${id}`,
          postBody('unseen-draft', { content: 'Stale.', status }),
        ),
        idParams(id),
      )
      expect(refused.status).toBe(409)
      // Marked, so that the dashboard keeps the edits and says why the save was refused.
      expect(await json(refused)).toMatchObject({
        message: expect.stringMatching(/unpublished changes saved since you opened it/),
        staleSave: true,
      })
    }
    expect(await item(id)).toMatchObject({
      status: 'published',
      unpublishedChanges: true,
      content: draft,
    })
    expect(await publicContent('unseen-draft')).toBe('<p>The published paragraph.</p>')
  })

  it('publishes a save of a live post without a pending draft, and unpublish clears the flag', async () => {
    const id = await create('plain-save')
    const saved = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, postBody('plain-save', { content: 'New text.' })),
      idParams(id),
    )
    expect((await json(saved)).post).toMatchObject({ unpublishedChanges: false })
    expect(await publicContent('plain-save')).toBe('<p>New text.</p>')

    await cmsDraft(id, 'New text.\n\nDraft text.')
    const unpublished = await json(
      await unpublishPost(call('POST', `/api/admin/blog/${id}/unpublish`), idParams(id)),
    )
    // Not live: there is no published version for the draft to differ from.
    expect(unpublished.post).toMatchObject({ status: 'draft', unpublishedChanges: false })
  })

  it('never flags a draft post and refuses a publishDraft that is not a boolean', async () => {
    const response = await createPost(
      call('POST', '/api/admin/blog', postBody('never-live', { status: 'draft' })),
    )
    const id = ((await json(response)).post as Json).id as number
    await cmsDraft(id, 'Edited while a draft.')
    expect(await listed(id)).toMatchObject({ status: 'draft', unpublishedChanges: false })

    const refused = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, { ...postBody('never-live'), publishDraft: 'yes' }),
      idParams(id),
    )
    expect(refused.status).toBe(400)
    expect((await json(refused)).errors).toMatchObject({
      publishDraft: 'publishDraft must be true or false',
    })
  })

  it('answers 401 without a token and 404 for a missing post', async () => {
    expect(
      (await getPost(call('GET', '/api/admin/blog/1', undefined, false), idParams(1))).status,
    ).toBe(401)
    const missing = await getPost(call('GET', '/api/admin/blog/999999'), idParams(999999))
    expect(missing.status).toBe(404)
    expect(await json(missing)).toMatchObject({ message: 'Blog post not found' })
  })
})
