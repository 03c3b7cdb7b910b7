import type { z } from 'zod'

import { ApiError } from './errors'

/**
 * Reads a JSON body of at most `maxBytes`, counting the bytes as they stream in, so an
 * oversized body is refused (413) without being read whole.
 */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new ApiError(413, tooLarge(maxBytes))
  if (!request.body) throw new ApiError(400, 'The request body must be JSON.')
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new ApiError(413, tooLarge(maxBytes))
    }
    chunks.push(value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The request body must be JSON.')
  }
}

function tooLarge(maxBytes: number): string {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`
  return `The request body is larger than ${size}.`
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
  throw new ApiError(400, 'Please check the highlighted fields.', { errors })
}

/**
 * The client's address for rate limiting. Our load balancer appends the address it saw to
 * X-Forwarded-For, so the rightmost entry is the one a client cannot forge (entries to its
 * left are whatever the client sent); without a proxy, Next.js sets the header from the socket.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const nearest = forwarded?.split(',').at(-1)?.trim()
  return nearest || request.headers.get('x-real-ip')?.trim() || 'unknown'
}
