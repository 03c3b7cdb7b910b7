import { describe, expect, it } from 'vitest'

import { finishPayloadAnswer, payloadRoute } from './payloadRoutes'

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://internal-host:3000${path}`, { headers })

describe("Payload's answers on their way out", () => {
  it('turns the 501 naming an internal URL into a plain 404', async () => {
    const internal = Response.json(
      { message: 'Cannot GET http://internal-host:3000/api/payload-migrations' },
      { status: 501 },
    )
    const answer = finishPayloadAnswer(request('/api/payload-migrations'), internal)
    expect(answer.status).toBe(404)
    const text = await answer.text()
    expect(JSON.parse(text)).toMatchObject({ message: 'Not Found' })
    expect(text).not.toContain('internal-host')
  })

  it('marks personal data and signed-in answers no-store, and leaves public reads alone', () => {
    const ok = () => Response.json({ docs: [] })
    const cache = (path: string, headers = {}) =>
      finishPayloadAnswer(request(path, headers), ok()).headers.get('cache-control')
    for (const path of [
      '/api/contact-messages',
      '/api/waitlist-entries/1',
      '/api/admins/me',
      '/api/payload-jobs',
      '/api/payload-preferences/x',
    ]) {
      expect(cache(path), path).toBe('no-store')
    }
    expect(cache('/api/posts', { authorization: 'Bearer x' })).toBe('no-store')
    expect(cache('/api/posts', { cookie: 'a=1; payload-token=x' })).toBe('no-store')
    expect(cache('/api/posts')).toBeNull()
    expect(cache('/api/admins-and-more')).toBeNull()
  })

  it('answers a body Payload threw on while parsing with 400, and rethrows anything else', async () => {
    const parsing = payloadRoute(async () => JSON.parse('{"where":') as Response)
    const answer = await parsing(request('/api/posts'), {})
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ message: 'The request body could not be read.' })
    const failing = payloadRoute(async () => {
      throw new Error('boom')
    })
    await expect(failing(request('/api/posts'), {})).rejects.toThrow('boom')
  })
})

describe("Payload's requests on their way in", () => {
  /** A body without a length, in chunks of 16 KB, recording how much of it was pulled. */
  function chunked(total: number) {
    const pulled = { bytes: 0 }
    const chunk = new Uint8Array(16 * 1024).fill(0x20)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= total) return controller.close()
        pulled.bytes += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return { body, pulled }
  }

  const seen: Request[] = []
  const route = payloadRoute(async (request: Request) => {
    seen.push(request)
    return Response.json({ length: (await request.arrayBuffer()).byteLength })
  })
  const post = (path: string, init: RequestInit) =>
    route(
      new Request(`http://internal-host:3000${path}`, {
        method: 'POST',
        ...init,
        duplex: 'half',
      } as RequestInit),
      {},
    )

  it('refuses a declared body over the route limit with 413, before Payload runs', async () => {
    seen.length = 0
    const answer = await post('/api/contact-messages', {
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
      body: chunked(16 * 1024).body,
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({
      message: 'The request body is larger than 64 KB.',
      code: 'payload_too_large',
    })
    expect(seen).toHaveLength(0)
  })

  it('counts a body without a length and stops reading it past the limit', async () => {
    seen.length = 0
    const { body, pulled } = chunked(64 * 1024 * 1024)
    const answer = await post('/api/contact-messages', { body })
    expect(answer.status).toBe(413)
    expect(seen).toHaveLength(0)
    // The limit and at most the chunks the stream had queued: not the 64 MB.
    expect(pulled.bytes).toBeLessThan(256 * 1024)
  })

  it('hands a body without a length under the limit on whole, with its length', async () => {
    const answer = await post('/api/contact-messages', { body: chunked(32 * 1024).body })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ length: 32 * 1024 })
    expect(seen.at(-1)?.headers.get('content-length')).toBe(String(32 * 1024))
  })
})

describe('versions of what keeps none', () => {
  it('answers a plain 404 before Payload runs, and lets the others through', async () => {
    let ran = 0
    const route = payloadRoute(
      async () => {
        ran += 1
        return Response.json({ docs: [] })
      },
      { keepsVersions: async (kind, slug) => kind === 'collection' && slug === 'posts' },
    )
    for (const path of [
      '/api/admins/versions',
      '/api/media/versions/3?trash=true',
      '/api/globals/site-settings/versions',
    ]) {
      const answer = await route(request(path), {})
      expect(answer.status, path).toBe(404)
      expect(await answer.json()).toMatchObject({ message: 'Not Found' })
    }
    expect(ran).toBe(0)
    expect((await route(request('/api/posts/versions?limit=1'), {})).status).toBe(200)
    expect((await route(request('/api/admins/versionsx'), {})).status).toBe(200)
    expect(ran).toBe(2)
  })
})
