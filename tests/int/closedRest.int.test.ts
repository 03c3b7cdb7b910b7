import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest } from '../support/payloadRest'

/**
 * Payload's REST API is closed to visitors by default: every collection and global of the
 * config (Payload's own and the plugins' included, so a new one is walked without editing this
 * file), through every door a query can open (lists, by id, `/versions`, `/count`, `trash=true`,
 * `draft=true`, a `where` on `deletedAt`, `depth`, `select`, `populate`, joins), answers an
 * anonymous request with a refusal and nothing of a document; the signed-in editor reads
 * through the same doors, the trash and drafts included. Of Media, a visitor reads only the
 * files a public page shows.
 */
let payload: Payload
let token = ''

const ADMIN = {
  email: 'closed-rest@example.com',
  name: 'Closed Rest',
  password: 'closed-rest-password-1',
}
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** Text that must never reach an anonymous answer. */
const secret = (name: string) => `closed-${name}-${stamp}`

const posts = { published: 0, draft: 0, future: 0, trashed: 0, republishing: 0 }
const media: Record<string, { id: number; filename: string }> = {}

async function upload(name: string, seed: number) {
  const bytes = await sharp({
    create: { width: 6, height: 4, channels: 3, background: { r: seed * 40, g: 20, b: 90 } },
  })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: secret(`alt-${name}`) },
    file: { data: bytes, mimetype: 'image/png', name: `${secret(name)}.png`, size: bytes.length },
    overrideAccess: true,
  })
  media[name] = { id: doc.id, filename: doc.filename! }
}

async function post(
  name: keyof typeof posts,
  data: Record<string, unknown>,
  status: 'draft' | 'published',
) {
  const args = {
    collection: 'posts' as const,
    data: {
      title: secret(name),
      slug: secret(name),
      content: 'Body text.',
      _status: status,
      ...data,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  }
  // A draft is saved as one (required fields wait for Publish); `data` is loosely typed here.
  const doc = await payload.create({ ...args, draft: status === 'draft' } as Parameters<
    Payload['create']
  >[0])
  posts[name] = doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.delete({ collection: 'admins', where: { email: { equals: ADMIN.email } } })
  await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true })
  token = (await payload.login({ collection: 'admins', data: ADMIN })).token!

  for (const [index, name] of ['hero', 'inline', 'draftHero', 'trashedHero', 'trashed'].entries()) {
    await upload(name, index + 1)
  }
  const file = (name: string) => `/api/media/file/${media[name]!.filename}`
  await post(
    'published',
    {
      heroMedia: media.hero!.id,
      content: `Text with an image ![x](${file('inline')}) inline and ![y](${file('trashed')}).`,
    },
    'published',
  )
  await post('draft', { heroMedia: media.draftHero!.id }, 'draft')
  await post(
    'future',
    { publishedAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString() },
    'published',
  )
  await post('trashed', { heroMedia: media.trashedHero!.id }, 'published')
  await payload.update({
    collection: 'posts',
    id: posts.trashed,
    data: { deletedAt: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // A published post with a newer draft: the draft's title is not public.
  await post('republishing', {}, 'published')
  await payload.update({
    collection: 'posts',
    id: posts.republishing,
    data: { title: secret('unpublished-title') },
    draft: true,
    overrideAccess: true,
  })
  await payload.update({
    collection: 'media',
    id: media.trashed!.id,
    data: { deletedAt: new Date().toISOString() },
    overrideAccess: true,
  })
})

afterAll(async () => {
  for (const id of Object.values(posts)) {
    await payload.delete({ collection: 'posts', id, trash: true, overrideAccess: true })
  }
})

type Door = { path: string; kind: string }

/** The doors of a collection: lists, by id, versions, counts, with every query that widens them. */
function collectionDoors(slug: string, id: number | string, versions: boolean): Door[] {
  const base = `/api/${slug}`
  const doors: Door[] = [
    { path: base, kind: 'list' },
    { path: `${base}?trash=true`, kind: 'list trash=true' },
    { path: `${base}?draft=true`, kind: 'list draft=true' },
    { path: `${base}?trash=true&where[deletedAt][exists]=true`, kind: 'where[deletedAt]' },
    { path: `${base}?depth=3&limit=100&trash=true`, kind: 'depth=3' },
    { path: `${base}?select[id]=true&select[updatedAt]=true&trash=true`, kind: 'select' },
    { path: `${base}?populate[media][filename]=true&depth=2&trash=true`, kind: 'populate' },
    { path: `${base}?joins[folder][limit]=5&trash=true`, kind: 'joins' },
    { path: `${base}/count?trash=true`, kind: 'count' },
    { path: `${base}/${id}`, kind: 'by id' },
    { path: `${base}/${id}?trash=true`, kind: 'by id trash=true' },
    { path: `${base}/${id}?draft=true&trash=true`, kind: 'by id draft=true' },
  ]
  if (versions) {
    doors.push(
      { path: `${base}/versions?trash=true&draft=true`, kind: 'versions' },
      { path: `${base}/versions/${id}`, kind: 'version by id' },
    )
  }
  return doors
}

function globalDoors(slug: string, versions: boolean): Door[] {
  const base = `/api/globals/${slug}`
  const doors: Door[] = [
    { path: base, kind: 'global' },
    { path: `${base}?draft=true&depth=3`, kind: 'global draft=true' },
  ]
  if (versions) doors.push({ path: `${base}/versions`, kind: 'global versions' })
  return doors
}

/** A document of the collection to ask for by id: the unpublished or trashed one where there is one. */
async function someId(slug: string): Promise<number | string> {
  if (slug === 'posts') return posts.trashed
  if (slug === 'media') return media.draftHero!.id
  try {
    const { docs } = await payload.find({
      collection: slug as 'posts',
      limit: 1,
      depth: 0,
      trash: true,
      overrideAccess: true,
    })
    return docs[0]?.id ?? 1
  } catch {
    return 1
  }
}

/** What a body shows of documents: none for a refusal, an empty list or a null value. */
function documentsIn(text: string): number {
  let json: Record<string, unknown>
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    return text.length > 0 ? 1 : 0
  }
  if (Array.isArray(json.errors) || typeof json.message === 'string') return 0
  if (Array.isArray(json.docs)) return json.docs.length
  if (typeof json.totalDocs === 'number') return json.totalDocs
  return Object.keys(json).length
}

const table: string[] = []

describe('anonymous REST', () => {
  it('reads nothing of any collection, trash or draft included, through any door', async () => {
    const leaks: string[] = []
    for (const collection of payload.config.collections) {
      const id = await someId(collection.slug)
      for (const door of collectionDoors(collection.slug, id, Boolean(collection.versions))) {
        const response = await rest('GET', door.path)
        const text = await response.text()
        table.push(`${collection.slug} | ${door.kind} | ${response.status}`)
        expect(response.status, door.path).toBeLessThan(500)
        if (text.includes(stamp) || (response.ok && documentsIn(text) > 0)) {
          leaks.push(`${door.path} ${response.status} ${text.slice(0, 120)}`)
        }
      }
    }
    for (const global of payload.config.globals) {
      for (const door of globalDoors(global.slug, Boolean(global.versions))) {
        const response = await rest('GET', door.path)
        const text = await response.text()
        table.push(`${global.slug} | ${door.kind} | ${response.status}`)
        if (response.ok && documentsIn(text) > 0) {
          leaks.push(`${door.path} ${response.status} ${text.slice(0, 120)}`)
        }
      }
    }
    expect(leaks).toEqual([])
    console.log(`collection | door | anonymous answer\n${table.join('\n')}`)
  })

  it('reads the files a public page shows, and no other', async () => {
    const status = async (name: string, auth?: string) =>
      (await rest('GET', `/api/media/file/${media[name]!.filename}`, { token: auth })).status
    expect(await status('hero')).toBe(200)
    expect(await status('inline')).toBe(200)
    // A draft's image, a trashed post's image, a trashed image a published post still names.
    expect(await status('draftHero')).toBe(403)
    expect(await status('trashedHero')).toBe(403)
    expect(await status('trashed')).toBe(403)
    // The editor reads them all.
    for (const name of ['draftHero', 'trashedHero', 'trashed']) {
      expect(await status(name, token), name).toBe(200)
    }
  })
})

describe('the editor', () => {
  it('reads every post and upload, the trash and drafts included', async () => {
    const list = async (path: string) => (await rest('GET', path, { token })).text()
    const trashList = await list('/api/posts?trash=true&limit=500&depth=0')
    expect(trashList).toContain(secret('trashed'))
    expect(await list('/api/posts?trash=true&where[deletedAt][exists]=true&depth=0')).toContain(
      secret('trashed'),
    )
    expect(await list('/api/posts?draft=true&limit=500&depth=0')).toContain(
      secret('unpublished-title'),
    )
    expect((await rest('GET', `/api/posts/${posts.trashed}?trash=true`, { token })).status).toBe(
      200,
    )
    expect(await list('/api/media?trash=true&limit=500')).toContain(media.trashed!.filename)
    // Upload addresses stay paths on the site, whatever origin Payload's serverURL names.
    const hero = (await (await rest('GET', `/api/media/${media.hero!.id}`, { token })).json()) as {
      url: string
    }
    expect(hero.url).toBe(`/api/media/file/${media.hero!.filename}`)
    expect(await list('/api/posts/versions?limit=500')).toContain(secret('unpublished-title'))
    expect((await rest('GET', '/api/globals/site-settings', { token })).status).toBe(200)
  })
})
