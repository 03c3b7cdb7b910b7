import type { z } from 'zod'

import { env } from '@/env'

import { bodyLimit, bodyTooLargeMessage } from './bodyLimits'
import { ApiError, validationFailed } from './errors'

const NOT_JSON = 'The request body must be JSON.'

export const NOT_JSON_TYPE =
  'The request body must be JSON, sent with Content-Type: application/json.'

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonContentType(header: string | null): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/**
 * Reads a JSON body of at most `maxBytes` (the route's limit in the one table of body limits,
 * ./bodyLimits.ts), refused (413) by its declared length, or counted as it streams in, so an
 * oversized body is never read whole. Another content type is refused (415) unread: an HTML
 * form or a `text/plain` fetch from another site can post without a CORS preflight, a JSON
 * request cannot.
 */
export async function readJson(
  request: Request,
  maxBytes: number = bodyLimit(request.method, request.url),
): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new ApiError(415, NOT_JSON_TYPE)
  }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) throw new ApiError(400, NOT_JSON, undefined, 'invalid_json')
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, NOT_JSON, undefined, 'invalid_json')
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, bodyTooLargeMessage(maxBytes), undefined, 'payload_too_large')
}

/** Validates with the form's zod schema; failures answer 400 with the reasons per field. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_'
    errors[field] ??= issue.message
  }
  throw validationFailed(errors)
}

/**
 * The client's address for rate limiting. The server appends the address of the connection it
 * accepted to X-Forwarded-For (lib/http/peerAddress.ts), the way each proxy in front appends the
 * address it saw. Counting `hops` trusted proxies back from that last entry gives the address the
 * outermost trusted proxy saw; anything further left is what the client wrote and is ignored.
 * `hops` is TRUSTED_PROXY_HOPS: 0 when clients connect directly, 1 behind one reverse proxy.
 */
export function clientIp(request: Request, hops: number = env().TRUSTED_PROXY_HOPS): string {
  return clientIpFromHeaders(request.headers, hops)
}

/**
 * `clientIp` from the headers alone: Payload's hooks see a request's headers, and a server action
 * reads them from next/headers.
 */
export function clientIpFromHeaders(
  headers: Pick<Headers, 'get'>,
  hops: number = env().TRUSTED_PROXY_HOPS,
): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return 'unknown'
  // Fewer entries than hops (a request that did not pass every proxy): the furthest one known.
  const entry = chain[Math.max(0, chain.length - 1 - hops)]!
  return entry.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64)
}
