import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { Dispatcher } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CheckError } from '@/features/ai-visibility/errors'
import { createCheckAgent, fetchCapped } from '@/features/ai-visibility/fetcher'
import { checkLlmsLinks, linkTargets } from '@/features/ai-visibility/llmsLinks'
import {
  assertUrlAllowed,
  BLOCKED_CODE,
  createGuardedLookup,
  type ResolvedAddress,
  toAllowlist,
} from '@/features/ai-visibility/guard'
import { normalizeTarget } from '@/features/ai-visibility/normalize'

/**
 * The checker fetches what a visitor names, so it must never reach this machine or the network
 * it sits in. Every spelling below is refused before any connection; names go through an injected
 * resolver, so no test resolves real DNS or opens a connection outside 127.0.0.0/8.
 */
const none = toAllowlist([])

const SPELLINGS: Record<string, string[]> = {
  loopback: [
    '127.0.0.1',
    '127.1',
    '127.0.1',
    '2130706433',
    '0x7f000001',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '017700000001',
    '127.000.000.001',
    '127.255.255.254',
    '[::1]',
    '[0:0:0:0:0:0:0:1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[0:0:0:0:0:ffff:127.0.0.1]',
    'localhost',
    'LOCALHOST.',
    '0',
    '0.0.0.0',
    '[::]',
  ],
  private: [
    '10.0.0.1',
    '012.0.0.1',
    '0xa.0.0.1',
    '167772161',
    '172.16.0.1',
    '172.31.255.255',
    '0xac100001',
    '192.168.1.1',
    '3232235777',
    '0300.0250.1.1',
    '[::ffff:192.168.1.1]',
    '[::ffff:c0a8:101]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '100.64.0.1',
  ],
  'link-local': [
    '169.254.169.254',
    '2852039166',
    '0xa9fea9fe',
    '[fe80::1]',
    '[::ffff:169.254.169.254]',
    '[::ffff:a9fe:a9fe]',
  ],
  multicast: ['224.0.0.1', '239.255.255.250', '[ff02::1]', '[ff05::1:3]', '255.255.255.255'],
  'translated and reserved': [
    '[64:ff9b::a00:1]',
    '[2002:a00:1::]',
    '[::10.0.0.1]',
    '[2001::1]',
    '240.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
  ],
}

const ADDRESSES = [
  '127.0.0.1',
  '127.53.0.1',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '0.0.0.0',
  '::',
  '10.1.2.3',
  '172.20.0.1',
  '192.168.0.10',
  '::ffff:10.0.0.1',
  'fd00::1',
  '100.100.100.100',
  '169.254.169.254',
  'fe80::1',
  '224.0.0.251',
  'ff02::fb',
  '255.255.255.255',
  '64:ff9b::a9fe:a9fe',
]

const resolved = (addresses: string[]): ResolvedAddress[] =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

function lookup(resolve: (host: string) => Promise<ResolvedAddress[]>, host: string) {
  const guarded = createGuardedLookup({ allowlist: none, resolve })
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) => {
    guarded(host, {}, (error, address) => done({ error, address }))
  })
}

describe('what a visitor types', () => {
  for (const [kind, spellings] of Object.entries(SPELLINGS)) {
    it(`refuses every ${kind} spelling, as a domain and as a URL`, () => {
      for (const spelling of spellings) {
        for (const input of [spelling, `http://${spelling}/`, `https://${spelling}:443/x`]) {
          let refusal: unknown
          try {
            normalizeTarget(input, none)
          } catch (error) {
            refusal = error
          }
          expect(refusal, input).toBeInstanceOf(CheckError)
          expect((refusal as CheckError).status, input).toBe(400)
        }
        // The fetch layer's own check, for redirect targets, refuses them too (a name such as
        // localhost is left to the resolver, tested below).
        const url = new URL(`http://${spelling}/`)
        if (!/^[a-z]/i.test(url.hostname)) {
          expect(() => assertUrlAllowed(url, none), spelling).toThrow()
        }
      }
    })
  }
})

describe('what a name resolves to', () => {
  it('refuses a name resolving to any internal, link-local, multicast or mapped address', async () => {
    for (const address of ADDRESSES) {
      const { error } = await lookup(async () => resolved([address]), 'victim.test')
      expect(error?.code, address).toBe(BLOCKED_CODE)
    }
  })

  it('says the name cannot be checked without naming the address or range it resolves to', async () => {
    for (const address of ADDRESSES) {
      const { error } = await lookup(async () => resolved([address]), 'intranet.test')
      expect(error?.message, address).toBe('intranet.test does not resolve to a public address')
      expect(error?.message).not.toContain(address.replace(/^\[|\]$/g, ''))
    }
  })

  it('refuses a name when only one of its answers is internal', async () => {
    const { error } = await lookup(
      async () => resolved(['93.184.216.34', '10.0.0.5']),
      'mixed.test',
    )
    expect(error?.code).toBe(BLOCKED_CODE)
  })

  it('judges each connection by the answer it dials, so rebinding gains nothing', async () => {
    // A name that answers a public address first and loopback afterwards (DNS rebinding).
    const answers = [['93.184.216.34'], ['127.0.0.1'], ['169.254.169.254']]
    let calls = 0
    const rebinding = async () => resolved(answers[Math.min(calls++, answers.length - 1)]!)
    const first = await lookup(rebinding, 'rebind.test')
    // The address handed to the socket is the one that was checked: there is no second lookup.
    expect(first).toEqual({ error: null, address: '93.184.216.34' })
    expect(calls).toBe(1)
    const second = await lookup(rebinding, 'rebind.test')
    expect(second.error?.code).toBe(BLOCKED_CODE)
    const third = await lookup(rebinding, 'rebind.test')
    expect(third.error?.code).toBe(BLOCKED_CODE)
    expect(calls).toBe(3)
  })
})

describe('redirects', () => {
  // Two loopback servers: the site being checked (allowlisted, as in the end-to-end tests) and
  // a canary on another loopback address that nothing may reach.
  let site: http.Server
  let canary: http.Server
  let sitePort = 0
  let canaryPort = 0
  let canaryHits = 0
  let location = ''

  beforeAll(async () => {
    site = http.createServer((_, response) => {
      response.writeHead(302, { location }).end()
    })
    canary = http.createServer((_, response) => response.end('reached'))
    canary.on('connection', () => {
      canaryHits += 1
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.2', resolve))
    sitePort = (site.address() as AddressInfo).port
    canaryPort = (canary.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()))
    await new Promise<void>((resolve) => canary.close(() => resolve()))
  })

  /** Records every origin the fetch layer asks undici to contact. */
  class RecordingDispatcher extends Dispatcher {
    readonly origins: string[] = []
    constructor(private readonly inner: Dispatcher) {
      super()
    }
    dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
      this.origins.push(String(options.origin))
      return this.inner.dispatch(options, handler)
    }
  }

  it('refuses a redirect to any internal address, reaching nothing', async () => {
    const allowlist = toAllowlist(['127.0.0.1'])
    const asked: string[] = []
    const agent = createCheckAgent({
      allowlist,
      resolve: async (host) => {
        asked.push(host)
        if (host === '127.0.0.1') return resolved(['127.0.0.1'])
        if (host === 'canary.test') return resolved(['127.0.0.2'])
        if (host === 'metadata.test') return resolved(['169.254.169.254'])
        return resolved(['10.0.0.1'])
      },
    })
    const targets = [
      `http://127.0.0.2:${canaryPort}/`,
      `http://2130706434:${canaryPort}/`,
      `http://0x7f000002:${canaryPort}/`,
      `http://[::ffff:127.0.0.2]:${canaryPort}/`,
      `http://canary.test:${canaryPort}/`,
      'http://canary.test/',
      'http://metadata.test/latest/meta-data/',
      'http://intranet.test/',
      'http://10.0.0.1/',
      'http://0xa9fea9fe/latest/meta-data/',
      'http://[fd00::1]/',
      'http://[::ffff:192.168.0.1]/',
      'http://224.0.0.1/',
    ]
    for (const target of targets) {
      location = target
      const recording = new RecordingDispatcher(agent)
      const result = await fetchCapped(
        { dispatcher: recording, signal: new AbortController().signal, allowlist, userAgent: 't' },
        `http://127.0.0.1:${sitePort}/`,
        { maxBytes: 1024, accept: '*/*' },
      )
      expect(result, target).toMatchObject({ kind: 'error', reason: 'blocked' })
      // A literal address or another port is refused before undici is asked; a name only
      // reaches the guarded lookup, which refuses it before any socket is opened.
      const { hostname: host, port } = new URL(target)
      const literal = !/^[a-z]/i.test(host) || host.startsWith('[') || port !== ''
      const dispatched = recording.origins.map((origin) => new URL(origin).hostname)
      expect(dispatched, target).toEqual(literal ? ['127.0.0.1'] : ['127.0.0.1', host])
    }
    expect(canaryHits).toBe(0)
    expect(asked).toEqual(expect.arrayContaining(['canary.test', 'metadata.test', 'intranet.test']))
    await agent.close()
  })

  it('refuses llms.txt links to internal addresses, reaching nothing, and counts them broken', async () => {
    const allowlist = toAllowlist(['127.0.0.1'])
    const asked: string[] = []
    const agent = createCheckAgent({
      allowlist,
      resolve: async (host) => {
        asked.push(host)
        if (host === 'canary.test') return resolved(['127.0.0.2'])
        if (host === 'metadata.test') return resolved(['169.254.169.254'])
        return resolved(['10.0.0.1'])
      },
    })
    const recording = new RecordingDispatcher(agent)
    const links = [
      `http://127.0.0.2:${canaryPort}/docs`,
      `http://canary.test:${canaryPort}/docs`,
      'http://metadata.test/latest/meta-data/',
      'http://intranet.test/wiki',
      'http://10.0.0.1/',
      'http://[fd00::1]/',
      'http://[::ffff:192.168.0.1]/',
      'http://0xa9fea9fe/latest/meta-data/',
    ]
    const targets = linkTargets(links, `http://127.0.0.1:${sitePort}/llms.txt`)
    const result = await checkLlmsLinks(
      { dispatcher: recording, signal: new AbortController().signal, allowlist, userAgent: 't' },
      targets,
    )
    expect(result).toEqual({ checked: targets.length, broken: targets })
    // Literal addresses and other ports are refused before undici is asked; names reach only
    // the guarded lookup, which refuses them before any socket is opened.
    expect(recording.origins.map((origin) => new URL(origin).hostname).sort()).toEqual([
      'intranet.test',
      'metadata.test',
    ])
    expect(asked.sort()).toEqual(['intranet.test', 'metadata.test'])
    expect(canaryHits).toBe(0)
    await agent.close()
  })
})
