import type { Readable } from 'node:stream'
import tls from 'node:tls'
import zlib from 'node:zlib'

import { Agent, type Dispatcher, request } from 'undici'

import { DNS_NOT_FOUND_CODES, DNS_TEMPORARY_CODES } from './dnsProblem'
import {
  type Allowlist,
  assertUrlAllowed,
  BLOCKED_CODE,
  createGuardedLookup,
  type Resolver,
} from './guard'

/**
 * The fetch layer. Every connection goes through the guarded lookup, every redirect hop is
 * checked again, bodies are streamed and capped after decompression, and no cookies are sent.
 */
export const MAX_REDIRECTS = 5
export const CONNECT_TIMEOUT_MS = 3_000
export const CHECK_BUDGET_MS = 10_000

export type FailureReason =
  | 'blocked'
  | 'dns'
  | 'dns-retry'
  | 'connect'
  | 'tls'
  | 'timeout'
  | 'redirects'
  | 'offsite'
  | 'network'

export type Fetched =
  | {
      kind: 'response'
      url: string
      finalUrl: string
      status: number
      headers: Record<string, string>
      body: Buffer
      truncated: boolean
      /** Each redirect followed on the way, in order. */
      hops: RedirectHop[]
    }
  | { kind: 'error'; url: string; reason: FailureReason; message: string }

export type RedirectHop = { url: string; status: number; location: string }

export type FetchContext = {
  dispatcher: Dispatcher
  signal: AbortSignal
  allowlist: Allowlist
  userAgent: string
  /** Signs each request (each redirect hop too), e.g. with Web Bot Auth headers. */
  sign?: (url: URL) => Promise<Record<string, string>>
}

let secureContext: tls.SecureContext | undefined

export function createCheckAgent(options: {
  allowlist: Allowlist
  resolve?: Resolver
  connectTimeoutMs?: number
}): Agent {
  return new Agent({
    connect: {
      // One TLS context for every connection: building one per handshake costs milliseconds of
      // CPU, four times over for the parallel fetches of each check.
      secureContext: (secureContext ??= tls.createSecureContext()),
      timeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      lookup: createGuardedLookup({ allowlist: options.allowlist, resolve: options.resolve }),
    },
    headersTimeout: CHECK_BUDGET_MS,
    bodyTimeout: CHECK_BUDGET_MS,
    // A check makes a handful of requests; no need to keep idle sockets around.
    keepAliveTimeout: 1_000,
  })
}

function codesOf(error: unknown): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown }
    if (typeof code === 'string') codes.push(code)
    if (typeof name === 'string') codes.push(name)
    if (typeof message === 'string' && /certificate|ssl|tls/i.test(message)) codes.push('TLS')
    current = (current as { cause?: unknown }).cause
  }
  return codes
}

/** Sorts a failed request into what the checker reports; the message is safe to show. */
export function classifyFailure(
  error: unknown,
  signal: AbortSignal,
): { reason: FailureReason; message: string } {
  const codes = codesOf(error)
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code))
  if (has(BLOCKED_CODE)) {
    return { reason: 'blocked', message: (error as Error).message }
  }
  if (signal.aborted || has('UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'AbortError')) {
    return { reason: 'timeout', message: 'no answer within the time limit' }
  }
  if (has(...DNS_TEMPORARY_CODES)) {
    return { reason: 'dns-retry', message: 'the domain name could not be resolved right now' }
  }
  if (has(...DNS_NOT_FOUND_CODES)) {
    return { reason: 'dns', message: 'the domain name does not resolve' }
  }
  if (has('UND_ERR_CONNECT_TIMEOUT'))
    return { reason: 'connect', message: 'the connection timed out' }
  if (has('ECONNREFUSED')) return { reason: 'connect', message: 'the connection was refused' }
  if (has('EHOSTUNREACH', 'ENETUNREACH'))
    return { reason: 'connect', message: 'the host is unreachable' }
  if (
    codes.some((code) =>
      /^(ERR_SSL|ERR_TLS|TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code),
    ) ||
    has('EPROTO')
  ) {
    return { reason: 'tls', message: 'the secure connection failed' }
  }
  if (has('ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'))
    return { reason: 'connect', message: 'the connection was closed' }
  return { reason: 'network', message: 'the request failed' }
}

function decoderFor(
  encoding: string | undefined,
): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | 'unsupported' {
  const value = (encoding ?? '').trim().toLowerCase()
  if (!value || value === 'identity') return null
  if (value === 'gzip' || value === 'x-gzip') return zlib.createGunzip()
  if (value === 'deflate') return zlib.createInflate()
  if (value === 'br') return zlib.createBrotliDecompress()
  return 'unsupported'
}

/**
 * Reads at most `maxBytes` of the decoded body. The cap counts decompressed bytes, so a small
 * compressed body cannot expand past it; reading stops, and the sockets close, at the cap.
 */
export async function readCapped(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const decoder = decoderFor(contentEncoding)
  if (decoder === 'unsupported') {
    body.destroy()
    throw Object.assign(new Error(`unsupported content encoding ${contentEncoding}`), {
      code: 'ERR_ENCODING',
    })
  }
  let source: Readable = body
  if (decoder) {
    body.on('error', (error) => decoder.destroy(error))
    source = body.pipe(decoder)
  }
  const chunks: Buffer[] = []
  let size = 0
  let truncated = false
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const remaining = maxBytes - size
      if (chunk.length >= remaining) {
        chunks.push(chunk.subarray(0, remaining))
        size = maxBytes
        truncated = chunk.length > remaining
        if (truncated) break
        continue
      }
      chunks.push(chunk)
      size += chunk.length
    }
  } finally {
    body.destroy()
    if (decoder) decoder.destroy()
  }
  return { body: Buffer.concat(chunks, size), truncated }
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join('\n') : value
  }
  return flat
}

export type FetchOptions = {
  maxBytes: number
  accept: string
  /** Whether a redirect from `from` to `to` may be followed; refused hops end as 'offsite'. */
  followRedirect?: (from: URL, to: URL) => boolean
  /** Replaces the checker's own User-Agent, to see what a crawler or a browser is sent. */
  userAgent?: string
  /** Further request headers, e.g. the Accept-Language a browser sends. */
  headers?: Record<string, string>
  /** GET unless told; a POST (an MCP `initialize`) carries `body`. */
  method?: 'GET' | 'POST'
  body?: string
}

/** Where a redirect leads, or the failure that ends the fetch there. */
function redirectTarget(
  context: FetchContext,
  options: FetchOptions,
  url: string,
  current: URL,
  location: string,
  hop: number,
): URL | Extract<Fetched, { kind: 'error' }> {
  if (hop >= MAX_REDIRECTS) {
    return {
      kind: 'error',
      url,
      reason: 'redirects',
      message: `more than ${MAX_REDIRECTS} redirects`,
    }
  }
  let next: URL
  try {
    next = new URL(location, current)
  } catch {
    return { kind: 'error', url, reason: 'network', message: 'it redirects to an invalid address' }
  }
  // The guard speaks first: an internal target is refused, not merely 'another site'.
  assertUrlAllowed(next, context.allowlist)
  if (options.followRedirect && !options.followRedirect(current, next)) {
    return {
      kind: 'error',
      url,
      reason: 'offsite',
      message: `it redirects to another site (${next.host})`,
    }
  }
  return next
}

async function send(context: FetchContext, url: URL, options: FetchOptions) {
  assertUrlAllowed(url, context.allowlist)
  const signature = context.sign ? await context.sign(url) : {}
  return request(url, {
    method: options.method ?? 'GET',
    body: options.body,
    dispatcher: context.dispatcher,
    signal: context.signal,
    headers: {
      ...options.headers,
      ...signature,
      'user-agent': options.userAgent ?? context.userAgent,
      accept: options.accept,
      'accept-encoding': 'gzip, deflate, br',
    },
  })
}

const isRedirect = (status: number, location: string | undefined): location is string =>
  status >= 300 && status < 400 && Boolean(location) && status !== 304

/** GET with hand-followed redirects; never throws, so parallel fetches cannot leak rejections. */
export async function fetchCapped(
  context: FetchContext,
  url: string,
  options: FetchOptions,
): Promise<Fetched> {
  let current = new URL(url)
  let redirected = false
  const hops: RedirectHop[] = []
  for (let hop = 0; ; hop += 1) {
    try {
      const response = await send(context, current, options)
      const headers = flatten(response.headers)
      if (isRedirect(response.statusCode, headers.location)) {
        await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined)
        redirected = true
        const next = redirectTarget(context, options, url, current, headers.location, hop)
        if (!(next instanceof URL)) return next
        hops.push({
          url: current.toString(),
          status: response.statusCode,
          location: next.toString(),
        })
        current = next
        continue
      }
      // A 304 or 204 has no body, though it may name the encoding of the page it stands for
      // (Varnish sends `Content-Encoding: gzip` on its 304s): there is nothing to decode.
      const bodyless = response.statusCode === 304 || response.statusCode === 204
      const read = await readCapped(
        response.body,
        bodyless ? undefined : headers['content-encoding'],
        options.maxBytes,
      )
      return {
        kind: 'response',
        url,
        finalUrl: current.toString(),
        status: response.statusCode,
        headers,
        body: read.body,
        truncated: read.truncated,
        hops,
      }
    } catch (error) {
      const failure = classifyFailure(error, context.signal)
      const message =
        redirected && failure.reason === 'blocked'
          ? `it redirects to a refused address: ${failure.message}`
          : failure.message
      return { kind: 'error', url, reason: failure.reason, message }
    }
  }
}

/**
 * Whether a page belongs to the checked site: the same origin, or the same host give or take a
 * `www.` on the standard ports (so http and https, example.com and www.example.com, count as
 * one site, while 127.0.0.1:8080 and 127.0.0.1:9090 do not).
 */
export function samePageSite(site: URL, page: URL): boolean {
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false
  if (site.origin === page.origin) return true
  return site.port === '' && page.port === '' && sameSite(site, page)
}

/** Hosts that count as the same site for the home page: equal, or one a `www.` of the other. */
export function sameSite(from: URL, to: URL): boolean {
  const strip = (host: string) => host.toLowerCase().replace(/^www\./, '')
  return strip(from.hostname) === strip(to.hostname)
}
