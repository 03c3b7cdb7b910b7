import http from 'node:http'
import type { AddressInfo } from 'node:net'

import ipaddr from 'ipaddr.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCheckAgent, fetchCapped } from './fetcher'
import {
  assertUrlAllowed,
  BLOCKED_CODE,
  createGuardedLookup,
  isPublicAddress,
  type ResolvedAddress,
  toAllowlist,
} from './guard'

type Ranges = Record<string, [{ toString(): string }, number] | [{ toString(): string }, number][]>

/** The first address of every special range ipaddr.js knows, so a new range is tested too. */
function samples(ranges: Ranges): { range: string; address: string }[] {
  return Object.entries(ranges).flatMap(([range, subnets]) => {
    const list = Array.isArray(subnets[0])
      ? (subnets as [{ toString(): string }, number][])
      : [subnets as [{ toString(): string }, number]]
    return list.map(([network]) => ({ range, address: network.toString() }))
  })
}

/** ipaddr.js's table of special ranges, kept on each class's prototype (not in its types). */
const specialRanges = (prototype: object): Ranges => Reflect.get(prototype, 'SpecialRanges')

const v4 = samples(specialRanges(ipaddr.IPv4.prototype))
const v6 = samples(specialRanges(ipaddr.IPv6.prototype)).filter(
  // ::ffff:0:0/96 is unwrapped to IPv4 first; its public members are legitimately allowed.
  ({ range }) => range !== 'ipv4Mapped',
)
const extra = [
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.0.1',
  '169.254.169.254',
  '::ffff:10.0.0.1',
  '::ffff:127.0.0.1',
  'fd00::1',
  '100.64.0.1',
  '0.0.0.0',
  '::',
]

/** A resolver that answers from a table and never touches DNS or the network. */
const fakeResolver =
  (table: Record<string, string[]>) =>
  async (hostname: string): Promise<ResolvedAddress[]> => {
    const addresses = table[hostname]
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }

function lookupResult(lookup: ReturnType<typeof createGuardedLookup>, host: string, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
    lookup(host, { all }, (error, address) => resolve({ error, address }))
  })
}

describe('address guard', () => {
  it('knows every special range ipaddr.js lists', () => {
    expect(v4.length).toBeGreaterThanOrEqual(15)
    expect(v6.length).toBeGreaterThanOrEqual(20)
  })

  for (const { range, address } of [...v4, ...v6]) {
    it(`refuses ${address} (${range}) through the resolver`, async () => {
      const lookup = createGuardedLookup({
        allowlist: toAllowlist([]),
        resolve: fakeResolver({ 'evil.test': [address] }),
      })
      for (const all of [true, false]) {
        const { error } = await lookupResult(lookup, 'evil.test', all)
        expect(error?.code).toBe(BLOCKED_CODE)
        expect(error?.message).toBe('evil.test does not resolve to a public address')
        expect(error?.message).not.toContain(address)
      }
    })
  }

  it('refuses the common internal addresses, IPv4-mapped ones included', async () => {
    for (const address of extra) {
      expect(isPublicAddress(address), address).toBe(false)
      const lookup = createGuardedLookup({
        allowlist: toAllowlist([]),
        resolve: fakeResolver({ 'evil.test': [address] }),
      })
      expect((await lookupResult(lookup, 'evil.test', true)).error?.code, address).toBe(
        BLOCKED_CODE,
      )
    }
  })

  it('refuses a host when any one of its addresses is internal', async () => {
    const lookup = createGuardedLookup({
      allowlist: toAllowlist([]),
      resolve: fakeResolver({ 'mixed.test': ['93.184.216.34', '10.0.0.7'] }),
    })
    expect((await lookupResult(lookup, 'mixed.test', true)).error?.code).toBe(BLOCKED_CODE)
  })

  it('passes public addresses in the form net asks for', async () => {
    const lookup = createGuardedLookup({
      allowlist: toAllowlist([]),
      resolve: fakeResolver({
        'public.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      }),
    })
    expect((await lookupResult(lookup, 'public.test', false)).address).toBe('93.184.216.34')
    expect((await lookupResult(lookup, 'public.test', true)).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ])
  })

  it('exempts allowlisted host names only, not what else resolves to their addresses', async () => {
    const resolve = fakeResolver({ 'intranet.test': ['10.1.2.3'], 'other.test': ['10.1.2.3'] })
    const lookup = createGuardedLookup({ allowlist: toAllowlist(['intranet.test']), resolve })
    expect((await lookupResult(lookup, 'intranet.test', false)).address).toBe('10.1.2.3')
    expect((await lookupResult(lookup, 'other.test', false)).error?.code).toBe(BLOCKED_CODE)
  })

  it('checks literal IPs and ports in URLs before any request', () => {
    const none = toAllowlist([])
    for (const url of [
      'http://10.0.0.1/',
      'http://[::1]/',
      'http://[::ffff:a00:1]/',
      'http://169.254.169.254/latest',
      'http://0x7f000001/',
    ]) {
      expect(() => assertUrlAllowed(new URL(url), none), url).toThrow(
        expect.objectContaining({ code: BLOCKED_CODE }),
      )
    }
    expect(() => assertUrlAllowed(new URL('http://example.com:8080/'), none)).toThrow(
      /ports 80 and 443/,
    )
    expect(() => assertUrlAllowed(new URL('file:///etc/passwd'), none)).toThrow(/http and https/)
    expect(() => assertUrlAllowed(new URL('http://93.184.216.34/'), none)).not.toThrow()
    expect(() =>
      assertUrlAllowed(new URL('http://127.0.0.1:8080/'), toAllowlist(['127.0.0.1'])),
    ).not.toThrow()
  })

  describe('inside the undici Agent', () => {
    let server: http.Server
    let port = 0
    let connections = 0

    beforeAll(async () => {
      server = http.createServer((_, response) => response.end('reached'))
      server.on('connection', () => {
        connections += 1
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('never dials a name that resolves to loopback', async () => {
      const allowlist = toAllowlist([])
      const agent = createCheckAgent({
        allowlist,
        resolve: fakeResolver({ 'sneaky.test': ['127.0.0.1'] }),
      })
      const context = {
        dispatcher: agent,
        signal: new AbortController().signal,
        allowlist,
        userAgent: 'test',
      }
      const result = await fetchCapped(context, 'http://sneaky.test/', {
        maxBytes: 1024,
        accept: '*/*',
      })
      expect(result).toMatchObject({ kind: 'error', reason: 'blocked' })
      expect(connections).toBe(0)
      await agent.close()
    })

    it('connects to an allowlisted loopback host', async () => {
      const allowlist = toAllowlist(['127.0.0.1'])
      const agent = createCheckAgent({ allowlist })
      const result = await fetchCapped(
        { dispatcher: agent, signal: new AbortController().signal, allowlist, userAgent: 'test' },
        `http://127.0.0.1:${port}/`,
        { maxBytes: 1024, accept: '*/*' },
      )
      expect(result).toMatchObject({ kind: 'response', status: 200 })
      expect(connections).toBe(1)
      await agent.close()
    })
  })
})
