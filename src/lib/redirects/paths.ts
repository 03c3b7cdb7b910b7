import { PUBLIC_ROUTES } from '@/lib/seo/publicRoutes'

/**
 * What a redirect may say. `from` is a path of this site; `to` is a path of this site or, to
 * send visitors to another site, a full address written out with its scheme: a bare
 * 'example.com' or a scheme-relative '//example.com' would leave the site without saying so.
 * A target goes out as a Location header, so it holds printable ASCII only: anything else
 * (a line break, a character beyond Latin-1) would make the answer fail.
 */

const PATH = /^\/(?!\/)[^\s\\?#]*$/
const FULL_URL = /^https?:\/\//i
/** Spaces and control characters: C0, DEL and C1. */
const CONTROL = /[\s\x00-\x1f\x7f-\x9f]/
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/

export const FROM_MESSAGE =
  'Enter the old address as a path on this site, starting with / (for example /old-page), without ? or #.'
export const TO_MESSAGE =
  'Enter a path on this site starting with / (for example /blog), or a full address starting with https:// to send visitors to another site.'
export const HOME_MESSAGE = 'The home page cannot be redirected.'
export const RESERVED_MESSAGE =
  'Addresses under /admin, /cms, /api and /_next belong to the site itself and cannot be redirected.'
export const SELF_MESSAGE = 'A redirect cannot lead to its own address.'
export const CONTROL_MESSAGE =
  'The address cannot hold spaces, line breaks or other control characters (write a space as %20).'
export const BACKSLASH_MESSAGE = 'The address cannot hold a backslash (\\).'
export const USERINFO_MESSAGE =
  'A full address cannot carry a user name or password (user@…) before the site name.'

/** The message for a `from` that is a page of the site: pages win over redirects. */
export const pageExistsMessage = (path: string) =>
  `${path} is a page of this site. A page always wins over a redirect, so this one would never apply.`

/** The message for a redirect that would lead back to where it started. */
export const loopMessage = (from: string, to: string) =>
  `This redirect would loop: ${to} already leads back to ${from}.`

/** Paths the site's own tools answer: never a redirect's `from`. */
const RESERVED_PREFIXES = ['/admin', '/cms', '/api', '/_next']

/** Files the site serves at its root, beside the pages of PUBLIC_ROUTES. */
const SITE_FILES = [
  '/blog/_search',
  '/sitemap.xml',
  '/robots.txt',
  '/llms.txt',
  '/og.png',
  '/icon.svg',
  '/apple-icon.png',
  '/favicon.ico',
  '/icons.svg',
  '/.well-known/security.txt',
]

/** `/Old-Page/` and `/Old-Page` are one address; the root stays `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

export function isSitePath(value: string): boolean {
  return PATH.test(value)
}

export function isFullUrl(value: string): boolean {
  if (!FULL_URL.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}

export function isReservedPath(path: string): boolean {
  const lower = normalizePath(path).toLowerCase()
  return RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
}

/** A page or file of the site at a fixed address (posts are looked up in the database). */
export function isSitePage(path: string): boolean {
  const normal = normalizePath(path)
  return PUBLIC_ROUTES.some((route) => route.path === normal) || SITE_FILES.includes(normal)
}

/** The slug of a post's address, `/blog/<slug>`; null for any other path. */
export function blogSlugOf(path: string): string | null {
  return /^\/blog\/([^/]+)$/.exec(normalizePath(path))?.[1] ?? null
}

/**
 * The path a site-path target leads to, without its query and fragment; null for a full
 * address (another site, which no redirect of ours can continue).
 */
export function targetPath(to: string): string | null {
  const path = to.split(/[?#]/)[0]!
  return isSitePath(path) ? normalizePath(path) : null
}

/**
 * Characters beyond ASCII (an accented letter, a full-width solidus) percent-encoded as UTF-8,
 * so that the address can go out in a Location header. Control characters are left for the
 * check to refuse: they are a mistake, not a spelling. A lone surrogate is left as it is too.
 */
export function encodeNonAscii(value: string): string {
  return value.replace(/[\u00a0-\uffff]+/g, (run) => {
    try {
      return encodeURIComponent(run)
    } catch {
      return run
    }
  })
}

export function validateFrom(value: unknown): true | string {
  if (typeof value !== 'string') return FROM_MESSAGE
  const from = value.trim()
  if (CONTROL.test(from) || !isSitePath(from)) return FROM_MESSAGE
  const normal = normalizePath(from)
  if (normal === '/') return HOME_MESSAGE
  if (isReservedPath(normal)) return RESERVED_MESSAGE
  if (isSitePage(normal)) return pageExistsMessage(normal)
  return true
}

/** The authority of a full address (between `//` and the path) holds an `@`: user info. */
function hasUserInfo(url: string): boolean {
  const authority = url.replace(FULL_URL, '').split(/[/?#]/)[0] ?? ''
  return authority.includes('@')
}

export function validateTo(value: unknown, from?: unknown): true | string {
  if (typeof value !== 'string') return TO_MESSAGE
  const to = value.trim()
  if (CONTROL.test(to)) return CONTROL_MESSAGE
  if (to.includes('\\')) return BACKSLASH_MESSAGE
  if (!PRINTABLE_ASCII.test(to)) return CONTROL_MESSAGE
  const path = targetPath(to)
  if (path === null) {
    if (!isFullUrl(to)) return TO_MESSAGE
    if (hasUserInfo(to)) return USERINFO_MESSAGE
  }
  if (typeof from === 'string' && path !== null && path === normalizePath(from)) {
    return SELF_MESSAGE
  }
  return true
}
