import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordPeerAddresses } from './peerAddress'
import { clientIp } from './request'

/** A real server on loopback with the hook installed: what the rate limits would count. */
let server: Server
let base: string

beforeAll(async () => {
  recordPeerAddresses()
  recordPeerAddresses() // a second install must not append twice
  server = createServer((request, response) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const seen = new Request('http://localhost/', { headers })
    response.end(
      JSON.stringify({
        chain: request.headers['x-forwarded-for'],
        direct: clientIp(seen, 0),
        proxied: clientIp(seen, 1),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function seen(headers: Record<string, string> = {}) {
  return (await (await fetch(base, { headers })).json()) as Record<string, string>
}

describe('peer address', () => {
  it('appends the connection address to X-Forwarded-For', async () => {
    expect(await seen()).toMatchObject({ chain: '127.0.0.1', direct: '127.0.0.1' })
  })

  it('counts a direct client by its connection, whatever X-Forwarded-For it forges', async () => {
    for (const forged of ['6.6.6.6', '1.1.1.1, 2.2.2.2', 'unknown', '::1']) {
      const answer = await seen({ 'x-forwarded-for': forged })
      expect(answer.chain).toBe(`${forged}, 127.0.0.1`)
      expect(answer.direct).toBe('127.0.0.1')
    }
  })

  it('behind one trusted proxy, counts the address that proxy appended', async () => {
    const answer = await seen({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })
    expect(answer.proxied).toBe('203.0.113.9')
  })
})
