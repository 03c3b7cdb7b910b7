import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { BODY_LIMITS } from './bodyLimits'
import {
  EDGE_REFUSAL_HEADER,
  edgeRefusal,
  gateRequest,
  parseRefusalMarker,
  refusalMarker,
} from './edgeGate'

const MB = 1024 * 1024
const seen = (over: Partial<Parameters<typeof edgeRefusal>[0]>) => ({
  method: 'POST',
  url: '/api/contact-messages',
  contentLength: undefined,
  transferEncoding: undefined,
  cookie: undefined,
  ...over,
})

describe('edgeRefusal', () => {
  it('refuses methods the site does not answer with 405', () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'QUERY']) {
      expect(edgeRefusal(seen({ method }))).toEqual({ status: 405, method })
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(edgeRefusal(seen({ method, url: '/' }))).toBeNull()
    }
  })

  it('refuses a declared body over its route limit with 413', () => {
    const big = String(64 * MB)
    for (const url of ['/api/contact-messages', '/api/posts', '/api/admins/login', '/contact']) {
      expect(edgeRefusal(seen({ url, contentLength: big }))?.status, url).toBe(413)
    }
    expect(edgeRefusal(seen({ url: '/api/posts', contentLength: String(8 * MB) }))).toBeNull()
    expect(edgeRefusal(seen({ url: '/api/posts', contentLength: String(8 * MB + 1) }))).toEqual({
      status: 413,
      limit: BODY_LIMITS.post,
    })
    expect(edgeRefusal(seen({ method: 'GET', url: '/', contentLength: '0' }))).toBeNull()
    expect(edgeRefusal(seen({ method: 'GET', url: '/', contentLength: '5' }))?.status).toBe(413)
  })

  it('lets a chunked body through to the API, which counts it, and asks pages for a length', () => {
    const chunked = { transferEncoding: 'chunked' }
    expect(edgeRefusal(seen({ ...chunked, url: '/api/contact-messages' }))).toBeNull()
    expect(edgeRefusal(seen({ ...chunked, url: '/contact' }))).toEqual({ status: 411 })
    expect(edgeRefusal(seen({ ...chunked, url: '/cms/collections/posts' }))).toEqual({
      status: 411,
    })
    // The proxy checks cookie writes first, and would read the whole body before answering.
    expect(
      edgeRefusal(seen({ ...chunked, url: '/api/posts', cookie: 'a=1; payload-token=x' })),
    ).toEqual({ status: 411 })
  })

  it('round-trips its marker, and reads no other', () => {
    for (const refusal of [
      { status: 405, method: 'TRACE' },
      { status: 411 },
      { status: 413, limit: 65536 },
    ] as const) {
      expect(parseRefusalMarker(refusalMarker(refusal))).toEqual(refusal)
    }
    for (const value of ['', '200', '405 <script>', '413 lots', '500 x']) {
      expect(parseRefusalMarker(value)).toBeNull()
    }
  })
})

describe('gateRequest', () => {
  const request = (method: string, headers: Record<string, string>) =>
    Object.assign(new IncomingMessage(new Socket()), {
      method,
      url: '/api/posts',
      headers: { ...headers },
    })

  it('turns a refused request into a marked GET whose body nothing reads', () => {
    const req = request('POST', { 'content-length': String(64 * MB), expect: '100-continue' })
    gateRequest(req)
    expect(req.method).toBe('GET')
    expect(req.headers[EDGE_REFUSAL_HEADER]).toBe(`413 ${BODY_LIMITS.post}`)
    expect(req.headers.expect).toBeUndefined()
  })

  it('drops a marker a client sent and leaves a good request alone', () => {
    const req = request('POST', { 'content-length': '12', [EDGE_REFUSAL_HEADER]: '405 GET' })
    gateRequest(req)
    expect(req.method).toBe('POST')
    expect(req.headers[EDGE_REFUSAL_HEADER]).toBeUndefined()
  })
})
