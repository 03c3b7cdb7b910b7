import { domainToASCII } from 'node:url'

import { CheckError } from './errors'
import { addressRange, type Allowlist, isAllowlisted, isIpLiteral } from './fetch/guard'

export type Target = {
  /** The host as it goes into URLs: punycode, lowercase, IPv6 in brackets. */
  host: string
  /** A port other than 80/443 (allowlisted hosts only). */
  port?: number
  /** The cache key and the `domain` of the result, e.g. `example.com` or `127.0.0.1:8080`. */
  domain: string
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * Turns what a visitor typed (a bare domain, host:port or a URL) into the host and port to
 * check. Paths, queries and the scheme are ignored: the check always starts at the site root and
 * tries https before http.
 */
export function normalizeTarget(input: string, allowlist: Allowlist): Target {
  const trimmed = input.trim()
  if (!trimmed) throw new CheckError(400, 'Please enter a domain to check.')
  if (trimmed.length > 2048) throw new CheckError(400, 'That domain is too long.')
  if (/\s/.test(trimmed)) throw new CheckError(400, 'A domain cannot contain spaces.')

  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) {
    throw new CheckError(400, 'Only http and https addresses can be checked.')
  }
  let url: URL
  try {
    url = new URL(hasScheme ? trimmed : `http://${trimmed}`)
  } catch {
    throw new CheckError(400, `"${trimmed}" is not a valid domain.`)
  }
  if (url.username || url.password) {
    throw new CheckError(400, 'Addresses with a user name or password cannot be checked.')
  }

  const rawHost = url.hostname.replace(/\.$/, '')
  const isIpv6 = rawHost.startsWith('[')
  const bare = rawHost.replace(/^\[|\]$/g, '')
  let host: string
  if (isIpLiteral(bare)) {
    host = isIpv6 ? `[${bare.toLowerCase()}]` : bare
  } else {
    // WHATWG URL has already mapped most IDNs; domainToASCII makes the punycode step explicit
    // and returns '' for a name that cannot be a hostname.
    host = domainToASCII(bare.toLowerCase())
    const labels = host.split('.')
    if (!host || host.length > 253 || !labels.every((label) => LABEL.test(label))) {
      throw new CheckError(400, `"${trimmed}" is not a valid domain.`)
    }
    if (labels.length < 2 && !isAllowlisted(host, allowlist)) {
      throw new CheckError(400, 'Please enter a full domain, such as example.com.')
    }
    if (/^\d+$/.test(labels[labels.length - 1]!)) {
      throw new CheckError(400, `"${trimmed}" is not a valid domain.`)
    }
  }

  const allowed = isAllowlisted(host, allowlist)
  if (isIpLiteral(host) && !allowed && addressRange(host) !== 'unicast') {
    throw new CheckError(400, `${bare} is an internal address and cannot be checked.`)
  }
  const port = url.port && url.port !== '80' && url.port !== '443' ? Number(url.port) : undefined
  if (port !== undefined && !allowed) {
    throw new CheckError(400, 'Only websites on the standard ports (80 and 443) can be checked.')
  }
  return { host, port, domain: port === undefined ? host : `${host}:${port}` }
}

/** The site root for a scheme. */
export function originOf(target: Target, scheme: 'https' | 'http'): string {
  return `${scheme}://${target.host}${target.port === undefined ? '' : `:${target.port}`}`
}
