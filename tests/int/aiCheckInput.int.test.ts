import ipaddr from 'ipaddr.js'
import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/ai-check/route'
import { runCheck } from '@/features/ai-visibility/check'
import { CheckError } from '@/features/ai-visibility/errors'

import { check, read } from '../support/aiCheck'

/** What the checker refuses: bad input, internal addresses and too many checks. */

// Read lazily by env() on the first request of this file's fresh module graph.
process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
process.env.RATE_LIMIT = 'true'

describe('POST /api/ai-check input and limits', () => {
  it('refuses an empty or invalid domain with 400', async () => {
    for (const [domain, message] of [
      ['', 'Please enter a domain to check.'],
      ['   ', 'Please enter a domain to check.'],
      [42, 'Please enter a domain to check.'],
      ['not a domain', 'A domain cannot contain spaces.'],
      ['example.com:8080', 'Only websites on the standard ports (80 and 443) can be checked.'],
    ] as const) {
      const response = await check(domain)
      expect(response.status, String(domain)).toBe(400)
      expect(await read(response)).toMatchObject({ success: false, message })
    }
  })

  it('refuses internal addresses with 400', async () => {
    for (const domain of ['10.0.0.1', '192.168.1.1', '172.16.5.4', 'http://[::1]/', 'localhost']) {
      const response = await check(domain)
      expect(response.status, domain).toBe(400)
      expect(await read(response)).toMatchObject({ success: false, code: 'invalid_domain' })
    }
  })

  it('refuses a body that is not JSON', async () => {
    const response = await POST(
      new Request('http://localhost/api/ai-check', {
        method: 'POST',
        body: 'domain=x',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
      }),
    )
    expect(response.status).toBe(400)
    expect(await read(response)).toMatchObject({
      success: false,
      message: 'The request body must be JSON.',
      code: 'invalid_json',
    })
  })

  it('refuses a form-encoded body with 415', async () => {
    const response = await POST(
      new Request('http://localhost/api/ai-check', {
        method: 'POST',
        body: 'domain=x',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.201',
        },
      }),
    )
    expect(response.status).toBe(415)
    expect(await read(response)).toMatchObject({
      success: false,
      code: 'unsupported_media_type',
    })
  })

  it('limits checks per client IP and says so', async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < 10; i += 1) expect((await check('', ip)).status).toBe(400)
    const response = await check('', ip)
    expect(response.status).toBe(429)
    expect(await read(response)).toMatchObject({
      success: false,
      message: 'Too many requests from your address. Please wait a minute and try again.',
      code: 'rate_limited',
    })
    expect((await check('', '203.0.113.10')).status).toBe(400)
  })
})

describe('the address guard inside a full check', () => {
  type Ranges = Record<
    string,
    [{ toString(): string }, number] | [{ toString(): string }, number][]
  >
  const ranges = [
    (ipaddr.IPv4.prototype as unknown as { SpecialRanges: Ranges }).SpecialRanges,
    (ipaddr.IPv6.prototype as unknown as { SpecialRanges: Ranges }).SpecialRanges,
  ]
  const samples = ranges.flatMap((table) =>
    Object.entries(table)
      .filter(([name]) => name !== 'ipv4Mapped')
      .flatMap(([name, subnets]) =>
        (Array.isArray(subnets[0])
          ? (subnets as [{ toString(): string }, number][])
          : [subnets as [{ toString(): string }, number]]
        ).map(([network]) => ({ name, address: network.toString() })),
      ),
  )

  it('refuses every blocked range through an injected resolver', async () => {
    expect(samples.length).toBeGreaterThan(30)
    for (const { name, address } of [...samples, { name: 'mapped', address: '::ffff:10.1.2.3' }]) {
      const error = await runCheck('evil.example', {
        allowedHosts: [],
        userAgent: 'test',
        // Never DNS, never a private connection: the guard refuses inside the lookup.
        resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
      }).catch((caught: unknown) => caught)
      expect(error, `${name} ${address}`).toBeInstanceOf(CheckError)
      expect((error as CheckError).status).toBe(400)
      expect((error as CheckError).message).toBe(
        'evil.example cannot be checked: evil.example does not resolve to a public address.',
      )
    }
  })
})
