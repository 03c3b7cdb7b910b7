import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/env'
import { ApiError, errorJson } from '@/lib/http/errors'
import { CROSS_SITE_REFUSED, isForeignCookieWrite, siteOrigins } from '@/lib/http/origin'

/**
 * Runs before every API route, Payload's REST and GraphQL endpoints and the /cms panel's server
 * actions when the request carries Payload's auth cookie, and refuses a write whose page is on
 * another site (see lib/http/origin.ts); requests without the cookie never reach that check.
 * It also answers 400 to an address with a malformed percent-escape, and 405 to a method other
 * than GET or HEAD on the build's static files.
 */
export function proxy(request: NextRequest): NextResponse {
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
  return NextResponse.next()
}

export const config = {
  // Matchers must be literals: 'payload-token' is AUTH_COOKIE. The last runs only for paths
  // holding a percent-escape, the only ones that can be malformed.
  matcher: [
    '/_next/static/:path*',
    { source: '/api/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/cms/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
    '/:path(.*%.*)',
  ],
}
