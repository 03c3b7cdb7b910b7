import { type APIRequestContext } from '@playwright/test'

import { png } from '../support/png'

import { adminToken, baseUrl, bearer, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts and uploads images: it runs against an app server of its own.
runOnOwnServer()

/**
 * Visitors list and look up no upload through REST (/api/media, by list, by id or by filter);
 * they read a file by its URL only once a public page shows it (a published post's hero image or
 * an image in its text): an image picked for a draft stays unreachable. The administrator lists
 * and reads them all.
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

test('anonymous reads list nothing and serve only the files a published post shows', async ({
  request,
}) => {
  const draftOnly = await upload(request, 'draft-only')
  const hero = await upload(request, 'published-hero')
  const inText = await upload(request, 'published-text')
  await createPost(request, { status: 'draft', heroMedia: draftOnly.id })
  await createPost(request, {
    status: 'published',
    heroMedia: hero.id,
    content: `Intro.\n\n![in text](${inText.url})\n\nMore.`,
  })

  for (const path of [
    '/api/media?limit=1000&depth=0',
    '/api/media?trash=true',
    `/api/media/${draftOnly.id}`,
    `/api/media/${hero.id}`,
    `/api/media?where[filename][equals]=${encodeURIComponent(draftOnly.filename)}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(403)
    expect(await response.text(), path).not.toContain(draftOnly.filename)
  }
  for (const media of [hero, inText]) {
    const file = await request.get(media.url)
    expect(file.status(), media.filename).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
  }
  expect((await request.get(draftOnly.url)).status()).toBe(403)

  // The administrator lists and reads every upload.
  const listed = await request.get('/api/media?limit=1000&depth=0', { headers: bearer(token) })
  expect(((await listed.json()) as { docs: Media[] }).docs.map((doc) => doc.id)).toEqual(
    expect.arrayContaining([draftOnly.id, hero.id, inText.id]),
  )
  const file = await request.get(draftOnly.url, { headers: bearer(token) })
  expect(file.status()).toBe(200)
})

test('the image optimiser takes an upload only without a query string', async ({ request }) => {
  const image = await upload(request, 'optimiser')
  await createPost(request, { status: 'published', heroMedia: image.id })
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
