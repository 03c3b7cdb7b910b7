import type { Env } from '@/env'

/**
 * Cross-site request forgery defence for writes that a browser authenticates with the
 * administrator's cookie. A browser always names the page that made a non-GET request in
 * `Origin` (or at least `Referer`), and a page on another site cannot change either; so a
 * cookie-carrying write whose origin is not this site's own is refused before any handler runs.
 * Requests authenticated by an `Authorization` header are left alone: a browser never adds that
 * header to a cross-site request without a CORS preflight the site does not grant.
 */

/** Payload's auth cookie (`${cookiePrefix}-token`, with Payload's default prefix). */
export const AUTH_COOKIE = 'payload-token'

export const CROSS_SITE_REFUSED =
  'This request came from another site and was refused. Reload the page and try again.'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths that take no cookie authentication, so a stale cookie must not block them. */
const EXEMPT_PATHS = new Set(['/api/admin/login'])

/** The site's own origin (from SITE_URL) followed by TRUSTED_ORIGINS. */
export function siteOrigins(env: Pick<Env, 'SITE_URL' | 'TRUSTED_ORIGINS'>): string[] {
  return [...new Set([new URL(env.SITE_URL).origin, ...env.TRUSTED_ORIGINS])]
}

/** `Authorization: Bearer …` or Payload's own `Authorization: JWT …`. */
export function hasTokenAuthorization(headers: Headers): boolean {
  const value = headers.get('authorization') ?? ''
  return /^(Bearer|JWT) \S/.test(value)
}

function hasAuthCookie(headers: Headers): boolean {
  const cookie = headers.get('cookie')
  if (!cookie) return false
  return cookie.split(';').some((pair) => pair.trim().startsWith(`${AUTH_COOKIE}=`))
}

/**
 * The origin the browser reports for the page that sent the request: `Origin`, or without it the
 * origin of `Referer`. An opaque origin ('null', sandboxed frames, data: pages) stays 'null'.
 */
export function requestOrigin(headers: Headers): string | undefined {
  const origin = headers.get('origin')?.trim()
  if (origin) return origin
  const referer = headers.get('referer')?.trim()
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}

/**
 * Whether a request must be refused as a cross-site write: an unsafe method, Payload's auth
 * cookie, no token header, and an origin that is missing or not one of `trusted`. A missing
 * origin is refused too: browsers send one on every cross-site write, so only non-browser
 * clients omit it, and those authenticate with a bearer token rather than the cookie.
 */
export function isForeignCookieWrite(
  request: { method: string; headers: Headers; pathname: string },
  trusted: readonly string[],
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  if (EXEMPT_PATHS.has(request.pathname.replace(/\/+$/, ''))) return false
  if (!hasAuthCookie(request.headers)) return false
  if (hasTokenAuthorization(request.headers)) return false
  const origin = requestOrigin(request.headers)
  return !origin || !trusted.includes(origin)
}
