import { expect, test } from '@playwright/test'

import { png } from '../support/png'

import { adminToken, bearer } from './support'

/**
 * The dashboard's image upload (JSON: filename, mimeType, base64 data). Only the bytes decide
 * what a file is; whatever is stored is served as the image it is, never as a page.
 */
const UPLOAD = '/api/admin/blog/upload-image'
let token = ''

test.beforeAll(async () => {
  token = await adminToken()
})

const upload = (
  request: import('@playwright/test').APIRequestContext,
  filename: string,
  mimeType: string,
  data: string,
) => request.post(UPLOAD, { headers: bearer(token), data: { filename, mimeType, data } })

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64')

test.describe('image uploads', () => {
  test('refuse an SVG, which can carry scripts', async ({ request }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>'
    const response = await upload(request, 'logo.svg', 'image/svg+xml', b64(svg))
    expect(response.status()).toBe(400)
  })

  test('refuse an HTML page renamed .png', async ({ request }) => {
    const html = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'
    const response = await upload(request, 'photo.png', 'image/png', b64(html))
    expect(response.status()).toBe(400)
  })

  test('refuse a PNG that is also an HTML page', async ({ request }) => {
    for (const polyglot of [
      png(16, 16, { text: '<html><body><script>alert(1)</script></body></html>' }),
      png(16, 16, { trailer: '<!DOCTYPE html><script>alert(1)</script>' }),
    ]) {
      const response = await upload(request, 'poly.png', 'image/png', b64(polyglot))
      expect(response.status()).toBe(400)
    }
  })

  test('refuse a tiny PNG declaring 50000 × 50000 pixels, and keep serving', async ({
    request,
  }) => {
    const bomb = png(50_000, 50_000, { rows: 64 })
    expect(bomb.byteLength).toBeLessThan(10_000)
    const response = await upload(request, 'bomb.png', 'image/png', b64(bomb))
    expect(response.status()).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/megapixels/)
    expect((await request.get('/api/blog')).status()).toBe(200)
  })

  test('refuse data that is not base64', async ({ request }) => {
    for (const data of [
      '!!!not base64!!!',
      'iVBORw0KGgo=====',
      '%%%',
      'data:image/png;base64,@@',
    ]) {
      const response = await upload(request, 'x.png', 'image/png', data)
      expect(response.status(), data).toBe(400)
    }
  })

  test('refuse an image over 5 MB with 413', async ({ request }) => {
    const big = Buffer.concat([png(16, 16), Buffer.alloc(5 * 1024 * 1024 + 1024, 1)])
    const response = await upload(request, 'big.png', 'image/png', b64(big))
    expect(response.status()).toBe(413)
  })

  test('store a real image under its own type, served with nosniff', async ({ request }) => {
    // The name and declared type lie; the bytes are a PNG.
    const response = await upload(request, 'page.html', 'text/html', b64(png(32, 32)))
    expect(response.status()).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/\.png$/)
    // No public page shows it yet: the administrator reads it.
    const file = await request.get(url, { headers: bearer(token) })
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('do not let Payload REST take an HTML file as an image, even from an administrator', async ({
    request,
  }) => {
    const response = await request.post('/api/media', {
      headers: bearer(token),
      multipart: {
        file: {
          name: 'page.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<html><script>alert(1)</script></html>'),
        },
        _payload: JSON.stringify({ alt: 'x' }),
      },
    })
    expect(response.status()).toBe(400)
  })

  test('hold Payload REST to the same policy: 5 MB, markup refused, the bytes name the type', async ({
    request,
  }) => {
    const viaRest = (name: string, mimeType: string, buffer: Buffer) =>
      request.post('/api/media', {
        headers: bearer(token),
        multipart: {
          file: { name, mimeType, buffer },
          _payload: JSON.stringify({ alt: 'probe' }),
        },
      })
    // 6.75 MB: a real PNG with padding after its end.
    const big = Buffer.concat([png(16, 16), Buffer.alloc(6.75 * 1024 * 1024, 0)])
    const tooBig = await viaRest('big.png', 'image/png', big)
    // Refused at the edge by its length, before Payload reads it (the table of body limits).
    expect(tooBig.status()).toBe(413)
    const tooBigBody = (await tooBig.json()) as { message?: string }
    expect(tooBigBody.message).toEqual(expect.any(String))
    for (const markup of [
      '<img src=x onerror=alert(1)>',
      '<a href=javascript:alert(1)>click</a>',
      '<meta http-equiv=refresh content="0;url=https://evil.example">',
    ]) {
      for (const polyglot of [png(16, 16, { text: markup }), png(16, 16, { trailer: markup })]) {
        const refused = await viaRest('poly.png', 'image/png', polyglot)
        expect(refused.status(), markup).toBe(400)
      }
    }
    // Named and declared as a page, stored as the PNG it is.
    const stored = await viaRest('page.html', 'text/html', png(24, 24))
    expect(stored.status()).toBe(201)
    const { doc } = (await stored.json()) as {
      doc: { id: number; filename: string; mimeType: string; url: string }
    }
    expect(doc.filename).toMatch(/^page(-\d+)?\.png$/)
    expect(doc.mimeType).toBe('image/png')
    const served = await request.get(doc.url, { headers: bearer(token) })
    expect(served.headers()['content-type']).toBe('image/png')
    await request.delete(`/api/media/${doc.id}`, { headers: bearer(token) })
  })
})
