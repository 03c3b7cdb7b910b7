import { isPayloadMissingRoute, isUnparsedBody } from '@/lib/upstream/payloadRestAnswers'

import { bodyLimit, bodyTooLargeMessage, routePath } from './bodyLimits'

/**
 * What every request to Payload's REST routes goes through on its way in: a body over its
 * route's limit (./bodyLimits.ts) is answered 413 before Payload reads it (Payload reads a JSON
 * body whole before it checks access), by its Content-Length, or for a body sent without one
 * by counting it as it arrives. The edge gate refuses the declared ones earlier still.
 *
 * And what every answer goes through on its way out:
 *
 * - `Cache-Control: no-store` on anything that can carry personal data: the collections of
 *   messages, sign-ups, administrators and Payload's own records, every answer to a request that
 *   is signed in (it may hold drafts or any of those). A shared cache
 *   or the browser's history must not keep them.
 * - Payload answers a route it has no endpoints for (`/api/payload-migrations`) with 501 and
 *   a message naming the URL the server saw, which can be an internal one; that becomes a plain
 *   404 without internals.
 * - A read sent as a POST (`X-HTTP-Method-Override: GET`) whose JSON body does not parse makes
 *   Payload throw before its own error handling: that is answered 400.
 * - The versions of a collection or global that keeps none (`/api/admins/versions`,
 *   `/api/globals/site-settings/versions`) make Payload's database adapter throw (a 500): they
 *   are a plain 404, asked of the config before Payload runs.
 */
type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

const PERSONAL =
  /^\/api\/(?:contact-messages|waitlist-entries|admins|payload-jobs|payload-preferences|payload-locked-documents|payload-kv|payload-migrations|access)(?:[/?]|$)/

const NO_STORE = 'no-store'

function signedIn(request: Request): boolean {
  if (request.headers.has('authorization')) return true
  return /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
}

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers)
  headers.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

export function notFoundWithoutInternals(): Response {
  return Response.json(
    { message: 'Not Found', code: 'not_found' },
    { status: 404, headers: { 'Cache-Control': NO_STORE } },
  )
}

export function finishPayloadAnswer(request: Request, response: Response): Response {
  if (isPayloadMissingRoute(response)) return notFoundWithoutInternals()
  const { pathname } = new URL(request.url)
  if (PERSONAL.test(pathname) || signedIn(request)) {
    return withHeader(response, 'Cache-Control', NO_STORE)
  }
  return response
}

function unreadableBody(): Response {
  return Response.json(
    { message: 'The request body could not be read.', code: 'invalid_json' },
    { status: 400, headers: { 'Cache-Control': NO_STORE } },
  )
}

function bodyTooLarge(limit: number): Response {
  return Response.json(
    { message: bodyTooLargeMessage(limit), code: 'payload_too_large' },
    { status: 413, headers: { 'Cache-Control': NO_STORE } },
  )
}

/**
 * The request as Payload may read it, or the 413 that refuses it. A body without a length is
 * read here, up to the limit, and handed on with its length.
 */
export async function withinBodyLimit(request: Request): Promise<Request | Response> {
  const limit = bodyLimit(request.method, request.url)
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    return Number.isSafeInteger(length) && length <= limit ? request : bodyTooLarge(limit)
  }
  if (!request.body) return request
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return bodyTooLarge(limit)
    }
    chunks.push(value)
  }
  const body = Buffer.concat(chunks)
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(body.byteLength))
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  })
}

/** Whether the collection or global of this slug keeps versions (from the Payload config). */
export type KeepsVersions = (kind: 'collection' | 'global', slug: string) => Promise<boolean>

const VERSIONS = /^\/api\/(?:(globals)\/)?([^/]+)\/versions(?:\/|$)/

async function versionsOfNothing(request: Request, keepsVersions: KeepsVersions) {
  const match = VERSIONS.exec(routePath(request.url))
  if (!match) return false
  return !(await keepsVersions(match[1] ? 'global' : 'collection', match[2]!))
}

export function payloadRoute<C>(
  handler: RouteHandler<C>,
  { keepsVersions }: { keepsVersions?: KeepsVersions } = {},
) {
  return async (incoming: Request, context: C): Promise<Response> => {
    const request = await withinBodyLimit(incoming)
    if (request instanceof Response) return request
    if (keepsVersions && (await versionsOfNothing(request, keepsVersions))) {
      return notFoundWithoutInternals()
    }
    let response: Response
    try {
      response = await handler(request, context)
    } catch (error) {
      if (isUnparsedBody(error)) return unreadableBody()
      throw error
    }
    return finishPayloadAnswer(request, response)
  }
}
