import { type APIRequestContext } from '@playwright/test'

import { png } from '../support/png'

import { adminToken, baseUrl, bearer, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts and uploads images: it runs against an app server of its own.
runOnOwnServer()

/**
 * Uploads are listed to visitors (REST /api/media, by list and by id) only once a published
 * post shows them, as its hero image or in its text; an image picked for a draft stays unlisted.
 * Every file is still served by its URL, and the administrator lists them all.
 */
type Media = { id: number; url: string; filename: string }

let token = ''
const postIds: number[] = []
const mediaIds: number[] = []

async function upload(request: APIRequestContext, name: string): Promise<Media> {
  const response = await request.post('/api/media', {
    headers: bearer(token),
    multipart: {
      file: { name: `${name}.png`, mimeType: 'image/png', buffer: png(24, 24) },
      _payload: JSON.stringify({ alt: name }),
    },
  })
  expect(response.status(), name).toBe(201)
  const { doc } = (await response.json()) as { doc: Media }
  mediaIds.push(doc.id)
  // The file's path on this server, whatever origin Payload names in `url`.
  return { ...doc, url: new URL(doc.url, baseUrl).pathname }
}

async function createPost(request: APIRequestContext, data: Record<string, unknown>) {
  const slug = uniqueSlug('media-privacy')
  const response = await request.post('/api/posts', {
    headers: bearer(token),
    data: { title: `Media privacy ${slug}`, slug, content: 'Probe body.', ...data },
  })
  expect(response.status()).toBe(201)
  postIds.push(((await response.json()) as { doc: { id: number } }).doc.id)
}

test.beforeAll(async () => {
  token = await adminToken()
})

test.afterAll(async ({ request }) => {
  for (const id of postIds) await request.delete(`/api/posts/${id}`, { headers: bearer(token) })
  for (const id of mediaIds) await request.delete(`/api/media/${id}`, { headers: bearer(token) })
})

test('anonymous reads list no image that only a draft uses', async ({ request }) => {
  const draftOnly = await upload(request, 'draft-only')
  const hero = await upload(request, 'published-hero')
  const inText = await upload(request, 'published-text')
  await createPost(request, { status: 'draft', heroMedia: draftOnly.id })
  await createPost(request, {
    status: 'published',
    heroMedia: hero.id,
    content: `Intro.\n\n![in text](${inText.url})\n\nMore.`,
  })

  const listed = async (headers = {}) => {
    const response = await request.get('/api/media?limit=1000&depth=0', { headers })
    expect(response.status()).toBe(200)
    const { docs } = (await response.json()) as { docs: Media[] }
    return docs.map((doc) => doc.id)
  }
  const anonymous = await listed()
  expect(anonymous).not.toContain(draftOnly.id)
  expect(anonymous).toEqual(expect.arrayContaining([hero.id, inText.id]))
  expect([403, 404]).toContain((await request.get(`/api/media/${draftOnly.id}`)).status())
  expect((await request.get(`/api/media/${hero.id}`)).status()).toBe(200)
  const byFilename = await request.get(
    `/api/media?where[filename][equals]=${encodeURIComponent(draftOnly.filename)}`,
  )
  expect(((await byFilename.json()) as { docs: Media[] }).docs).toEqual([])

  // The administrator lists every upload; every file is served by its URL.
  expect(await listed(bearer(token))).toEqual(
    expect.arrayContaining([draftOnly.id, hero.id, inText.id]),
  )
  for (const media of [draftOnly, hero, inText]) {
    const file = await request.get(media.url)
    expect(file.status(), media.filename).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
  }
})

test('the image optimiser takes an upload only without a query string', async ({ request }) => {
  const image = await upload(request, 'optimiser')
  const optimised = (src: string) =>
    request.get(`/_next/image?url=${encodeURIComponent(src)}&w=640&q=75`, {
      headers: { accept: 'image/webp' },
    })
  const plain = await optimised(image.url)
  expect(plain.status()).toBe(200)
  expect(plain.headers()['content-type']).toMatch(/^image\//)
  for (const query of ['?v=1', '?x=abc', '?a=1&b=2', '?w=9999']) {
    const refused = await optimised(`${image.url}${query}`)
    expect(refused.status(), query).toBe(400)
  }
})
