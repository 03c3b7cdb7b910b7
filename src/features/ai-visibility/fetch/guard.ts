import dns from 'node:dns'
import type { LookupFunction } from 'node:net'

import ipaddr from 'ipaddr.js'

/**
 * The address guard: the checker may only connect to public unicast addresses.
 *
 * The check happens inside the connect-time DNS lookup, so the address that was checked is the
 * address that is dialled (no window for DNS rebinding). Literal IPs in a URL never reach a
 * lookup, so `assertUrlAllowed` checks them before any request is made.
 */
export const BLOCKED_CODE = 'ERR_AI_CHECK_BLOCKED'

export class BlockedAddressError extends Error {
  readonly code = BLOCKED_CODE
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    // The message reaches the visitor: it names the host they typed, never the address it
    // resolved to or its range, which would tell anyone what an internal name points at.
    super(
      host === address
        ? `${host} is not a public address`
        : `${host} does not resolve to a public address`,
    )
    this.name = 'BlockedAddressError'
  }
}

/** The ipaddr.js range of an address after unwrapping IPv4-mapped IPv6, or 'invalid'. */
export function addressRange(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return 'invalid'
  const parsed = ipaddr.process(bare)
  const range = parsed.range()
  // ipaddr.js calls the deprecated IPv4-compatible form (::a.b.c.d) unicast, yet it carries an
  // IPv4 address, internal ones included (::10.0.0.1).
  if (range === 'unicast' && parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) {
    return 'ipv4Compatible'
  }
  return range
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96')

export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast'
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''))
}

/** Hosts exempt from the guard, matched against the host as written in the URL. */
export type Allowlist = ReadonlySet<string>

export function toAllowlist(hosts: readonly string[]): Allowlist {
  return new Set(
    hosts
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  )
}

export function isAllowlisted(host: string, allowlist: Allowlist): boolean {
  return allowlist.has(host.toLowerCase().replace(/^\[|\]$/g, ''))
}

export type ResolvedAddress = { address: string; family: number }
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true })

export class UrlRefusedError extends Error {
  readonly code = BLOCKED_CODE
  constructor(message: string) {
    super(message)
    this.name = 'UrlRefusedError'
  }
}

/**
 * Checks what can be checked without a lookup: the scheme, the port (80 and 443 only, except
 * for allowlisted hosts) and literal IP addresses.
 */
export function assertUrlAllowed(url: URL, allowlist: Allowlist): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UrlRefusedError(`Only http and https addresses can be checked, not ${url.protocol}`)
  }
  if (url.username || url.password) {
    throw new UrlRefusedError('Addresses with a user name or password cannot be checked.')
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const allowed = isAllowlisted(host, allowlist)
  if (url.port && url.port !== '80' && url.port !== '443' && !allowed) {
    throw new UrlRefusedError(`Only ports 80 and 443 can be checked, not ${url.port}.`)
  }
  if (isIpLiteral(host) && !allowed) {
    const range = addressRange(host)
    if (range !== 'unicast') {
      throw new BlockedAddressError(host, host, range)
    }
  }
}

/**
 * A `lookup` for net/tls.connect (and so for an undici Agent) that refuses a host if any of its
 * addresses is not public unicast. Refusing on any bad address, rather than filtering, keeps a
 * host that mixes public and internal records from being half-trusted.
 */
export function createGuardedLookup(options: {
  allowlist: Allowlist
  resolve?: Resolver
}): LookupFunction {
  const resolve = options.resolve ?? systemResolver
  return (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((found) => {
        const exempt = isAllowlisted(hostname, options.allowlist)
        if (!exempt) {
          for (const { address } of found) {
            const range = addressRange(address)
            if (range !== 'unicast') throw new BlockedAddressError(hostname, address, range)
          }
        }
        const family = typeof lookupOptions.family === 'number' ? lookupOptions.family : 0
        const usable = found
          .map(({ address, family: f }) => {
            // Hand net the unwrapped form of an IPv4-mapped address.
            const parsed = ipaddr.process(address)
            return { address: parsed.toString(), family: parsed.kind() === 'ipv4' ? 4 : f }
          })
          .filter((entry) => family === 0 || entry.family === family)
        if (usable.length === 0) {
          const error = new Error(`getaddrinfo ENOTFOUND ${hostname}`) as NodeJS.ErrnoException
          error.code = 'ENOTFOUND'
          throw error
        }
        if (lookupOptions.all) callback(null, usable)
        else callback(null, usable[0]!.address, usable[0]!.family)
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0))
  }
}
