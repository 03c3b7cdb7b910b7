import { describe, expect, it, vi } from 'vitest'

import * as route from '@/app/mcp/route'
import { MCP_MAX_BODY_BYTES } from '@/features/mcp/limits'

// Rate limits on, and a small budget, so that the limit can be reached in a few requests.
vi.hoisted(() => {
  process.env.RATE_LIMIT = 'true'
  process.env.MCP_RATE_LIMIT = '12'
})

/**
 * Hostile and malformed requests to the MCP endpoint: each is refused with a 4xx and a JSON-RPC
 * error that says why, before any tool runs; none answers 500.
 */
const ACCEPT = 'application/json, text/event-stream'
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'hostile', version: '1.0.0' },
  },
}

let ipCounter = 0
const freshIp = () => `203.0.113.${++ipCounter}`

function post(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  ip = freshIp(),
): Promise<Response> {
  return route.POST(
    new Request('http://localhost:3000/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: ACCEPT,
        'x-forwarded-for': ip,
        ...headers,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit),
  )
}

type RpcError = { jsonrpc: string; id: null; error: { code: number; message: string } }

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as RpcError
  expect(body).toMatchObject({ jsonrpc: '2.0', id: null })
  expect(body.error.message).toMatch(message)
  return body
}

/** A body that streams `total` bytes in 1 KB chunks, and records how many were pulled. */
function streamOf(total: number) {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(1024).fill(0x20)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled }
}

describe('POST /mcp refuses', () => {
  it('a body declared larger than the limit, with 413 before reading it', async () => {
    const { stream, pulled } = streamOf(MCP_MAX_BODY_BYTES * 4)
    const response = await post(stream, { 'content-length': String(MCP_MAX_BODY_BYTES * 4) })
    await expectRefused(response, 413, /larger than 16 KB/)
    expect(pulled.bytes).toBeLessThanOrEqual(2048)
  })

  it('a streamed body past the limit, with 413 as soon as it passes', async () => {
    const { stream, pulled } = streamOf(MCP_MAX_BODY_BYTES * 8)
    await expectRefused(await post(stream), 413, /larger than 16 KB/)
    expect(pulled.bytes).toBeLessThanOrEqual(MCP_MAX_BODY_BYTES + 4096)
  })

  it('a body that is not JSON, with a parse error', async () => {
    const body = await expectRefused(await post('{"jsonrpc":'), 400, /must be JSON/)
    expect(body.error.code).toBe(-32700)
  })

  it('another content type, with 415', async () => {
    await expectRefused(
      await post(JSON.stringify(INIT), { 'content-type': 'text/plain' }),
      415,
      /Content-Type: application\/json/,
    )
  })

  it('JSON that is no JSON-RPC message, with 400', async () => {
    for (const body of ['null', '12', '"text"', '{"method":"initialize"}', '[1,2]', '{}']) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      const answer = (await response.json()) as RpcError
      expect(answer.error.message, body).toMatch(/Invalid|Parse error/)
    }
  })

  it('an empty batch, and a batch of more than ten messages', async () => {
    const batch = Array.from({ length: 11 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'ping' }))
    for (const messages of [[], batch]) {
      const body = await expectRefused(await post(JSON.stringify(messages)), 400, /1 to 10/)
      expect(body.error.code).toBe(-32600)
    }
  })

  it('a client that does not accept both JSON and event streams, with 406', async () => {
    await expectRefused(
      await post(JSON.stringify(INIT), { accept: 'text/html' }),
      406,
      /Not Acceptable/,
    )
  })

  it('an unsupported protocol version header, with 400', async () => {
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' }
    await expectRefused(
      await post(JSON.stringify(list), { 'mcp-protocol-version': '1900-01-01' }),
      400,
      /Unsupported protocol version/,
    )
  })

  it('a page of another site, with 403', async () => {
    await expectRefused(
      await post(JSON.stringify(INIT), { origin: 'https://evil.example' }),
      403,
      /^Requests from another site’s pages are not accepted\.$/,
    )
  })

  it('an address past its budget, with 429 and the wait', async () => {
    const ip = freshIp()
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' })
    for (let sent = 0; sent < 12; sent += 1) expect((await post(ping, {}, ip)).status).toBe(200)
    const response = await post(ping, {}, ip)
    const body = await expectRefused(response, 429, /Too many requests/)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(body.error).toMatchObject({ data: { retryAfter: expect.any(Number) } })
  })
})

describe('the MCP endpoint answers', () => {
  it('its own origin, and requests with no origin at all', async () => {
    const withOrigins: Record<string, string>[] = [{ origin: 'http://localhost:3000' }, {}]
    for (const headers of withOrigins) {
      const response = await post(JSON.stringify(INIT), headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as { result: { serverInfo: { name: string } } }
      expect(body.result.serverInfo.name).toBe('localhost/site')
    }
  })

  it('an unknown method with a JSON-RPC error, not a failure', async () => {
    const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/burn' }))
    expect(response.status).toBe(200)
    const body = (await response.json()) as RpcError
    expect(body.error).toMatchObject({ code: -32601, message: 'Method not found' })
  })

  it('tool arguments out of bounds with a tool error naming the rule', async () => {
    const call = (args: unknown) =>
      post(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 5,
          method: 'tools/call',
          params: { name: 'search_posts', arguments: args },
        }),
      )
    for (const args of [{ query: 'x'.repeat(101) }, { query: '' }, { query: 12 }, {}]) {
      const response = await call(args)
      expect(response.status, JSON.stringify(args)).toBe(200)
      const body = (await response.json()) as {
        result: { isError: boolean; content: { text: string }[] }
      }
      expect(body.result.isError).toBe(true)
      expect(body.result.content[0]!.text).toMatch(/Input validation error/)
    }
    const many = await call({ query: 'a', limit: 3, extra: Array.from({ length: 50 }, () => 1) })
    const body = (await many.json()) as {
      result: { isError: boolean; content: { text: string }[] }
    }
    expect(body.result.isError).toBe(true)
    expect(body.result.content[0]!.text).toMatch(/more than the maximum of 20 elements/)
  })

  it('405 with Allow to every method but POST', async () => {
    for (const handler of [route.GET, route.DELETE, route.PUT, route.PATCH]) {
      const response = await handler()
      await expectRefused(response, 405, /POST only/)
      expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    }
    const options = route.OPTIONS()
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST, OPTIONS')
  })
})
