import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/env'
import { CROSS_SITE_REFUSED, isForeignCookieWrite, siteOrigins } from '@/lib/http/origin'

/**
 * Runs before every API route, Payload's REST and GraphQL endpoints and the /cms panel's server
 * actions when the request carries Payload's auth cookie, and refuses a write whose page is on
 * another site (see lib/http/origin.ts). Requests without the cookie never reach it.
 */
export function proxy(request: NextRequest): NextResponse {
  const refused = isForeignCookieWrite(
    { method: request.method, headers: request.headers, pathname: request.nextUrl.pathname },
    siteOrigins(env()),
  )
  if (refused) {
    return NextResponse.json(
      { message: CROSS_SITE_REFUSED },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return NextResponse.next()
}

export const config = {
  // Matchers must be literals: 'payload-token' is AUTH_COOKIE.
  matcher: [
    { source: '/api/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/cms/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
  ],
}
