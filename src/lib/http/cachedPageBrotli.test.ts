import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rawRequest } from '../../../tests/support/rawRequest'
import { cachedPageBrotli, type Middleware } from './cachedPageBrotli'

/** A page as Next sends one from its cache: long enough to be worth compressing. */
const page = (version: string) =>
  `<!DOCTYPE html><html><body>${`<p class="card">Version ${version}: AI visibility, coaching and bespoke tools.</p>`.repeat(200)}</body></html>`

let compressions = 0
const densest = (body: Buffer) => {
  compressions++
  return Promise.resolve(
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
}

/** The app's order: on-the-fly compression first, then this, then the handler standing for Next. */
function handler(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const version = url.searchParams.get('v') ?? '1'
  const html = page(version)
  switch (url.pathname) {
    case '/cached': {
      // Headers set one by one, the body in two writes, as a stream would send it.
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('x-nextjs-cache', 'HIT')
      response.setHeader('Content-Length', Buffer.byteLength(html))
      const half = Math.floor(html.length / 2)
      response.write(html.slice(0, half))
      response.end(Buffer.from(html.slice(half)))
      return
    }
    case '/cached-head': {
      // Headers passed to writeHead, the body in one end.
      response.writeHead(200, { 'Content-Type': 'text/html', 'x-nextjs-cache': 'STALE' })
      response.end(html)
      return
    }
    case '/rendered': {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.write(html)
      setTimeout(() => response.end('<!-- streamed later -->'), 20)
      return
    }
    case '/missing': {
      response.writeHead(404, { 'Content-Type': 'text/html', 'x-nextjs-cache': 'HIT' })
      response.end(html)
      return
    }
    default:
      response.writeHead(500).end()
  }
}

let server: http.Server
let port: number
beforeAll(async () => {
  const compress = compression() as unknown as Middleware
  const dense = cachedPageBrotli({ compress: densest })
  server = http.createServer((request, response) =>
    compress(request, response, () => dense(request, response, () => handler(request, response))),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The response as sent, not decoded. */
const get = (
  path: string,
  headers: Record<string, string> = { 'Accept-Encoding': 'gzip, deflate, br' },
  method = 'GET',
) => rawRequest(new URL(path, `http://127.0.0.1:${port}`), { headers, method })

describe('cachedPageBrotli', () => {
  it('sends a page from the cache in the densest Brotli, compressed once and then reused', async () => {
    const before = compressions
    const first = await get('/cached?v=a')
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-length']).toBeUndefined()
    expect(first.headers.vary).toMatch(/Accept-Encoding/i)
    expect(brotliDecompressSync(first.body).toString()).toBe(page('a'))
    expect(first.body.equals(await densest(Buffer.from(page('a'))))).toBe(true)

    const second = await get('/cached?v=a')
    expect(second.body.equals(first.body)).toBe(true)
    // The densest() call just above counts once, the server's own once.
    expect(compressions - before).toBe(2)
  })

  it('compresses a page requested many times at once only once', async () => {
    const before = compressions
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/cached-head?v=b')))
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(answer.body).toString()).toBe(page('b'))
    }
    expect(compressions - before).toBe(1)
  })

  it('keeps one entry per version of a page', async () => {
    const before = compressions
    const c = await get('/cached?v=c')
    const d = await get('/cached?v=d')
    expect(brotliDecompressSync(c.body).toString()).toBe(page('c'))
    expect(brotliDecompressSync(d.body).toString()).toBe(page('d'))
    expect(compressions - before).toBe(2)
  })

  it('leaves a page rendered per request to the on-the-fly compression, streamed', async () => {
    const before = compressions
    const answer = await get('/rendered')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${page('1')}<!-- streamed later -->`)
    expect(compressions - before).toBe(0)
  })

  it('leaves other statuses, clients without Brotli and HEAD requests alone', async () => {
    const before = compressions
    const missing = await get('/missing')
    expect(missing.status).toBe(404)
    expect(brotliDecompressSync(missing.body).toString()).toBe(page('1'))

    const gzip = await get('/cached?v=e', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(page('e'))

    const identity = await get('/cached?v=e', { 'Accept-Encoding': 'br;q=0' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(page('e'))

    const head = await get('/cached?v=e', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(compressions - before).toBe(0)
  })
})
