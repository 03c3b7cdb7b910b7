/**
 * Media on S3-compatible object storage: an s3rver on loopback stands in for MinIO or S3. The
 * S3_* variables are set before the Payload config loads, as they would be for an instance.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestS3, type TestS3 } from '../support/s3Server'

let s3: TestS3
let payload: Payload
let config: SanitizedConfig
let client: S3Client
let token: string
const saved: Record<string, string | undefined> = {}

const ADMIN = { email: 'storage@example.com', name: 'Storage Admin', password: 'storage-pass-123' }

async function pngBytes(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: seed % 255, g: 40, b: 90 } },
  })
    .png()
    .toBuffer()
}

/**
 * GET through Payload's REST route, as /api/media/file/<name> is served by every instance, as
 * the administrator (a visitor reads only the files a published page shows).
 */
async function getFile(url: string): Promise<Response> {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const slug = url
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const headers = { Authorization: `JWT ${token}` }
  return REST_GET(config)(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ slug }),
  })
}

async function bucketObject(key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

const mediaDir = () => path.resolve(process.env.MEDIA_DIR!)

describe('media on S3-compatible storage', () => {
  beforeAll(async () => {
    s3 = await startTestS3()
    for (const [name, value] of Object.entries(s3.env)) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    config = await (await import('@payload-config')).default
    payload = await (await import('../support/payload')).testPayload()
    const { objectStorage } = await import('@/lib/storage')
    const { env } = await import('@/env')
    client = new S3Client(objectStorage(env())!.config)

    await payload.delete({ collection: 'admins', where: { email: { equals: ADMIN.email } } })
    await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true })
    const login = await payload.login({ collection: 'admins', data: ADMIN })
    token = login.token!
  })

  afterAll(async () => {
    client?.destroy()
    await s3?.dispose()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('stores an upload from the admin handler in the bucket and serves it at its URL', async () => {
    const { POST } = await import('@/app/api/admin/blog/upload-image/route')
    const bytes = await pngBytes(1)
    const response = await POST(
      new Request('http://localhost/api/admin/blog/upload-image', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ filename: 'hero-s3.png', data: bytes.toString('base64') }),
      }),
    )
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/api\/media\/file\/hero-s3[\w-]*\.png$/)
    const filename = decodeURIComponent(url.split('/').pop()!)

    // The object is in the bucket and nowhere on this instance's disk.
    expect((await bucketObject(filename)).equals(bytes)).toBe(true)
    expect(existsSync(path.join(mediaDir(), filename))).toBe(false)

    const served = await getFile(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('removes the object when the media document is deleted', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'to delete' },
      file: { data: await pngBytes(2), mimetype: 'image/png', name: 'gone.png', size: 0 },
      overrideAccess: true,
    })
    expect((await getFile(doc.url!)).status).toBe(200)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect((await getFile(doc.url!)).status).toBe(404)
    await expect(bucketObject(doc.filename!)).rejects.toThrow()
  })

  it('media sync copies files kept on local disk into the bucket, once', async () => {
    const { syncLocalMedia } = await import('@/lib/mediaSync')
    const { objectStorage } = await import('@/lib/storage')
    const { env } = await import('@/env')
    // A document written while media lived on local disk: its file is in MEDIA_DIR only.
    const filename = `local-${randomBytes(4).toString('hex')}.png`
    const bytes = await pngBytes(3)
    await fs.mkdir(mediaDir(), { recursive: true })
    await fs.writeFile(path.join(mediaDir(), filename), bytes)
    const doc = await payload.db.create({
      collection: 'media',
      data: {
        alt: 'from disk',
        filename,
        mimeType: 'image/png',
        filesize: bytes.byteLength,
        width: 8,
        height: 6,
      },
    })
    const url = `/api/media/file/${filename}`
    expect((await getFile(url)).status).toBe(404)

    const first = await syncLocalMedia(payload, objectStorage(env())!, mediaDir())
    expect(first.copied).toContain(filename)
    const served = await getFile(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)

    const again = await syncLocalMedia(payload, objectStorage(env())!, mediaDir())
    expect(again.copied).not.toContain(filename)
    expect(again.present).toContain(filename)
    await payload.db.deleteOne({ collection: 'media', where: { id: { equals: doc.id } } })
  })
})
