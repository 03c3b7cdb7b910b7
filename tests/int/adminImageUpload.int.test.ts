import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as uploadImage } from '@/app/api/admin/blog/upload-image/route'
import { MAX_IMAGE_BASE64, MAX_IMAGE_BYTES } from '@/lib/images'

import { arrangeAdmins, call, json, ownerToken, pngBytes } from '../support/adminApi'
import { testPayload } from '../support/payload'

/** The dashboard's image upload into Media. */

// The forms' rate limits off, before any import reads the environment: login throttling is a
// security control and stays on regardless.
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'off'
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/admin/blog/upload-image', () => {
  let token: string

  beforeAll(async () => {
    await arrangeAdmins()
    token = await ownerToken()
  })

  const upload = (body: unknown) =>
    uploadImage(call('POST', '/api/admin/blog/upload-image', { token, body }))

  it('stores a PNG in Media and answers a URL that names it', async () => {
    const data = (await pngBytes()).toString('base64')
    const response = await upload({
      filename: 'hero-1736000000000-My Photo!.png',
      mimeType: 'image/png',
      data,
    })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/api\/media\/file\/hero-1736000000000-My-Photo[\w-]*\.png$/)
    const { docs } = await payload.find({
      collection: 'media',
      where: { url: { equals: url } },
      overrideAccess: true,
    })
    expect(docs[0]?.mimeType).toBe('image/png')
  })

  it('trusts the bytes, not the declared type or name', async () => {
    const data = (await pngBytes()).toString('base64')
    const response = await upload({ filename: 'hero-1-photo.gif', mimeType: 'image/gif', data })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { url: string }).url).toMatch(/\.png$/)
  })

  it('refuses SVG, text and bytes that are not base64', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for (const body of [
      {
        filename: 'evil.svg',
        mimeType: 'image/svg+xml',
        data: Buffer.from(svg).toString('base64'),
      },
      {
        filename: 'note.png',
        mimeType: 'image/png',
        data: Buffer.from('just some text').toString('base64'),
      },
      { filename: 'x.png', mimeType: 'image/png', data: '!!!not base64!!!' },
    ]) {
      const response = await upload(body)
      expect(response.status).toBe(400)
      const answer = await json(response)
      expect(typeof answer.message).toBe('string')
      expect(answer.code).toBe('invalid_image')
    }
  })

  it('answers 400 without filename or data', async () => {
    expect((await upload({ mimeType: 'image/png', data: 'AAAA' })).status).toBe(400)
    expect((await upload({ filename: 'a.png', mimeType: 'image/png' })).status).toBe(400)
  })

  it('refuses an image over 5 MB with 413, from the base64 length and from the decoded size', async () => {
    const png = await pngBytes()
    // One byte over the limit: base64 of the same length as the largest allowed image.
    const oneOver = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.byteLength)])
    const tooLong = 'A'.repeat(MAX_IMAGE_BASE64 + 4)
    for (const data of [oneOver.toString('base64'), tooLong]) {
      const response = await upload({ filename: 'big.png', mimeType: 'image/png', data })
      expect(response.status).toBe(413)
      expect(await json(response)).toEqual({
        message: 'The image is larger than 5 MB.',
        code: 'payload_too_large',
      })
    }
    // A body far beyond the limit is refused while it streams in.
    const huge = await upload({
      filename: 'huge.png',
      mimeType: 'image/png',
      data: 'A'.repeat(MAX_IMAGE_BASE64 * 2),
    })
    expect(huge.status).toBe(413)
  })
})
