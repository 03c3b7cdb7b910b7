import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/env'
import { bodyTooLargeMessage } from '@/lib/http/bodyLimits'
import {
  ALLOWED_METHODS,
  EDGE_REFUSAL_HEADER,
  type EdgeRefusal,
  parseRefusalMarker,
} from '@/lib/http/edgeGate'
import { ApiError, errorJson } from '@/lib/http/errors'
import { imageRequestProblem } from '@/lib/http/imageRequest'
import { MARKDOWN_HEADER, markdownPage } from '@/lib/http/markdownRequest'
import { CROSS_SITE_REFUSED, isForeignCookieWrite, siteOrigins } from '@/lib/http/origin'

/**
 * Runs before every API route, Payload's REST and GraphQL endpoints and the /cms panel's server
 * actions when the request carries Payload's auth cookie, and refuses a write whose page is on
 * another site (see lib/http/origin.ts); requests without the cookie never reach that check.
 * It also answers the requests the edge gate refused (lib/http/edgeGate.ts: a method the site
 * does not answer, a body over its route's limit or without a length) with JSON, refuses an
 * image-optimiser address the site does not render (lib/http/imageRequest.ts), answers 400 to
 * an address with a malformed percent-escape, 405 to a method other than GET or HEAD on the
 * build's static files, and marks a page's Markdown request (`Accept: text/markdown` or a `.md`
 * address) for the rewrite to the Markdown route handler (MARKDOWN_HEADER), dropping any copy
 * of that header a client sent.
 */
/**
 * The JSON answer to a request the edge gate refused: `{ message }` as every endpoint answers,
 * and for the MCP server a JSON-RPC error (its transport's shape, which MCP clients read).
 */
function refusedAtTheEdge(refusal: EdgeRefusal, pathname: string): NextResponse {
  const error =
    refusal.status === 405
      ? new ApiError(405, `The method ${refusal.method} is not allowed.`)
      : refusal.status === 413
        ? new ApiError(413, bodyTooLargeMessage(refusal.limit))
        : new ApiError(411, 'Send the request body with a Content-Length.')
  const response = /^\/mcp\/?$/.test(pathname)
    ? NextResponse.json(
        { jsonrpc: '2.0', error: { code: -32000, message: error.message }, id: null },
        { status: error.status },
      )
    : errorJson(error)
  if (refusal.status === 405) response.headers.set('Allow', ALLOWED_METHODS.join(', '))
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export function proxy(request: NextRequest): NextResponse {
  const marker = request.headers.get(EDGE_REFUSAL_HEADER)
  const refusal = marker ? parseRefusalMarker(marker) : null
  if (refusal) return refusedAtTheEdge(refusal, request.nextUrl.pathname)
  if (request.nextUrl.pathname === '/_next/image') {
    const problem = imageRequestProblem(request.nextUrl.search)
    if (problem === null) return NextResponse.next()
    const response = errorJson(new ApiError(400, problem, undefined, 'bad_request'))
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
  // Next.js refuses such a request too, but with an HTML error page rather than JSON.
  if (request.nextUrl.pathname.startsWith('/_next/static/')) {
    if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next()
    const response = errorJson(new ApiError(405, 'Method Not Allowed'))
    response.headers.set('Allow', 'GET, HEAD')
    return response
  }
  // A malformed percent-escape (/blog/%E0%A4%A) would make Next.js answer 500 while routing.
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return errorJson(new ApiError(400, 'The address is not valid.', undefined, 'invalid_address'))
  }
  const refused = isForeignCookieWrite(
    { method: request.method, headers: request.headers, pathname: request.nextUrl.pathname },
    siteOrigins(env()),
  )
  if (refused) {
    const response = errorJson(
      new ApiError(403, CROSS_SITE_REFUSED, undefined, 'cross_site_refused'),
    )
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
  const page = markdownPage({
    method: request.method,
    pathname: request.nextUrl.pathname,
    accept: request.headers.get('accept'),
  })
  if (page !== null || request.headers.has(MARKDOWN_HEADER)) {
    const headers = new Headers(request.headers)
    headers.delete(MARKDOWN_HEADER)
    if (page !== null) headers.set(MARKDOWN_HEADER, '1')
    return NextResponse.next({ request: { headers } })
  }
  return NextResponse.next()
}

export const config = {
  // Matchers must be literals: 'payload-token' is AUTH_COOKIE and 'x-agency-edge-refusal'
  // EDGE_REFUSAL_HEADER (a unit test holds them equal). The sixth runs only for paths
  // holding a percent-escape, the only ones that can be malformed. The last two let Markdown
  // requests through (an Accept header naming markdown, a `.md` address), and so keep the proxy
  // off every ordinary page request.
  matcher: [
    // A request the edge gate refused (lib/http/edgeGate.ts), whatever its path.
    { source: '/:path*', has: [{ type: 'header', key: 'x-agency-edge-refusal' }] },
    '/_next/image',
    '/_next/static/:path*',
    { source: '/api/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/cms/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
    '/:path(.*%.*)',
    { source: '/:path*', has: [{ type: 'header', key: 'accept', value: '.*markdown.*' }] },
    '/:path(.*\\.md)',
  ],
}
