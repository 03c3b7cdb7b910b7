import { expect, test } from '@playwright/test'

import {
  HOSTILE_IMAGE_QUERIES,
  OVERSIZED_BODIES,
  UNANSWERED_METHODS,
  UNANSWERED_METHOD_PATHS,
} from '../support/hostileQueries'
import { rawExchange, rawRequest } from '../support/rawRequest'

import { baseUrl } from './support'

/**
 * The edge, against the built server and over raw sockets (fetch refuses TRACE, and sends a body
 * whole): a method the site does not answer is refused 405 with `Allow`; a body over its route's
 * limit is refused 413 with a JSON message before any of it is read (the answer comes while the
 * client has sent nothing but the head), or, sent without a length, as soon as the limit is
 * passed; the image optimiser answers only the addresses the site renders.
 */
const target = () => new URL(baseUrl)

const json = (body: string) => JSON.parse(body) as { message?: unknown; code?: unknown }

function head(method: string, path: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return [`${method} ${path} HTTP/1.1`, `Host: ${target().host}`, ...lines, '', ''].join('\r\n')
}

/** Chunks of a body sent without a length: 64 KB pieces up to `bytes`, then its end. */
function chunked(bytes: number): () => Buffer | null {
  const piece = Buffer.alloc(64 * 1024, 0x20)
  const framed = Buffer.concat([
    Buffer.from(`${piece.length.toString(16)}\r\n`),
    piece,
    Buffer.from('\r\n'),
  ])
  let sent = 0
  let ended = false
  return () => {
    if (sent < bytes) {
      sent += piece.length
      return framed
    }
    if (ended) return null
    ended = true
    return Buffer.from('0\r\n\r\n')
  }
}

test('methods the site does not answer get 405 with Allow and a JSON message', async () => {
  const problems: string[] = []
  for (const method of UNANSWERED_METHODS) {
    for (const path of UNANSWERED_METHOD_PATHS) {
      const { status, headers, body } = await rawRequest(new URL(path, baseUrl), { method })
      const answer = (() => {
        try {
          return json(body.toString('utf8'))
        } catch {
          return {}
        }
      })()
      if (status !== 405 || !headers.allow?.includes('GET') || typeof answer.message !== 'string') {
        problems.push(
          `${method} ${path}: ${status} allow=${headers.allow} ${body.toString().slice(0, 80)}`,
        )
      }
    }
  }
  expect(problems).toEqual([])
})

test('a body declared over its limit is refused 413 before any of it is sent', async () => {
  for (const { method, path, contentType, bytes } of OVERSIZED_BODIES) {
    const answer = await rawExchange(
      target(),
      head(method, path, { 'content-type': contentType, 'content-length': String(bytes) }),
    )
    expect(answer.status, `${method} ${path}`).toBe(413)
    expect(answer.written).toBe(0)
    expect(json(answer.body)).toMatchObject({
      message: expect.stringMatching(/^The request body is larger than [\d.]+ [KM]B\.$/),
      code: 'payload_too_large',
    })
  }
})

test('a body sent without a length is counted to its limit, and refused 413', async () => {
  for (const { method, path, contentType, bytes } of OVERSIZED_BODIES) {
    // The dashboard's routes refuse a request without a token (401) before reading its body.
    if (!path.startsWith('/api/') || path.startsWith('/api/admin/')) continue
    const answer = await rawExchange(
      target(),
      head(method, path, { 'content-type': contentType, 'transfer-encoding': 'chunked' }),
      chunked(bytes),
    )
    expect(answer.status, `${method} ${path}`).toBe(413)
    expect(typeof json(answer.body).message).toBe('string')
  }
})

test('a page asked to take a body without a length answers 411', async () => {
  for (const path of ['/contact', '/cms/collections/posts', '/']) {
    const answer = await rawExchange(
      target(),
      head('POST', path, { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }),
      chunked(1024 * 1024),
    )
    expect(answer.status, path).toBe(411)
    expect(json(answer.body)).toMatchObject({ code: 'length_required' })
  }
})

test('the image optimiser serves the addresses pages render from its cache, and no other', async ({
  request,
}) => {
  const html = await (await request.get('/blog')).text()
  const shown = /\/_next\/image\?url=([^"&\s]+)/.exec(html)?.[1]
  expect(shown).toBeTruthy()
  const filename = decodeURIComponent(shown!).split('/').pop()!
  // The address the pages render for this upload at 640 px, the width the variations ask.
  const rendered = `/_next/image?url=${shown}&w=640&q=75`
  const accept = { accept: 'image/avif,image/webp,*/*' }
  expect((await request.get(rendered, { headers: accept })).status()).toBe(200)
  const again = await request.get(rendered, { headers: accept })
  expect(again.status()).toBe(200)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  for (const query of HOSTILE_IMAGE_QUERIES) {
    const path = `/_next/image${query.replace('%s', encodeURIComponent(filename))}`
    const answer = await request.get(path, { headers: accept })
    // Refused, or (a spelling Next.js reads as the rendered address: the same parameters
    // encoded otherwise) answered from the rendered address's cache entry: never an encode.
    if (answer.status() === 200) {
      expect(answer.headers()['x-nextjs-cache'], path).toBe('HIT')
    } else {
      expect(answer.status(), path).toBe(400)
      expect(typeof ((await answer.json()) as { message?: unknown }).message, path).toBe('string')
    }
  }
})
